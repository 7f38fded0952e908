import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation';

/** A failed load, with the server's message when it sent one, and a way to try again. */
export function LoadError({ error, onRetry, testId }: { error: unknown; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('billing.loadError')} data-testid={testId}>
      {error instanceof Error && error.message ? error.message : null}
      <div>
        <Button size="xs" variant="default" mt="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      </div>
    </Alert>
  );
}
