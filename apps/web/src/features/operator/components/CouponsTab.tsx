import { type Coupon, type DataOf, formatMoney } from '@framecast/contract';
import { Badge, Button, Group, Modal, Skeleton, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCoupons } from '../api/list-coupons';
import { useDisableCoupon } from '../api/disable-coupon';
import { formatDate } from '../format';
import { CouponForm } from './CouponForm';

type Goods = DataOf<'adminGoodsList'>['goods_list'][number];

const discount = (c: Coupon) => (c.kind === 'percent' ? `${c.value}%` : c.currency ? formatMoney(c.value, c.currency) : String(c.value));

/** Every coupon with its use, and turning one off or on; "New coupon" opens the form. */
export function CouponsTab({ goods }: { goods: Goods[] }) {
  const { t, i18n } = useTranslation();
  const [creating, setCreating] = useState(false);
  const coupons = useCoupons();
  const toggle = useDisableCoupon();
  const names = new Map(goods.map((g) => [g.goods_sn, g.goods_name]));
  return (
    <>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {t('operator.coupons.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} data-testid="operator-coupon-new">
          {t('operator.coupons.create')}
        </Button>
      </Group>
      {!coupons.data ? (
        <Skeleton h={160} radius="md" />
      ) : coupons.data.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.coupons.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" fz="sm" data-testid="operator-coupons">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('operator.coupons.code')}</Table.Th>
                <Table.Th>{t('operator.coupons.value')}</Table.Th>
                <Table.Th>{t('operator.coupons.goods')}</Table.Th>
                <Table.Th>{t('operator.coupons.expires')}</Table.Th>
                <Table.Th ta="right">{t('operator.coupons.used')}</Table.Th>
                <Table.Th ta="right">{t('operator.coupons.perUser')}</Table.Th>
                <Table.Th>{t('operator.coupons.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {coupons.data.items.map((c) => (
                <Table.Tr key={c.id} data-testid="operator-coupon-row" opacity={c.disabled ? 0.6 : 1}>
                  <Table.Td ff="monospace" fw={700}>
                    {c.id}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={c.kind === 'percent' ? 'brand' : 'cyan'}>
                      {discount(c)}
                    </Badge>
                  </Table.Td>
                  <Table.Td maw={240}>
                    <Text size="sm" lineClamp={2}>
                      {c.goods_sns.length ? c.goods_sns.map((sn) => names.get(sn) ?? sn).join(', ') : t('operator.coupons.allGoods')}
                    </Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{c.expires_at ? formatDate(c.expires_at, i18n.language) : t('operator.coupons.never')}</Table.Td>
                  <Table.Td ta="right">{c.max_uses ? `${c.used} / ${c.max_uses}` : c.used}</Table.Td>
                  <Table.Td ta="right">{c.per_user}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={!c.disabled}
                      onChange={() => toggle.mutate({ id: c.id, disabled: !c.disabled })}
                      disabled={toggle.isPending && toggle.variables?.id === c.id}
                      label={
                        <>
                          {c.disabled ? t('operator.coupons.disabled') : t('operator.coupons.enabled')}
                          <VisuallyHidden> {c.id}</VisuallyHidden>
                        </>
                      }
                      data-testid={`operator-coupon-toggle-${c.id}`}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal opened={creating} onClose={() => setCreating(false)} title={t('operator.coupons.createTitle')} centered size="lg">
        {creating && <CouponForm goods={goods} onDone={() => setCreating(false)} />}
      </Modal>
    </>
  );
}
