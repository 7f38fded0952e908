import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import { announceChange } from '../../../platform/cache/changes.js';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of orders and payment_events (the notifications already seen, so a replay is a no-op). */

export type OrderRow = Selectable<Database['orders']>;

export const insertOrder = async (db: Db, row: Insertable<Database['orders']>) => {
  await db.insertInto('orders').values(row).execute();
  announceChange(row.user_id); // a trial taken, the account's currency
};

export const findOrder = (db: Db, orderSn: string): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('order_sn', '=', orderSn).executeTakeFirst();

/** The order row locked until the transaction ends: the one place fulfilment is serialized. */
export const lockOrder = (db: Db, orderSn: string): Promise<OrderRow | undefined> =>
  db.selectFrom('orders').selectAll().where('order_sn', '=', orderSn).forUpdate().executeTakeFirst();

export const findOrderBySession = (db: Db, platform: string, sessionId: string) =>
  db.selectFrom('orders').selectAll().where('pay_platform', '=', platform).where('session_id', '=', sessionId).executeTakeFirst();

export const updateOrder = async (db: Db, orderSn: string, patch: Updateable<Database['orders']>) => {
  const rows = await db.updateTable('orders').set(patch).where('order_sn', '=', orderSn).returning('user_id').execute();
  announceChange(...rows.map((r) => r.user_id)); // a paid order fixes the account's currency
};

export const listPaidOrders = (db: Db, userId: string, goodsSn?: string) => {
  let q = db.selectFrom('orders').selectAll().where('user_id', '=', userId).where('status', '=', 'paid');
  if (goodsSn) q = q.where('goods_sn', '=', goodsSn);
  return q.orderBy('paid_at', 'desc').execute();
};

export async function listOrders(db: Db, filter: { userId?: string }, limit: number, offset: number) {
  let q = db.selectFrom('orders');
  if (filter.userId) q = q.where('user_id', '=', filter.userId);
  const [items, total] = await Promise.all([
    q.selectAll().orderBy('created_at', 'desc').limit(limit).offset(offset).execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/** True when the notification is new; false when this platform already sent this event id. */
export const recordPaymentEvent = async (db: Db, row: Insertable<Database['payment_events']>): Promise<boolean> =>
  (await db
    .insertInto('payment_events')
    .values(row)
    .onConflict((oc) => oc.columns(['platform', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst()) !== undefined;

/** The currency of the user's first payment (refunded since or not), if any. */
export const firstPaidCurrency = async (db: Db, userId: string): Promise<string | undefined> =>
  (
    await db
      .selectFrom('orders')
      .select('currency')
      .where('user_id', '=', userId)
      .where('paid_at', 'is not', null)
      .orderBy('paid_at')
      .limit(1)
      .executeTakeFirst()
  )?.currency;

/** Whether the user ever started a trial (one per account). */
export const hasTrialOrder = async (db: Db, userId: string) =>
  (await db
    .selectFrom('orders')
    .select('order_sn')
    .where('user_id', '=', userId)
    .where('is_trial', '=', true)
    .where('status', '=', 'paid')
    .executeTakeFirst()) !== undefined;

/**
 * Pending orders using a coupon that were created after `since`, in all and by one user: each open
 * checkout holds one of the coupon's uses (coupons.ts, COUPON_HOLD_MINUTES).
 */
export async function heldCouponOrders(db: Db, couponId: string, userId: string, since: Date, exceptOrderSn?: string): Promise<{ all: number; mine: number }> {
  let q = db
    .selectFrom('orders')
    .select([sql<string>`count(*)`.as('all'), sql<string>`count(*) filter (where user_id = ${userId})`.as('mine')])
    .where('coupon_id', '=', couponId)
    .where('status', '=', 'pending')
    .where('created_at', '>', since);
  if (exceptOrderSn) q = q.where('order_sn', '<>', exceptOrderSn);
  const row = await q.executeTakeFirst();
  return { all: Number(row?.all ?? 0), mine: Number(row?.mine ?? 0) };
}

export async function refundedAmounts(db: Db, orderSns: string[]): Promise<Map<string, number>> {
  if (!orderSns.length) return new Map();
  const rows = await db.selectFrom('orders').select(['order_sn', 'refunded_amount']).where('order_sn', 'in', orderSns).execute();
  return new Map(rows.map((r) => [r.order_sn, r.refunded_amount]));
}

export const paymentEventSeen = async (db: Db, platform: string, eventId: string) =>
  (await db.selectFrom('payment_events').select('id').where('platform', '=', platform).where('event_id', '=', eventId).executeTakeFirst()) !== undefined;
