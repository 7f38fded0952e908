import { sql, type Insertable } from 'kysely';
import { announceChange } from '../../../platform/cache/changes.js';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of lip-sync minutes: lots bought (seconds, expiry) and the seconds each boost took from a lot. */

export const insertLot = async (db: Db, row: Insertable<Database['lip_sync_lots']>) => {
  await db.insertInto('lip_sync_lots').values(row).execute();
  announceChange(row.user_id);
};

/** Unexpired lots with seconds left, first to expire first. */
export const openLots = (db: Db, userId: string, at: Date) =>
  db
    .selectFrom('lip_sync_lots as l')
    .leftJoin('lip_sync_uses as u', 'u.lot_id', 'l.id')
    .select(['l.id', 'l.expires_at', sql<string>`l.seconds - coalesce(sum(u.seconds), 0)`.as('left')])
    .where('l.user_id', '=', userId)
    .where('l.expires_at', '>', at)
    .groupBy(['l.id', 'l.expires_at', 'l.seconds', 'l.created_at'])
    .having(sql`l.seconds - coalesce(sum(u.seconds), 0)`, '>', 0)
    .orderBy('l.expires_at')
    .orderBy('l.created_at')
    .execute();

export const insertUse = async (db: Db, row: Insertable<Database['lip_sync_uses']>) => {
  await db.insertInto('lip_sync_uses').values(row).execute();
  announceChange(row.user_id);
};

export const usesOfProject = (db: Db, userId: string, projectId: string) =>
  db.selectFrom('lip_sync_uses').select(['seconds']).where('user_id', '=', userId).where('project_id', '=', projectId).execute();

/** A project's boost: when its first use was written and how many seconds all its uses took. */
export const boostOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('lip_sync_uses')
    .select([sql<Date | string | null>`min(created_at)`.as('at'), sql<string>`coalesce(sum(seconds), 0)`.as('seconds')])
    .where('project_id', '=', projectId)
    .executeTakeFirst();

/** Seconds left in a lot bought by an order (for a refund of the unused part). */
export async function lotLeftOfOrder(db: Db, orderSn: string): Promise<number> {
  const row = await db
    .selectFrom('lip_sync_lots as l')
    .leftJoin('lip_sync_uses as u', 'u.lot_id', 'l.id')
    .select(sql<string>`coalesce(max(l.seconds) - coalesce(sum(u.seconds), 0), 0)`.as('left'))
    .where('l.order_sn', '=', orderSn)
    .executeTakeFirst();
  return Number(row?.left ?? 0);
}

export const expireLotOfOrder = async (db: Db, orderSn: string, at: Date) => {
  const rows = await db.updateTable('lip_sync_lots').set({ expires_at: at }).where('order_sn', '=', orderSn).returning('user_id').execute();
  announceChange(...rows.map((r) => r.user_id));
};
