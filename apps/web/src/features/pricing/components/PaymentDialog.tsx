import { formatMoney } from '@framecast/contract';
import { Badge, Button, CloseButton, Divider, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard, IconLock, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { goodsLabel } from '../../../shared/i18n/billing-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { checkCoupon } from '../api/check-coupon';
import { type Checkout, closeCheckout, useCheckout } from '../model/checkout-store';
import { placeOrder } from '../model/purchase';

/** Above the drawer. */
export const DIALOG_Z = 300;

interface Applied {
  code: string;
  remain: number;
  discount: number;
  desc: string;
}

/** The payment-method dialog (spec 001 §2, §4): goods, seats, coupon, total, the card option and Next. */
export function PaymentDialog() {
  const checkout = useCheckout((s) => s.checkout);
  return checkout ? <PaymentDialogBody key={`${checkout.goods.goods_sn}-${checkout.seats}-${checkout.coupon ?? ''}`} checkout={checkout} /> : null;
}

export function PaymentDialogBody({ checkout, onSubmit = placeOrder }: { checkout: Checkout; onSubmit?: typeof placeOrder }) {
  const { t } = useTranslation();
  const { goods, seats } = checkout;
  const [code, setCode] = useState(checkout.coupon ?? '');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const units = goods.per_seat ? seats : 1;
  const full = goods.sell_price * units;
  const total = applied ? applied.remain : full;

  const apply = async (value = code) => {
    const coupon = value.trim();
    if (!coupon) return;
    setChecking(true);
    setCouponError(null);
    try {
      const answer = await checkCoupon({ coupon_id: coupon, goods_sn: goods.goods_sn, num: goods.per_seat ? seats : undefined });
      setApplied({ code: coupon.toUpperCase(), ...answer });
      setCode('');
    } catch (error) {
      // Spec 001 §8: the server's message under the field, and no discount.
      setApplied(null);
      setCouponError(error instanceof Error ? error.message : String(error));
    } finally {
      setChecking(false);
    }
  };

  // A coupon chosen beforehand (the flash sale's) is checked at once.
  const preset = useRef(checkout.coupon);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the coupon the dialog opened with
  useEffect(() => {
    if (preset.current) void apply(preset.current);
  }, []);

  const next = async () => {
    setSubmitting(true);
    const leaving = await onSubmit(checkout, { couponId: applied?.code });
    // Leaving for the payment page: the button stays busy until the page goes.
    if (!leaving) setSubmitting(false);
  };

  const periodLabel = goods.period ? t(`pricing.period.${goods.period}`) : null;
  return (
    <Modal opened onClose={closeCheckout} title={t('pricing.pay.title')} centered size="md" zIndex={DIALOG_Z} data-testid="payment-dialog">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text size="xs" c="dimmed">
              {t('pricing.pay.item')}
            </Text>
            <Text fw={600} data-testid="payment-goods">
              {goodsLabel(goods.goods_name, goods.goods_sn)}
              {periodLabel ? ` · ${periodLabel}` : ''}
            </Text>
            {goods.per_seat && (
              <Text size="sm" c="dimmed">
                {t('pricing.pay.seats', { count: seats })}
              </Text>
            )}
          </div>
          <Text fw={600} td={applied ? 'line-through' : undefined} c={applied ? 'dimmed' : undefined}>
            {formatMoney(full, goods.currency)}
          </Text>
        </Group>

        <div>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              flex={1}
              label={t('pricing.pay.coupon')}
              placeholder={t('pricing.pay.couponPlaceholder')}
              value={code}
              onChange={(e) => {
                setCode(e.currentTarget.value);
                if (couponError) setCouponError(null);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  void apply();
                }
              }}
              error={couponError}
              maxLength={40}
              leftSection={<IconTicket size={16} aria-hidden />}
              data-testid="coupon-input"
            />
            <Button variant="default" mt={25} onClick={() => void apply()} loading={checking} disabled={!code.trim()} data-testid="coupon-apply">
              {t('pricing.pay.apply')}
            </Button>
          </Group>
          {applied && (
            <Group gap={4} mt="xs" wrap="nowrap" data-testid="coupon-chip">
              <Badge variant="light" color="teal" size="lg" radius="sm" tt="none" leftSection={<IconTicket size={14} aria-hidden />}>
                {t('pricing.pay.couponApplied', { code: applied.code, discount: formatMoney(applied.discount, goods.currency) })}
              </Badge>
              <CloseButton
                size="sm"
                aria-label={t('pricing.pay.removeCoupon', { code: applied.code })}
                onClick={() => setApplied(null)}
                data-testid="coupon-remove"
              />
            </Group>
          )}
          {applied?.desc && (
            <Text size="xs" c="dimmed" mt={4}>
              {applied.desc}
            </Text>
          )}
        </div>

        <Radio.Group label={t('pricing.pay.method')} value="card" onChange={() => undefined}>
          <Radio.Card value="card" checked radius="md" p="sm" mt={6} aria-label={t('pricing.pay.card')}>
            <Group wrap="nowrap" gap="sm">
              <Radio.Indicator checked />
              <IconCreditCard size={20} aria-hidden />
              <div>
                <Text fw={600} size="sm">
                  {t('pricing.pay.card')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('pricing.pay.cardHint')}
                </Text>
              </div>
            </Group>
          </Radio.Card>
        </Radio.Group>

        <Divider />
        <Group justify="space-between">
          <Text fw={600}>{t('pricing.pay.total')}</Text>
          <Text fw={800} size="xl" data-testid="payment-total">
            {formatMoney(total, goods.currency)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconLock size={14} color="var(--mantine-color-dimmed)" aria-hidden />
          <Text size="xs" c="dimmed">
            {submitting ? t('pricing.pay.redirecting') : t('pricing.pay.secure')}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={closeCheckout} disabled={submitting}>
            {t('pricing.pay.cancel')}
          </Button>
          <Button onClick={() => void next()} loading={submitting} data-testid="payment-next">
            {t('pricing.pay.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
