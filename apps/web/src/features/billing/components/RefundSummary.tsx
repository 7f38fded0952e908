import { formatMoney, GoodsType } from '@framecast/contract';
import { Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { goodsLabel } from '../../../shared/i18n/billing-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useRefundable } from '../api/refundable';
import { formatDate } from '../format';

/** goods_type 1 plan, 2 additional credits, 3 API (spec 001 §3 refund info). */
const KNOWN_TYPES: readonly number[] = [GoodsType.plan, GoodsType.credits, GoodsType.api];

/**
 * What of the user's paid orders is still unused (goods_type 1 plan, 2 additional credits, 3 API), and
 * that a refund is the operator's to issue. Nothing shows while it loads, when nothing is refundable, or
 * when the lookup fails.
 */
export function RefundSummary({ enabled = true }: { enabled?: boolean }) {
  const { t, i18n } = useTranslation();
  const refundable = useRefundable(enabled);
  const orders = refundable.data?.refundable_order ?? [];
  if (!orders.length) return null;
  const currency = orders[0]?.currency ?? 'USD';
  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0" data-testid="billing-refundable">
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('billing.refund.title')}
        </Text>
        {orders.map((o) => (
          <Group key={o.order_sn} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-testid={`billing-refundable-${o.order_sn}`}>
            <div>
              <Text size="sm" fw={500}>
                {goodsLabel(o.goods_name, o.goods_sn)}
                {KNOWN_TYPES.includes(o.goods_type) && ` · ${t(`billing.refund.types.${o.goods_type}`)}`}
              </Text>
              <Text size="xs" c="dimmed">
                {t('billing.refund.paid', { date: formatDate(o.pay_time, i18n.language) })}
                {o.remain_credit > 0 &&
                  ` · ${t(o.goods_type === GoodsType.api ? 'billing.refund.apiCredits' : 'billing.refund.credits', { count: o.remain_credit })}`}
              </Text>
            </div>
            <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(o.remain_amount, o.currency)}
            </Text>
          </Group>
        ))}
        <Divider />
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm" fw={600}>
            {t('billing.refund.total')}
          </Text>
          <Text fw={700} data-testid="billing-refundable-total">
            {formatMoney(refundable.data?.total_remain_amount ?? 0, currency)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed" data-testid="billing-refundable-note">
          {t('billing.refund.text')}
        </Text>
      </Stack>
    </Paper>
  );
}
