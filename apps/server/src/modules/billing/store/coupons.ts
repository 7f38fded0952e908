import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of coupons and their redemptions (one per paid order that used one). */

export type CouponRow = Selectable<Database['coupons']>;

export const insertCoupon = (db: Db, row: Insertable<Database['coupons']>) => db.insertInto('coupons').values(row).returningAll().executeTakeFirstOrThrow();

export const findCoupon = (db: Db, id: string): Promise<CouponRow | undefined> => db.selectFrom('coupons').selectAll().where('id', '=', id).executeTakeFirst();

export const findOwnedCoupon = (db: Db, ownerId: string, prefix: string) =>
  db.selectFrom('coupons').selectAll().where('owner_id', '=', ownerId).where('id', 'like', `${prefix}%`).orderBy('created_at', 'desc').executeTakeFirst();

export const listCoupons = (db: Db) => db.selectFrom('coupons').selectAll().where('owner_id', 'is', null).orderBy('created_at', 'desc').limit(500).execute();

export const setCouponDisabled = (db: Db, id: string, disabled: boolean) =>
  db.updateTable('coupons').set({ disabled }).where('id', '=', id).returningAll().executeTakeFirst();

/** Times a coupon was redeemed, in all and by one user. */
export async function redemptionCounts(db: Db, couponId: string, userId: string): Promise<{ all: number; mine: number }> {
  const row = await db
    .selectFrom('coupon_redemptions')
    .select([sql<string>`count(*)`.as('all'), sql<string>`count(*) filter (where user_id = ${userId})`.as('mine')])
    .where('coupon_id', '=', couponId)
    .executeTakeFirst();
  return { all: Number(row?.all ?? 0), mine: Number(row?.mine ?? 0) };
}

export async function redemptionTotals(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('coupon_redemptions')
    .select(['coupon_id', sql<string>`count(*)`.as('n')])
    .where('coupon_id', 'in', ids)
    .groupBy('coupon_id')
    .execute();
  return new Map(rows.map((r) => [r.coupon_id, Number(r.n)]));
}

export const insertRedemption = (db: Db, row: Insertable<Database['coupon_redemptions']>) =>
  db
    .insertInto('coupon_redemptions')
    .values(row)
    .onConflict((oc) => oc.column('order_sn').doNothing())
    .execute();

/** The coupon row locked until the transaction ends: serializes the checks, holds and redemptions of one coupon. */
export const lockCoupon = (db: Db, id: string): Promise<CouponRow | undefined> =>
  db.selectFrom('coupons').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
