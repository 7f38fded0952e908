import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';

interface Props {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  loading: boolean;
  onClose: () => void;
  onConfirm: () => void;
  testId: string;
}

/** "Are you sure?" for deletions. */
export function ConfirmModal({ opened, title, message, confirmLabel, loading, onClose, onConfirm, testId }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="sm">
      <Text size="sm" data-testid={testId}>
        {message}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
