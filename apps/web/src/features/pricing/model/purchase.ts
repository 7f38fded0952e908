import { ErrorCode, type PayPlatform } from '@framecast/contract';
import { fetchUserInfo, setUserInfo } from '../../../shared/api/user-info';
import { isApiError } from '../../../shared/api/errors';
import { i18n } from '../../../shared/i18n/instance';
import { currentPath, navigateTo } from '../../../shared/navigation';
import { type PayInfo, readPayInfo, removePayInfo, savePayInfo } from '../../../shared/pricing/pay-info';
import { holdPurchase, takeReleasedPurchase } from '../../../shared/pricing/held-purchase';
import { closePricing, openPricing, usePricing } from '../../../shared/pricing/store';
import { queryClient } from '../../../shared/query-client';
import { sendPageView } from '../../../shared/tracking/beacon';
import { toastError, toastInfo, toastSuccess } from '../../../shared/ui/toast';
import { checkPay } from '../api/check-pay';
import { billingKeys } from '../api/keys';
import { lipSyncBoost } from '../api/lip-sync-boost';
import { submitOrder } from '../api/submit-order';
import { type Checkout, markManaged, openCheckout, useCheckout } from './checkout-store';
import { pollPayment } from './poll';

/** Spec 001 §4 step 4: the redirect to the payment page waits 30 ms. */
export const REDIRECT_DELAY_MS = 30;

/** Query parameters of a return from the payment page. */
const RETURN_PARAMS = ['pay_success', 'pay_cancel', 'order_type', 'project_id', 'order_sn'] as const;

/** Where the payment page sends the buyer back: this page, marked as a return (a lip-sync package names its project). */
export function successPath(orderType?: 'lip_sync', projectId?: string): string {
  const url = new URL(window.location.href);
  for (const p of [...RETURN_PARAMS, 'action', 'type', 'periodType']) url.searchParams.delete(p);
  url.searchParams.set('pay_success', '1');
  if (orderType && projectId) {
    url.searchParams.set('order_type', orderType);
    url.searchParams.set('project_id', projectId);
  }
  const path = url.pathname + url.search;
  return path.length <= 300 ? path : `/home?${url.searchParams.toString()}`.slice(0, 300);
}

/** The address without the return's parameters (spec 001 §2: pay_success and order_type are removed). */
const cleanAddress = (): void => {
  const url = new URL(window.location.href);
  if (!RETURN_PARAMS.some((p) => url.searchParams.has(p))) return;
  for (const p of RETURN_PARAMS) url.searchParams.delete(p);
  navigateTo(url.pathname + url.search + url.hash, { replace: true });
};

/**
 * Handles what an order answer may refuse with; true when the refusal was handled here. An order sent
 * for payment details (18009) is kept, with its coupon, the drawer and the page, to be resumed once the
 * details are saved (issue 24 "The first purchase").
 */
export function handleOrderError(error: unknown, order?: { checkout: Checkout; couponId?: string }): boolean {
  if (isApiError(error, ErrorCode.ORDER_NEEDS_PAYMENT_DETAILS)) {
    if (order) {
      const { opened, options } = usePricing.getState();
      holdPurchase({ checkout: { ...order.checkout, coupon: order.couponId }, drawer: opened ? options : null, back: currentPath() });
    }
    useCheckout.setState({ checkout: null });
    closePricing();
    toastError(error.message);
    navigateTo('/billing/payment/details');
    return true;
  }
  if (isApiError(error, ErrorCode.PLAN_MANAGED)) {
    markManaged();
    toastError(i18n.t('pricing.managed'));
    return true;
  }
  return false;
}

/**
 * Submits the order and leaves for the payment page (spec 001 §4 steps 3-4). The pay info and the
 * order are stored first, so the return (or any later page) knows what to wait for.
 */
export async function placeOrder(checkout: Checkout, opts: { couponId?: string; isTrial?: boolean; quotedAt?: string } = {}): Promise<boolean> {
  const { goods } = checkout;
  try {
    const order = await submitOrder({
      goods_sn: goods.goods_sn,
      period_type: goods.period ?? undefined,
      pay_type: goods.subscriptions ? 7 : 1,
      coupon_id: opts.couponId || undefined,
      currency: goods.currency,
      num: goods.per_seat ? checkout.seats : undefined,
      success_path: successPath(checkout.orderType, checkout.projectId),
      is_trial: opts.isTrial || undefined,
      quoted_at: opts.quotedAt,
    });
    savePayInfo({
      plan: goods.plan,
      source: checkout.source,
      isAdditional: checkout.isAdditional,
      order_sn: order.order_sn,
      goods_sn: goods.goods_sn,
      session_id: order.session_id,
      platform: order.platform,
      amount: order.amount,
      currency: order.currency,
      event: checkout.event,
      path: checkout.path,
      orderType: checkout.orderType,
      projectId: checkout.projectId,
    });
    // Embedded checkouts (airwallex) have no page of their own here yet: they open their pay_url too.
    setTimeout(() => window.location.assign(order.pay_url), REDIRECT_DELAY_MS);
    return true;
  } catch (error) {
    handleOrderError(error, { checkout, couponId: opts.couponId });
    return false;
  }
}

/** The Purchase event and, unless the purchase was additional, the Subscribe event (spec 000 §4). */
export function trackPurchase(info: PayInfo): void {
  const path = info.path ?? window.location.pathname;
  const payload = { plan: info.plan, source: info.source, value: info.amount / 100, currency: info.currency, order_sn: info.order_sn };
  sendPageView(path, { event: info.event ?? 'Purchase', ...payload });
  if (!info.isAdditional) sendPageView(path, { event: 'Subscribe', ...payload });
}

/** After a payment: the user (plan, credits), spaces and the subscription are read again. */
async function refreshAfterPayment(): Promise<void> {
  await Promise.all([
    fetchUserInfo()
      .then(setUserInfo)
      .catch(() => undefined),
    queryClient.invalidateQueries({ queryKey: billingKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['spaces'] }),
  ]);
}

let waiting: AbortController | null = null;
/** Orders the buyer stopped waiting for on this page (not asked again until the page reloads). */
const dismissed = new Set<string>();

/** Stops asking about the payment and hides the loading dialog (the drawer closed, the buyer gave up). */
export function stopWaiting(): void {
  const info = useCheckout.getState().paying;
  if (info) dismissed.add(info.order_sn);
  waiting?.abort();
  waiting = null;
  if (useCheckout.getState().phase === 'loading') useCheckout.setState({ phase: 'idle' });
}

/** Waits for an order to be paid (spec 001 §4 steps 5-7), then finishes the purchase. */
export async function waitForPayment(info: PayInfo): Promise<void> {
  if (dismissed.has(info.order_sn) || useCheckout.getState().paying?.order_sn === info.order_sn) return;
  waiting?.abort();
  const controller = new AbortController();
  waiting = controller;
  useCheckout.setState({ phase: 'loading', paying: info });
  const outcome = await pollPayment({
    signal: controller.signal,
    check: (signal) =>
      checkPay(
        {
          order_sn: info.order_sn,
          session_id: info.session_id || undefined,
          pay_platform: (info.platform || undefined) as PayPlatform | undefined,
          goods_sn: info.goods_sn || undefined,
        },
        signal,
      ),
  });
  if (waiting === controller) waiting = null;
  if (outcome === 'stopped') return;
  if (outcome !== 'paid') {
    // A failed question was already shown by the client; a refused or cancelled payment is said here.
    if (outcome === 'failed') removePayInfo();
    dismissed.add(info.order_sn);
    useCheckout.setState({ phase: outcome === 'failed' ? 'declined' : 'idle', paying: null });
    cleanAddress();
    return;
  }
  removePayInfo();
  try {
    trackPurchase(info);
  } catch {
    // Analytics never stand between the buyer and the answer.
  }
  if (info.orderType !== 'lip_sync' || !info.projectId) {
    // Say so at once; the plan and credits are read again behind the dialog.
    useCheckout.setState({ phase: 'success', paying: null });
    cleanAddress();
    await refreshAfterPayment();
    return;
  }
  // A lip-sync package: boost the waiting project with the new minutes, and say so.
  await refreshAfterPayment();
  try {
    await lipSyncBoost({ project_id: info.projectId, order_sn: info.order_sn });
    toastSuccess(i18n.t('pricing.lipSync.boosted'));
  } catch {
    // The client showed why; the minutes stay on the account.
  }
  useCheckout.setState({ phase: 'idle', paying: null });
  cleanAddress();
}

/**
 * Issue 24 item 15: a platform sends a declined payment back to the cancel address, as it does the
 * buyer who gave up, so the order itself says which it was. Asked once, quietly.
 */
async function sayWhyNotPaid(orderSn: string): Promise<void> {
  const status = await checkPay({ order_sn: orderSn }, undefined, true)
    .then((r) => (r.had_pay ? 'paid' : r.status))
    .catch(() => null);
  if (status === 'failed') useCheckout.setState({ phase: 'declined' });
  else if (status !== 'paid') toastInfo(i18n.t('pricing.pay.cancelled'));
}

/** On any page: a return from the payment page, or an order stored as still waiting, is waited for. */
export function resumePayment(search: string): void {
  const q = new URLSearchParams(search);
  const stored = readPayInfo();
  const orderSn = q.get('order_sn');
  if (q.get('pay_cancel')) {
    // Back without paying: nothing to wait for, but the buyer is told why (declined, or cancelled).
    if (stored && (!orderSn || orderSn === stored.order_sn)) removePayInfo();
    cleanAddress();
    if (orderSn) void sayWhyNotPaid(orderSn);
    return;
  }
  if (stored && (!orderSn || orderSn === stored.order_sn)) {
    void waitForPayment(stored);
    return;
  }
  if (q.get('pay_success') && orderSn) {
    // Returned in a browser that did not store the order: wait for it by its number alone.
    const type = q.get('order_type') === 'lip_sync' ? 'lip_sync' : undefined;
    void waitForPayment({
      plan: 0,
      source: 'return',
      isAdditional: type === 'lip_sync',
      order_sn: orderSn,
      goods_sn: '',
      session_id: '',
      platform: '',
      amount: 0,
      currency: 'USD',
      orderType: type,
      projectId: q.get('project_id') ?? undefined,
    });
    return;
  }
  if (q.get('pay_success')) cleanAddress();
}

/** Closes 'Payment successful' or 'Payment declined'. */
export const closePayStatus = (): void => useCheckout.setState({ phase: 'idle' });

/** A purchase kept through the payment details page: the drawer as it was, and the payment dialog ready to pay. */
export function resumeHeldPurchase(): void {
  const held = takeReleasedPurchase();
  if (!held) return;
  if (held.drawer) openPricing(held.drawer);
  openCheckout(held.checkout as unknown as Checkout);
}
