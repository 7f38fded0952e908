import { Button, CopyButton } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from '../i18n/use-translation';

interface Props {
  value: string;
  label: string;
  disabled?: boolean;
  testId: string;
}

/** Copies `value` to the clipboard and says "Copied" in teal for a moment, so the person knows it worked. */
export function CopyTextButton({ value, label, disabled, testId }: Props) {
  const { t } = useTranslation();
  return (
    <CopyButton value={value}>
      {({ copied, copy }) => (
        <Button
          variant={copied ? 'light' : 'filled'}
          color={copied ? 'teal' : undefined}
          leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
          onClick={copy}
          disabled={disabled}
          data-testid={testId}
        >
          {copied ? t('common.copied') : label}
        </Button>
      )}
    </CopyButton>
  );
}
