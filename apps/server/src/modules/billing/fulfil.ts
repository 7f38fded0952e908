import crypto from 'node:crypto';
import { type Currency, ErrorCode, TRIAL } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { recordEvent } from '../../platform/outbox/index.js';
import type { PaymentStatus } from '../../platform/payments/index.js';
import { couponLimitReached, lockCoupon, redeemCoupon } from './coupons.js';
import { addEntry, creditBalance, lockLedger } from './credits.js';
import { goodsSeconds } from './goods.js';
import { addLot } from './lip-sync.js';
import { addPeriods } from './periods.js';
import { issueInvoice } from './invoices.js';
import { providerOf } from './orders.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';

const DAY_MS = 86_400_000;

/**
 * Grants what a paid order bought, exactly once. The webhook, the browser's poll, or both — in any
 * order, any number of times, at the same moment — all end here: the order row is locked and only a
 * pending order moves to paid, so the second caller finds it paid and grants nothing. Every grant also
 * carries a unique ledger ref, a second guard. Returns true for the call that fulfilled it.
 */
export async function fulfilOrder(ctx: AppContext, orderSn: string, paid: PaymentStatus, at = new Date()): Promise<boolean> {
  let replaced: { platform: string; ref: string } | null = null;
  let overused: { order: orders.OrderRow; paid: PaymentStatus } | null = null;
  const done = await ctx.db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, orderSn);
    if (order?.status !== 'pending' || !order.user_id) return false;
    const userId = order.user_id;
    await lockLedger(trx, userId);
    // One trial per account, even when two trial checkouts were opened side by side: the later one is closed.
    if (order.is_trial && (await orders.hasTrialOrder(trx, userId))) {
      await orders.updateOrder(trx, orderSn, { status: 'failed' });
      if (paid.subscriptionRef) replaced = { platform: order.pay_platform, ref: paid.subscriptionRef };
      return false;
    }
    // Submit counted this order's hold against the coupon's limits; a checkout paid after its hold lapsed
    // may find the use given to another order meanwhile. Such an order fails and its payment goes back.
    if (order.coupon_id && (await couponOverused(trx, order.coupon_id, userId, orderSn, at))) {
      await orders.updateOrder(trx, orderSn, { status: 'failed' });
      overused = { order, paid };
      return false;
    }
    await orders.updateOrder(trx, orderSn, {
      status: 'paid',
      paid_at: at,
      payment_ref: paid.paymentRef ?? null,
      subscription_ref: paid.subscriptionRef ?? null,
      customer_ref: paid.customerRef ?? null,
    });
    const note = order.goods_name;
    let period: { start: Date; end: Date } | null = null;
    if (order.kind === 'new' || order.kind === 'upgrade' || order.kind === 'trial') {
      const running = await subs.findRunningSubscription(trx, userId, at);
      if (running?.subscription_ref && running.pay_platform) replaced = { platform: running.pay_platform, ref: running.subscription_ref };
      await subs.endRunningSubscriptions(trx, userId, at);
      const end = order.is_trial ? new Date(at.getTime() + TRIAL.days * DAY_MS) : addPeriods(at, 1, order.period ?? 'month');
      const id = crypto.randomUUID();
      await subs.insertSubscription(trx, {
        id,
        user_id: userId,
        plan: order.plan,
        period: order.period ?? 'month',
        started_at: at,
        period_start: at,
        ends_at: end,
        seats: order.seats,
        goods_sn: order.goods_sn,
        order_sn: orderSn,
        currency: order.currency,
        renewal_amount: order.renewal_amount,
        // The period's value, not this order's charge: an upgrade paid only the difference (proration.ts).
        period_amount: order.amount + order.proration_credit,
        period_credits: order.credits_granted,
        is_trial: order.is_trial,
        pay_platform: order.pay_platform,
        subscription_ref: paid.subscriptionRef ?? null,
        customer_ref: paid.customerRef ?? null,
        source: 'order',
      });
      await orders.updateOrder(trx, orderSn, { subscription_id: id });
      period = { start: at, end };
    }
    if (order.settled_credits > 0) await settleReplacedCredits(trx, userId, orderSn, order.settled_credits);
    if (order.credits_granted > 0) {
      await addEntry(trx, {
        userId,
        kind: order.kind === 'credits' ? 'purchase' : 'grant',
        amount: order.credits_granted,
        ref: `order:${orderSn}:credits`,
        note,
        orderSn,
      });
    }
    if (order.api_credits_granted > 0) {
      await addEntry(trx, { userId, kind: 'purchase', amount: order.api_credits_granted, ref: `order:${orderSn}:api`, note, orderSn, balance: 'api_credits' });
    }
    if (order.kind === 'lip_sync') {
      const seconds = await goodsSeconds(trx, order.goods_sn);
      if (seconds > 0) await addLot(trx, userId, orderSn, seconds, at);
    }
    if (order.coupon_id) await redeemCoupon(trx, order.coupon_id, orderSn, userId);
    await issueInvoice(trx, { ...order, status: 'paid', paid_at: at }, period, at);
    await recordEvent(trx, 'payment.fulfilled', `payment.fulfilled:${orderSn}`, {
      order_sn: orderSn,
      user_id: userId,
      goods_sn: order.goods_sn,
      amount: order.amount,
      currency: order.currency as Currency,
    });
    return true;
  });
  // An upgrade replaces a platform subscription, and a second trial is closed: stop that one renewing (best effort, after commit).
  const old = replaced as { platform: string; ref: string } | null;
  if (old) {
    await providerOf(ctx, old.platform)
      .cancelSubscription(old.ref)
      .catch((err) => ctx.log.warn({ err, ref: old.ref }, 'could not cancel the replaced subscription at its platform'));
  }
  const failed = overused as { order: orders.OrderRow; paid: PaymentStatus } | null;
  if (failed) await giveBackOverusedCoupon(ctx, failed);
  return done;
}

/** Whether redeeming this order's coupon would break its limits (the order's own hold left out). */
async function couponOverused(trx: Db, couponId: string, userId: string, orderSn: string, at: Date): Promise<boolean> {
  const coupon = await lockCoupon(trx, couponId);
  return coupon !== undefined && (await couponLimitReached(trx, coupon, userId, at, { exceptOrderSn: orderSn })) !== null;
}

/**
 * An order failed for its coupon was paid all the same: the payment goes back in full (one idempotency
 * key per order, so a second notification cannot refund twice) and its subscription, if any, is stopped.
 * A platform that refuses is logged for an operator; the order stays failed either way.
 */
async function giveBackOverusedCoupon(ctx: AppContext, { order, paid }: { order: orders.OrderRow; paid: PaymentStatus }): Promise<void> {
  const provider = providerOf(ctx, order.pay_platform);
  const log = { orderSn: order.order_sn, couponId: order.coupon_id };
  ctx.log.warn(log, 'coupon over its usage limit when paid: order failed, payment refunded');
  if (paid.paymentRef && order.amount > 0) {
    try {
      await provider.refund(paid.paymentRef, order.amount, order.currency as Currency, { idempotencyKey: `coupon-overused:${order.order_sn}` });
      await orders.updateOrder(ctx.db, order.order_sn, { payment_ref: paid.paymentRef, refunded_amount: order.amount });
    } catch (err) {
      ctx.log.error({ ...log, err }, 'could not refund an order failed for its coupon: refund it by hand');
    }
  }
  if (paid.subscriptionRef) {
    await provider
      .cancelSubscription(paid.subscriptionRef)
      .catch((err) => ctx.log.warn({ ...log, err }, 'could not cancel the subscription of an order failed for its coupon'));
  }
}

/**
 * An upgrade credited the replaced period's unused money; its unused credits go with it, so the new plan's
 * grant replaces them instead of stacking on them. What the submit measured, at most what is left now.
 */
async function settleReplacedCredits(trx: Db, userId: string, orderSn: string, credits: number): Promise<void> {
  const take = Math.min(credits, Math.max(0, await creditBalance(trx, userId)));
  if (take > 0)
    await addEntry(trx, {
      userId,
      kind: 'refund',
      amount: -take,
      ref: `order:${orderSn}:settle`,
      note: 'Upgrade: unused credits of the previous plan',
      orderSn,
    });
}

/** A checkout the platform says failed or expired: the order is closed, nothing granted. */
export async function failOrder(db: Db, orderSn: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, orderSn);
    if (order?.status === 'pending') await orders.updateOrder(trx, orderSn, { status: 'failed' });
  });
}

/**
 * Spec 001 §4 step 5: the page polls every 3 s. Asks the platform when still pending, so a payment is
 * fulfilled even if its notification never arrives.
 */
export async function checkPay(ctx: AppContext, userId: string, orderSn: string) {
  const order = await orders.findOrder(ctx.db, orderSn);
  if (!order || order.user_id !== userId) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
  if (order.status === 'pending' && order.session_id) {
    const status = await providerOf(ctx, order.pay_platform).checkoutStatus(order.session_id);
    if (status.state === 'paid') await fulfilOrder(ctx, orderSn, status);
    else if (status.state === 'failed' || status.state === 'expired') await failOrder(ctx.db, orderSn);
  }
  const now = (await orders.findOrder(ctx.db, orderSn))!;
  return { had_pay: now.status === 'paid' || now.status === 'refunded', status: now.status };
}
