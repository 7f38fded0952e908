import crypto from 'node:crypto';
import { ErrorCode, FLASH_SALE_HOURS, FLASH_SALE_PERCENT, FLASH_SALE_PLANS, Plan, type Currency } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { assertSeatsCover, lockOwnedSpaces } from '../spaces/service.js';
import { findOwnedCoupon, insertPersonalCoupon } from './coupons.js';
import { listGoods } from './goods.js';
import { billingMode } from './mode.js';
import { runningSubscription } from './plan.js';
import { settleSeats, runningPeriodOf } from './proration.js';
import { addEntry, creditBalance, lockLedger } from './credits.js';
import type { Db } from '../../platform/db/index.js';
import { providerOf } from './orders.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';

/** Cancelling (spec 001 §4): plan and credits stay until the period ends; it does not renew. */
export async function unsubscribe(ctx: AppContext, userId: string) {
  const { sub } = await runningSubscription(ctx.db, userId);
  if (sub?.source !== 'order' || !sub.ends_at) throw new AppError(ErrorCode.NO_SUBSCRIPTION);
  if (!sub.cancel_at_period_end) {
    if (sub.subscription_ref && sub.pay_platform) await providerOf(ctx, sub.pay_platform).cancelSubscription(sub.subscription_ref);
    await subs.updateSubscription(ctx.db, sub.id, { cancel_at_period_end: true });
  }
  return { cancel_at_period_end: true, current_period_end: new Date(sub.ends_at).toISOString() };
}

/**
 * Gives back Team seats at once (spec 001 §4), refunding their unused part to the payment and taking back
 * their unused credits with it (proration.ts: spent credits count evenly over every seat, and what was
 * spent is not refunded). Never below the members and spaces using them. More seats are bought with an
 * order (an upgrade).
 */
export async function reduceSeats(ctx: AppContext, userId: string, num: number) {
  const { sub } = await runningSubscription(ctx.db, userId);
  if (!sub || sub.plan !== Plan.Team || sub.source !== 'order' || !sub.ends_at) throw new AppError(ErrorCode.NO_SUBSCRIPTION);
  await assertSeatsCover(ctx.db, userId, num);
  if (num >= sub.seats) throw new AppError(ErrorCode.VALIDATION, 'To add seats, buy them from the plans.');
  const now = new Date();
  const order = sub.order_sn ? await orders.findOrder(ctx.db, sub.order_sn) : undefined;
  // The seats are given back first, the owner's spaces locked from the check to the change: nobody joins or
  // makes a space on a seat being given back, and a second request at once sees the first one's seats.
  const { before, settled } = await ctx.db.transaction().execute(async (trx) => {
    await lockOwnedSpaces(trx, userId);
    await assertSeatsCover(trx, userId, num);
    const locked = await subs.findSubscription(trx, sub.id);
    if (!locked?.ends_at) throw new AppError(ErrorCode.NO_SUBSCRIPTION);
    if (num >= locked.seats) throw new AppError(ErrorCode.VALIDATION, 'To add seats, buy them from the plans.');
    await lockLedger(trx, userId);
    const unspent = Math.min(locked.period_credits, await creditBalance(trx, userId));
    const settled = settleSeats(runningPeriodOf(locked), locked.seats, num, unspent, now);
    const perSeat = Math.floor(locked.renewal_amount / Math.max(1, locked.seats));
    await subs.updateSubscription(trx, sub.id, {
      seats: num,
      period_amount: settled.kept.value,
      period_credits: settled.kept.credits,
      renewal_amount: perSeat * num,
    });
    return { before: locked, settled };
  });
  const refund = settled.amount;
  // The refund is a network call, made outside the transaction; when it fails the seats are put back.
  if (refund > 0 && order?.payment_ref) {
    try {
      await providerOf(ctx, order.pay_platform).refund(order.payment_ref, refund, order.currency as Currency);
    } catch (err) {
      await subs.updateSubscription(ctx.db, sub.id, {
        seats: before.seats,
        period_amount: before.period_amount,
        period_credits: before.period_credits,
        renewal_amount: before.renewal_amount,
      });
      throw err;
    }
  }
  const credits = await ctx.db.transaction().execute(async (trx) => {
    if (order && refund > 0) {
      const current = await orders.lockOrder(trx, order.order_sn);
      await orders.updateOrder(trx, order.order_sn, { refunded_amount: (current?.refunded_amount ?? order.refunded_amount) + refund });
    }
    return takeBackSeatCredits(trx, userId, sub.id, before, num, settled.credits);
  });
  return { total_seat: num, refunded_amount: refund, credits_reversed: credits, currency: (sub.currency as Currency) ?? 'USD' };
}

/** The given-back seats' unused credits leave the balance with their refund (at most what is left by now). */
async function takeBackSeatCredits(trx: Db, userId: string, subId: string, before: { seats: number; ends_at: Date | null }, num: number, credits: number) {
  if (credits <= 0) return 0;
  await lockLedger(trx, userId);
  const take = Math.min(credits, Math.max(0, await creditBalance(trx, userId)));
  const ref = `seats:${subId}:${before.seats}-${num}:${new Date(before.ends_at ?? 0).getTime()}`;
  if (take > 0) await addEntry(trx, { userId, kind: 'refund', amount: -take, ref, note: 'Team seats given back' });
  return take;
}

export async function portalLink(ctx: AppContext, userId: string) {
  const { sub } = await runningSubscription(ctx.db, userId);
  const fallback = `${ctx.publicOrigin()}/billing/subscriptions`;
  if (!sub?.customer_ref || !sub.pay_platform) return { url: fallback };
  return { url: (await providerOf(ctx, sub.pay_platform).portalUrl(sub.customer_ref, fallback)) ?? fallback };
}

/**
 * The flash sale (spec 001 §2): 50% off yearly Creator or Team, not for Enterprise nor for Creator or
 * Team subscribers already on a yearly (365-day) plan. Claiming makes a personal coupon valid a day.
 */
export async function discountOffer(ctx: AppContext, userId: string) {
  const { sub, plan } = await runningSubscription(ctx.db, userId);
  const yearlyHigh = (plan === Plan.Creator || plan === Plan.Team) && sub?.period === 'year';
  const eligible = !billingMode().managed && plan !== Plan.Enterprise && plan !== Plan.Business && !yearlyHigh;
  const coupon = await findOwnedCoupon(ctx.db, userId, 'FLASH-');
  const live = coupon && (!coupon.expires_at || new Date(coupon.expires_at) > new Date()) ? coupon : null;
  return {
    eligible,
    percent: FLASH_SALE_PERCENT,
    plans: [...FLASH_SALE_PLANS],
    claimed: Boolean(live),
    expires_at: live?.expires_at ? new Date(live.expires_at).toISOString() : null,
    coupon_id: live?.id ?? null,
  };
}

export async function claimDiscount(ctx: AppContext, userId: string) {
  const offer = await discountOffer(ctx, userId);
  if (!offer.eligible) throw new AppError(ErrorCode.DISCOUNT_NOT_ELIGIBLE);
  if (offer.claimed) return offer;
  const yearly = (await listGoods(ctx.db, {})).goods_list
    .filter((g) => g.period === 'year' && FLASH_SALE_PLANS.includes(g.plan as Plan))
    .map((g) => g.goods_sn);
  await insertPersonalCoupon(ctx.db, {
    id: `FLASH-${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
    kind: 'percent',
    value: FLASH_SALE_PERCENT,
    goods_sns: JSON.stringify(yearly),
    expires_at: new Date(Date.now() + FLASH_SALE_HOURS * 3_600_000),
    max_uses: 1,
    per_user: 1,
    owner_id: userId,
  });
  return discountOffer(ctx, userId);
}
