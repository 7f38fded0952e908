import { formatMoney, type OrderQuoteData, QUOTE_VALID_MINUTES } from '@framecast/contract';
import { Badge, Button, CloseButton, Divider, Group, Modal, Radio, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCreditCard, IconLock, IconTicket } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { goodsLabel } from '../../../shared/i18n/billing-names';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { isApiError } from '../../../shared/api/errors';
import { COUPON_CODES, quoteOrder } from '../api/quote-order';
import { type Checkout, closeCheckout, useCheckout } from '../model/checkout-store';
import { handleOrderError, placeOrder } from '../model/purchase';

/** Above the drawer. */
export const DIALOG_Z = 300;

/** A quote older than this is asked again before paying (the server honours one for QUOTE_VALID_MINUTES). */
const REQUOTE_AFTER_MS = (QUOTE_VALID_MINUTES - 5) * 60_000;

/** The payment-method dialog (spec 001 §2, §4): goods, seats, coupon, the server's breakdown, the card option and Next. */
export function PaymentDialog() {
  const checkout = useCheckout((s) => s.checkout);
  return checkout ? <PaymentDialogBody key={`${checkout.goods.goods_sn}-${checkout.seats}-${checkout.coupon ?? ''}`} checkout={checkout} /> : null;
}

export function PaymentDialogBody({ checkout, onSubmit = placeOrder }: { checkout: Checkout; onSubmit?: typeof placeOrder }) {
  const { t } = useTranslation();
  const { goods, seats } = checkout;
  const [code, setCode] = useState(checkout.coupon ?? '');
  /** The coupon the quote was made with. */
  const [applied, setApplied] = useState<string | null>(null);
  const [quote, setQuote] = useState<OrderQuoteData | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** Asks the server what the order costs with `coupon`; the dialog shows nothing it did not say. */
  const ask = async (coupon: string | null): Promise<OrderQuoteData | null> => {
    try {
      const answer = await quoteOrder({
        goods_sn: goods.goods_sn,
        currency: goods.currency,
        num: goods.per_seat ? seats : undefined,
        coupon_id: coupon ?? undefined,
      });
      setQuote(answer);
      setApplied(coupon);
      setQuoteError(null);
      return answer;
    } catch (error) {
      if (coupon && isApiError(error) && COUPON_CODES.includes(error.code)) throw error;
      if (!handleOrderError(error)) setQuoteError(error instanceof Error ? error.message : String(error));
      return null;
    }
  };

  const apply = async (value = code) => {
    const coupon = value.trim().toUpperCase();
    if (!coupon) return;
    setChecking(true);
    setCouponError(null);
    try {
      await ask(coupon);
      setCode('');
    } catch (error) {
      // Spec 001 §8: the server's message under the field, and no discount.
      setCouponError(error instanceof Error ? error.message : String(error));
      if (applied !== null || quote === null) await ask(null);
    } finally {
      setChecking(false);
    }
  };

  const removeCoupon = () => {
    setApplied(null);
    void ask(null);
  };

  // The first quote, with the coupon chosen beforehand (the flash sale's, or the one kept through payment details).
  const preset = useRef(checkout.coupon);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the coupon the dialog opened with
  useEffect(() => {
    if (preset.current) void apply(preset.current);
    else void ask(null);
  }, []);

  const next = async () => {
    if (!quote) return;
    setSubmitting(true);
    let shown = quote;
    if (Date.now() - new Date(quote.quoted_at).getTime() > REQUOTE_AFTER_MS) {
      const fresh = await ask(applied).catch(() => null);
      // A price that moved while the dialog stood open is shown before anything is charged.
      if (!fresh || fresh.amount !== quote.amount) {
        setSubmitting(false);
        return;
      }
      shown = fresh;
    }
    const leaving = await onSubmit(checkout, { couponId: applied ?? undefined, quotedAt: shown.quoted_at });
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
          {applied && quote && (
            <Group gap={4} mt="xs" wrap="nowrap" data-testid="coupon-chip">
              <Badge variant="light" color="teal" size="lg" radius="sm" tt="none" leftSection={<IconTicket size={14} aria-hidden />}>
                {t('pricing.pay.couponApplied', { code: applied, discount: formatMoney(quote.discount, quote.currency) })}
              </Badge>
              <CloseButton size="sm" aria-label={t('pricing.pay.removeCoupon', { code: applied })} onClick={removeCoupon} data-testid="coupon-remove" />
            </Group>
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

        <Breakdown quote={quote} error={quoteError} perSeat={goods.per_seat} coupon={applied} recurring={goods.subscriptions > 0} period={goods.period} />
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
          <Button onClick={() => void next()} loading={submitting} disabled={!quote || checking} data-testid="payment-next">
            {t('pricing.pay.next')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The order's lines as the server priced them (issue 24 item 12): the price, what the coupon takes off,
 * what an upgrade credits of the running plan, and the total that will be charged.
 */
function Breakdown({
  quote,
  error,
  perSeat,
  coupon,
  recurring,
  period,
}: {
  quote: OrderQuoteData | null;
  error: string | null;
  perSeat: boolean;
  coupon: string | null;
  recurring: boolean;
  period: Checkout['period'];
}) {
  const { t } = useTranslation();
  if (!quote) {
    return error ? (
      <Text c="red.9" size="sm" role="alert" data-testid="payment-quote-error">
        {error}
      </Text>
    ) : (
      <Stack gap={6} data-testid="payment-quote-loading">
        <Skeleton h={18} />
        <Skeleton h={28} />
      </Stack>
    );
  }
  const money = (minor: number) => formatMoney(minor, quote.currency);
  const lines = [
    {
      key: 'price',
      label: perSeat && quote.units > 1 ? t('pricing.pay.priceSeats', { count: quote.units, unit: money(quote.unit_price) }) : t('pricing.pay.price'),
      value: money(quote.list),
    },
    ...(quote.discount > 0 ? [{ key: 'coupon', label: t('pricing.pay.couponLine', { code: coupon ?? '' }), value: `−${money(quote.discount)}` }] : []),
    ...(quote.upgrade_credit > 0 ? [{ key: 'upgrade', label: t('pricing.pay.upgradeCredit'), value: `−${money(quote.upgrade_credit)}` }] : []),
  ];
  return (
    <Stack gap={6} data-testid="payment-breakdown">
      <Divider />
      {lines.map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" align="flex-start" gap="sm" data-testid={`payment-line-${line.key}`}>
          <Text size="sm" c="dimmed">
            {line.label}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
            {line.value}
          </Text>
        </Group>
      ))}
      <Divider />
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{t('pricing.pay.total')}</Text>
        <Text fw={800} size="xl" data-testid="payment-total">
          {money(quote.amount)}
        </Text>
      </Group>
      {recurring && period && quote.renewal_amount !== quote.amount && (
        <Text size="xs" c="dimmed" ta="right" data-testid="payment-renewal">
          {t(`pricing.pay.renews.${period}`, { amount: money(quote.renewal_amount) })}
        </Text>
      )}
    </Stack>
  );
}
