import { formatMoney, type DataOf } from '@framecast/contract';
import { Alert, Badge, Button, Group, Modal, Pagination, Paper, Skeleton, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useOrders } from '../api/list-orders';
import { useRefundOrder } from '../api/refund-order';
import { formatDateTime } from '../format';

type Order = DataOf<'adminOrders'>['items'][number];
const PAGE_SIZE = 10;

function RefundDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const refund = useRefundOrder();
  const money = (minor: number) => formatMoney(minor, order.currency);
  const done = refund.data;
  const short = reason.trim().length < 3;
  return (
    <Modal opened onClose={onClose} title={t('operator.orders.refundTitle', { order: order.order_sn })} centered>
      {done ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" data-testid="operator-refund-done">
            {t('operator.orders.done', { amount: money(done.refunded_amount), credits: done.credits_reversed })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('common.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text size="sm">{t('operator.orders.refundText', { amount: money(order.remain_amount) })}</Text>
          <TextInput
            label={t('operator.orders.reason')}
            withAsterisk
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={200}
            data-testid="operator-refund-reason"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button
              color="red"
              disabled={short}
              loading={refund.isPending}
              onClick={() => refund.mutate({ order_sn: order.order_sn, reason: reason.trim() })}
              data-testid="operator-refund-confirm"
            >
              {t('operator.orders.confirm', { amount: money(order.remain_amount) })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** The user's orders, newest first, each refundable for its unused part. */
export function OrdersCard({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [refunding, setRefunding] = useState<Order | null>(null);
  const orders = useOrders({ user_id: userId, page, page_size: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil((orders.data?.total ?? 0) / PAGE_SIZE));
  return (
    <Paper p="lg" radius="lg" withBorder data-testid="operator-orders">
      <Title order={3} fz="md" mb="sm">
        {t('operator.orders.title')}
      </Title>
      {!orders.data ? (
        <Skeleton h={100} radius="md" />
      ) : orders.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.orders.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.orders.order')}</Table.Th>
                <Table.Th>{t('operator.orders.goods')}</Table.Th>
                <Table.Th ta="right">{t('operator.orders.amount')}</Table.Th>
                <Table.Th>{t('operator.orders.status')}</Table.Th>
                <Table.Th>{t('operator.orders.paidAt')}</Table.Th>
                <Table.Th ta="right">{t('operator.orders.refunded')}</Table.Th>
                <Table.Th ta="right">{t('operator.orders.remain')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('operator.orders.refund')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.data.items.map((o) => (
                <Table.Tr key={o.order_sn} data-testid="operator-order-row">
                  <Table.Td ff="monospace" fz="xs">
                    {o.order_sn}
                  </Table.Td>
                  <Table.Td>{o.goods_name}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {formatMoney(o.amount, o.currency)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={o.status === 'paid' ? 'teal' : o.status === 'refunded' ? 'gray' : 'orange'}>
                      {i18n.exists(`operator.orders.statuses.${o.status}`) ? t(`operator.orders.statuses.${o.status}`) : o.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{o.paid_at ? formatDateTime(o.paid_at, i18n.language) : t('operator.none')}</Table.Td>
                  <Table.Td ta="right">{o.refunded_amount ? formatMoney(o.refunded_amount, o.currency) : t('operator.none')}</Table.Td>
                  <Table.Td ta="right">{formatMoney(o.remain_amount, o.currency)}</Table.Td>
                  <Table.Td ta="right">
                    {o.remain_amount > 0 && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setRefunding(o)}
                        aria-label={t('operator.orders.refundNamed', { order: o.order_sn })}
                        data-testid="operator-refund-open"
                      >
                        {t('operator.orders.refund')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination
          mt="sm"
          size="sm"
          total={pages}
          value={page}
          onChange={setPage}
          getControlProps={(control) => ({ 'aria-label': t(`billing.pagerControls.${control}`) })}
          getItemProps={(p) => ({ 'aria-label': t('billing.pagerPage', { page: p }) })}
        />
      )}
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} />}
    </Paper>
  );
}
