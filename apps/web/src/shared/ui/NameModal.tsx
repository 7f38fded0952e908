import { isSafeName } from '@framecast/contract';
import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LIMIT_COLOR, useLengthLimit } from './length-limit';

interface Props {
  opened: boolean;
  title: string;
  label: string;
  initial: string;
  maxLength: number;
  loading: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
  testId: string;
}

/** One name to type: rename a project, create or rename a folder. */
export function NameModal({ opened, title, label, initial, maxLength, loading, onClose, onSubmit, testId }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState(initial);
  const limit = useLengthLimit(maxLength);
  const resetLimit = limit.reset;
  useEffect(() => {
    if (opened) {
      setName(initial);
      resetLimit();
    }
  }, [opened, initial, resetLimit]);
  const limitMessage = limit.message(name);
  const trimmed = name.trim();
  // The server's name rule, said while typing rather than after Save.
  const unsafe = !isSafeName(trimmed);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <form
        data-testid={testId}
        onSubmit={(e) => {
          e.preventDefault();
          if (trimmed && !unsafe) onSubmit(trimmed);
        }}
      >
        <TextInput
          label={label}
          value={name}
          onChange={(e) => setName(limit.take(e.currentTarget.value))}
          description={limitMessage}
          error={unsafe ? t('common.badName') : undefined}
          descriptionProps={{ 'data-testid': `${testId}-limit` }}
          styles={{ description: { color: LIMIT_COLOR } }}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data-autofocus
          data-testid={`${testId}-input`}
        />
        <Group justify="flex-end" mt="lg" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={loading} disabled={!trimmed || unsafe || trimmed === initial.trim()} data-testid={`${testId}-save`}>
            {t('common.save')}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
