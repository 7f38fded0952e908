import { formatMoney } from '@framecast/contract';
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOrderSeats } from '../api/order-seats';

interface Props {
  opened: boolean;
  onClose: () => void;
  total: number;
  used: number;
}

/** Fewer Team seats now, refunding the unused part (spec 001 §4 Seats); more seats are bought in the pricing drawer. */
export function SeatsDialog({ opened, onClose, total, used }: Props) {
  const { t } = useTranslation();
  const min = Math.max(1, used);
  const max = Math.max(min, total - 1);
  const [num, setNum] = useState<number>(max);
  const seats = useOrderSeats();
  const done = seats.data;
  const close = () => {
    seats.reset();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={t('billing.seats.title')} centered size="md">
      {done ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="billing-seats-done">
            {done.refunded_amount > 0
              ? t('billing.seats.done', { count: done.total_seat, amount: formatMoney(done.refunded_amount, done.currency) })
              : t('billing.seats.doneNoRefund', { count: done.total_seat })}
            {done.credits_reversed > 0 && ` ${t('billing.seats.creditsBack', { count: done.credits_reversed })}`}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('billing.seats.text', { used })}</Text>
          <Text size="sm" c="dimmed">
            {t('billing.seats.credits')}
          </Text>
          <NumberInput
            label={t('billing.seats.label')}
            value={num}
            onChange={(v) => setNum(typeof v === 'number' ? v : Number(v) || min)}
            min={min}
            max={max}
            clampBehavior="strict"
            allowDecimal={false}
            error={seats.error?.message}
            data-testid="billing-seats-input"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => seats.mutate({ num })} loading={seats.isPending} disabled={num >= total} data-testid="billing-seats-confirm">
              {t('billing.seats.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
