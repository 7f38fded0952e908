import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { toastSuccess } from '../../../shared/ui/toast';
import { useUnsubscribe } from '../api/unsubscribe';
import { formatDate } from '../format';
import { RefundSummary } from './RefundSummary';

interface Props {
  opened: boolean;
  onClose: () => void;
  periodEnd: string | null;
}

/**
 * Cancel renewal (spec 001 §4): the plan and its credits stay until the period ends. Beside it, what of
 * the paid orders is unused and that refunds are the operator's to issue.
 */
export function CancelDialog({ opened, onClose, periodEnd }: Props) {
  const { t, i18n } = useTranslation();
  const cancel = useUnsubscribe();
  const confirm = () =>
    cancel.mutate(undefined, {
      onSuccess: (data) => {
        const end = data.current_period_end ?? periodEnd;
        toastSuccess(end ? t('billing.cancel.done', { date: formatDate(end, i18n.language) }) : t('billing.cancel.doneNoDate'));
        onClose();
      },
    });
  return (
    <Modal opened={opened} onClose={onClose} title={t('billing.cancel.title')} centered size="md">
      <Stack gap="md">
        <Text size="sm" data-testid="billing-cancel-text">
          {periodEnd ? t('billing.cancel.text', { date: formatDate(periodEnd, i18n.language) }) : t('billing.cancel.textNoDate')}
        </Text>
        <RefundSummary enabled={opened} />
      </Stack>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('billing.cancel.keep')}
        </Button>
        <Button color="red" onClick={confirm} loading={cancel.isPending} data-testid="billing-cancel-confirm">
          {t('billing.cancel.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
