import { type Currency, ErrorCode, GoodsType } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { recordEvent } from '../../platform/outbox/index.js';
import { addEntry, creditBalance, lockLedger } from './credits.js';
import { goodsSeconds } from './goods.js';
import { expireLipSyncOfOrder, lipSyncLeftOfOrder } from './lip-sync.js';
import { providerOf } from './orders.js';
import { runningSubscription } from './plan.js';
import { paidMinusUsed, unusedAmount, unusedCreditAmount } from './pricing.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';

/**
 * What of a paid order could still be refunded (spec 001 §3 refund info): a plan's unused share of its
 * period (only the order that paid the running period), bought credits still unspent, lip-sync seconds
 * not yet used. Spent credits and used minutes are never refunded.
 */
export async function remainOf(db: Db, order: orders.OrderRow, now: Date) {
  if (!order.user_id || order.status !== 'paid') return { credits: 0, amount: 0, seconds: 0 };
  const paid = order.amount - order.refunded_amount;
  if (paid <= 0) return { credits: 0, amount: 0, seconds: 0 };
  if (order.goods_type === GoodsType.plan) {
    const { sub } = await runningSubscription(db, order.user_id, now);
    const current = sub && (sub.order_sn === order.order_sn || sub.id === order.subscription_id) && sub.ends_at;
    if (!current) return { credits: 0, amount: 0, seconds: 0 };
    const amount = unusedAmount(paid, new Date(sub.period_start ?? sub.started_at), new Date(sub.ends_at!), now);
    const credits = Math.min(order.credits_granted, Math.max(0, await creditBalance(db, order.user_id)));
    return { credits, amount, seconds: 0 };
  }
  if (order.goods_type === GoodsType.lipSync) {
    const [left, total] = await Promise.all([lipSyncLeftOfOrder(db, order.order_sn), goodsSeconds(db, order.goods_sn)]);
    return { credits: 0, amount: left > 0 ? paidMinusUsed(paid, total - Math.min(left, total), total) : 0, seconds: left };
  }
  const api = order.goods_type === GoodsType.api;
  const bought = api ? order.api_credits_granted : order.credits_granted;
  const r = unusedCreditAmount(paid, bought, await creditBalance(db, order.user_id, api ? 'api_credits' : 'credits'));
  return { credits: r.credits, amount: r.amount, seconds: 0 };
}

export async function refundable(db: Db, userId: string, goodsSn?: string) {
  const now = new Date();
  const list = [];
  for (const o of await orders.listPaidOrders(db, userId, goodsSn)) {
    if (o.goods_type === GoodsType.lipSync) continue;
    const r = await remainOf(db, o, now);
    if (r.amount <= 0) continue;
    list.push({
      order_sn: o.order_sn,
      goods_sn: o.goods_sn,
      goods_name: o.goods_name,
      goods_type: o.goods_type,
      pay_time: new Date(o.paid_at ?? o.created_at).toISOString(),
      plan: o.plan,
      amount: o.amount,
      currency: o.currency as Currency,
      remain_credit: r.credits,
      remain_amount: r.amount,
      privileges: { credit: o.credits_granted, api_credit: o.api_credits_granted, lip_sync_duration: 0 },
    });
  }
  return { refundable_order: list, total_remain_amount: list.reduce((s, o) => s + o.remain_amount, 0) };
}

/**
 * The operator refunds the unused part of an order: the money back through the platform, then the
 * unspent credits reversed in the ledger and, for a plan, the plan ended now. Once per order.
 *
 * What is refundable is decided, paid out and recorded under the order's row lock (and the ledger's), in
 * one transaction: of ten operators refunding at once, the first pays and records, the others wait and
 * then find nothing left (18012). The platform call sits inside so money moved and money recorded cannot
 * diverge; its idempotency key (the order and what it had refunded before) means a retry after a lost
 * answer or a failed commit pays out once. Only `trx` in here (PGlite has a single connection).
 */
export async function refundOrder(ctx: AppContext, orderSn: string, reason: string) {
  const now = new Date();
  return ctx.db.transaction().execute(async (trx) => {
    const order = await orders.lockOrder(trx, orderSn);
    if (!order) throw new AppError(ErrorCode.ORDER_NOT_FOUND);
    if (!order.user_id) throw new AppError(ErrorCode.NOT_REFUNDABLE);
    const userId = order.user_id;
    await lockLedger(trx, userId);
    const r = await remainOf(trx, order, now);
    if (r.amount <= 0 && r.credits <= 0) throw new AppError(ErrorCode.NOT_REFUNDABLE);
    if (r.amount > 0) {
      if (!order.payment_ref) throw new AppError(ErrorCode.NOT_REFUNDABLE);
      await providerOf(ctx, order.pay_platform).refund(order.payment_ref, r.amount, order.currency as Currency, {
        idempotencyKey: `refund:${orderSn}:${order.refunded_amount}`,
      });
    }
    const refunded = order.refunded_amount + r.amount;
    await orders.updateOrder(trx, orderSn, { refunded_amount: refunded, status: refunded >= order.amount ? 'refunded' : 'paid' });
    const balance = order.goods_type === GoodsType.api ? 'api_credits' : 'credits';
    if (r.credits > 0)
      await addEntry(trx, {
        userId,
        kind: 'refund',
        amount: -r.credits,
        ref: `refund:${orderSn}`,
        note: `Refund: ${reason}`,
        orderSn,
        balance,
      });
    if (order.goods_type === GoodsType.plan) {
      const running = await subs.findRunningSubscription(trx, userId, now);
      if (running && (running.order_sn === orderSn || running.id === order.subscription_id))
        await subs.updateSubscription(trx, running.id, { ends_at: now, cancel_at_period_end: true });
    }
    if (order.goods_type === GoodsType.lipSync) await expireLipSyncOfOrder(trx, orderSn, now);
    await recordEvent(trx, 'payment.refunded', `payment.refunded:${orderSn}:${refunded}`, { order_sn: orderSn, amount: r.amount, credits: r.credits });
    return { order_sn: orderSn, refunded_amount: r.amount, credits_reversed: r.credits };
  });
}
