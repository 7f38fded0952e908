import crypto from 'node:crypto';
import {
  EMBEDDED_PLATFORMS,
  ErrorCode,
  GoodsType,
  type OrderQuoteData,
  type OrderQuoteRequest,
  type OrderSubmitRequest,
  type PayPlatform,
  PayType,
  planCardStatus,
  QUOTE_VALID_MINUTES,
  TRIAL,
} from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import type { PaymentProvider } from '../../platform/payments/index.js';
import { assertSeatsCover } from '../spaces/service.js';
import { couponDesc, usableCoupon } from './coupons.js';
import { goodsForSale } from './goods.js';
import { billingMode } from './mode.js';
import { runningSubscription } from './plan.js';
import { type PriceInput, priceOrder } from './pricing.js';
import { runningPeriodOf } from './proration.js';
import { creditBalance } from './credits.js';
import { accountCurrency } from './currency.js';
import * as invoices from './store/invoices.js';
import * as orders from './store/orders.js';
import { periodOf } from './periods.js';

/** The trial runs into Starter monthly, in the account's currency (TRIAL.thenGoodsSn is the dollar one). */
const isTrialGoods = (g: { goods_type: number; plan: number; period: string | null }) =>
  g.goods_type === GoodsType.plan && g.plan === TRIAL.plan && g.period === 'month';

/** Order numbers: sortable by day, unguessable after it. */
const newOrderSn = (at: Date) => `FC${at.toISOString().slice(0, 10).replaceAll('-', '')}${crypto.randomBytes(6).toString('hex').toUpperCase()}`;

export function providerOf(ctx: AppContext, platform?: string): PaymentProvider {
  const name = (platform ?? ctx.config.payPlatforms[0]) as PayPlatform;
  const provider = ctx.payments.get(name);
  if (!provider) throw new AppError(ErrorCode.PAY_PLATFORM_UNAVAILABLE);
  return provider;
}

const withQuery = (pathWithQuery: string, params: Record<string, string>) => {
  const u = new URL(pathWithQuery, 'http://x');
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return `${u.pathname}${u.search}`;
};

type SubmitInput = z.output<typeof OrderSubmitRequest>;
type QuoteInput = z.output<typeof OrderQuoteRequest>;
type TermsInput = Pick<SubmitInput, 'goods_sn' | 'currency' | 'num' | 'is_trial'>;

/**
 * What an order for `input` would be now, checked as submitting checks it: the goods, seats, whether it
 * is a trial or an upgrade, and the running period an upgrade replaces. Submitting and the payment
 * dialog's preview both start here, so the price shown is the price charged.
 */
export async function orderTerms(ctx: AppContext, userId: string, input: TermsInput, now: Date) {
  if (billingMode().managed) throw new AppError(ErrorCode.PLAN_MANAGED);
  const goods = await goodsForSale(ctx.db, input.goods_sn);
  if (input.currency && input.currency !== goods.currency) throw new AppError(ErrorCode.GOODS_NOT_FOUND);
  // The goods list hides lip-sync packages without a talking-head engine; a call naming one must not sell minutes nothing can use.
  if (goods.goods_type === GoodsType.lipSync && !ctx.engines.lipSync) throw new AppError(ErrorCode.LIP_SYNC_UNAVAILABLE);
  // The account's currency (its first payment's, else its billing country's), never the interface language's.
  if (goods.currency !== (await accountCurrency(ctx.db, userId)).currency) throw new AppError(ErrorCode.CURRENCY_NOT_ACCOUNTS);
  const { sub, plan } = await runningSubscription(ctx.db, userId, now);
  const isPlan = goods.goods_type === GoodsType.plan;
  const seats = goods.per_seat ? (input.num ?? 1) : 1;
  const trial = input.is_trial === true;
  let kind: string =
    ({ [GoodsType.plan]: 'new', [GoodsType.credits]: 'credits', [GoodsType.api]: 'api', [GoodsType.lipSync]: 'lip_sync' } as Record<number, string>)[
      goods.goods_type
    ] ?? 'credits';
  let replaces: PriceInput['replaces'] = null;
  // The trial's own rule first (one per account, Free accounts only): a second trial is told so, not that the plan is current.
  if (trial && (!isTrialGoods(goods) || plan !== 0 || (await orders.hasTrialOrder(ctx.db, userId)))) throw new AppError(ErrorCode.TRIAL_USED);
  if (isPlan) {
    const status = planCardStatus(
      { actual_plan: plan, period: periodOf(sub), total_seat: sub?.seats ?? 1, promote_src: null },
      { plan: goods.plan as never, period: goods.period ?? 'month', seats },
    );
    if (status !== 0) throw new AppError(ErrorCode.PLAN_NOT_UPGRADABLE);
    if (goods.per_seat) {
      await assertSeatsCover(ctx.db, userId, seats);
    }
    if (sub && sub.source === 'order' && sub.ends_at && sub.period_amount > 0) {
      kind = 'upgrade';
      replaces = { period: runningPeriodOf(sub), unspent: Math.min(sub.period_credits, await creditBalance(ctx.db, userId)) };
    }
  }
  if (trial) kind = 'trial';
  return { goods, seats, trial, kind, replaces };
}

type Terms = Awaited<ReturnType<typeof orderTerms>>;

/** The one price of an order's terms with its coupon: what the preview shows and the checkout charges. */
export const priceTerms = (terms: Terms, coupon: PriceInput['coupon'], now: Date) =>
  priceOrder({
    unitPrice: terms.goods.sell_price,
    seats: terms.seats,
    perSeat: terms.goods.per_seat,
    coupon,
    replaces: terms.replaces,
    trial: terms.trial,
    now,
  });

/**
 * The moment an upgrade's credit is measured at: the quote the buyer saw, if it is recent, else now. The
 * credit shrinks by the minute, so pricing at submit time would charge a cent or two more than was shown.
 */
export function pricingMoment(quotedAt: string | undefined, now: Date): Date {
  if (!quotedAt) return now;
  const at = new Date(quotedAt);
  const age = now.getTime() - at.getTime();
  return Number.isFinite(age) && age >= 0 && age <= QUOTE_VALID_MINUTES * 60_000 ? at : now;
}

/** The payment dialog's breakdown: what submitting the same order now would charge, line by line. */
export async function quoteOrder(ctx: AppContext, userId: string, input: QuoteInput): Promise<OrderQuoteData> {
  const now = new Date();
  const terms = await orderTerms(ctx, userId, input, now);
  const coupon = input.coupon_id && !terms.trial ? await usableCoupon(ctx.db, userId, input.coupon_id, terms.goods, now) : null;
  const priced = priceTerms(terms, coupon, now);
  return {
    currency: terms.goods.currency as OrderQuoteData['currency'],
    unit_price: priced.unitPrice,
    units: priced.units,
    list: priced.list,
    discount: priced.discount,
    coupon_desc: coupon ? couponDesc(coupon) : null,
    upgrade_credit: priced.prorationCredit,
    amount: priced.amount,
    renewal_amount: priced.renewalAmount,
    quoted_at: now.toISOString(),
  };
}

/**
 * Spec 001 §4 steps 3-4: prices the order on the server (plan, period, seats, coupon, what an upgrade
 * credits), writes it pending, and opens a checkout at the platform. Nothing is granted here: only a
 * paid order is fulfilled (fulfil.ts).
 */
export async function submitOrder(ctx: AppContext, user: { userId: string; email: string }, input: SubmitInput) {
  if (billingMode().managed) throw new AppError(ErrorCode.PLAN_MANAGED);
  const provider = providerOf(ctx, input.pay_platform);
  if (!(await invoices.findBillingInfo(ctx.db, user.userId))) throw new AppError(ErrorCode.ORDER_NEEDS_PAYMENT_DETAILS);
  const now = new Date();
  const terms = await orderTerms(ctx, user.userId, input, now);
  const { goods, seats, trial, kind } = terms;
  const orderSn = newOrderSn(now);
  const credits = trial ? TRIAL.credits : goods.credit * (goods.per_seat ? seats : 1);
  // The coupon is checked, and its use held by the pending order, in one transaction under the coupon's
  // row lock: of two checkouts opened at once, the second sees the first's order. Only `trx` in here
  // (PGlite has a single connection: a query on ctx.db would wait for this transaction for ever).
  const priced = await ctx.db.transaction().execute(async (trx) => {
    const coupon = input.coupon_id && !trial ? await usableCoupon(trx, user.userId, input.coupon_id, goods, now, { lock: true }) : null;
    const priced = priceTerms(terms, coupon, pricingMoment(input.quoted_at, now));
    await orders.insertOrder(trx, {
      order_sn: orderSn,
      user_id: user.userId,
      email: user.email,
      kind,
      goods_sn: goods.goods_sn,
      goods_name: goods.goods_name,
      goods_type: goods.goods_type,
      plan: goods.plan,
      period: goods.period,
      seats,
      currency: goods.currency,
      unit_price: priced.unitPrice,
      list_amount: priced.list,
      proration_credit: priced.prorationCredit,
      discount_amount: priced.discount,
      amount: priced.amount,
      renewal_amount: goods.subscriptions ? priced.renewalAmount : 0,
      coupon_id: coupon?.id ?? null,
      pay_platform: provider.platform,
      pay_type: goods.subscriptions ? PayType.recurring : PayType.once,
      is_trial: trial,
      status: 'pending',
      referral_id: input.referral_id ?? null,
      success_path: input.success_path ?? null,
      credits_granted: credits,
      settled_credits: priced.settledCredits,
      api_credits_granted: goods.api_credit,
      // On the clock the hold is measured on (coupons.ts, COUPON_HOLD_MINUTES).
      created_at: now,
    });
    return priced;
  });
  const origin = ctx.publicOrigin();
  const back = input.success_path ?? '/home';
  // The network call runs outside any transaction; a failure leaves a pending order nobody can pay (its
  // coupon use, if any, is held until COUPON_HOLD_MINUTES pass).
  const checkout = await provider.createCheckout({
    orderSn,
    amount: priced.amount,
    currency: goods.currency as 'USD' | 'CNY',
    description: goods.per_seat ? `${goods.goods_name} × ${seats}` : goods.goods_name,
    recurring:
      goods.subscriptions && goods.period ? { period: goods.period, renewalAmount: priced.renewalAmount, ...(trial ? { trialDays: TRIAL.days } : {}) } : null,
    customerEmail: user.email,
    successUrl: `${origin}${withQuery(back, { pay_success: '1', order_sn: orderSn, order_type: kind })}`,
    cancelUrl: `${origin}${withQuery(back, { pay_cancel: '1', order_sn: orderSn })}`,
    notifyUrl: `${origin}/api/order/webhook/${provider.platform}`,
  });
  await orders.updateOrder(ctx.db, orderSn, { session_id: checkout.sessionId });
  return {
    order_sn: orderSn,
    platform: provider.platform,
    pay_url: checkout.payUrl,
    session_id: checkout.sessionId,
    amount: priced.amount,
    currency: goods.currency as 'USD' | 'CNY',
    embedded: EMBEDDED_PLATFORMS.includes(provider.platform),
  };
}
