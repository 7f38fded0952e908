import type { Insertable, Selectable, Updateable } from 'kysely';
import { announceChange } from '../../../platform/cache/changes.js';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of goods: what is for sale. Seeded from the contract's catalogue; the operator edits it. */

export type GoodsRow = Selectable<Database['goods']>;

/** Inserts goods that do not exist yet; an operator's edits to existing ones are kept. */
export const seedGoods = async (db: Db, rows: Insertable<Database['goods']>[]) => {
  if (!rows.length) return;
  await db
    .insertInto('goods')
    .values(rows)
    .onConflict((oc) => oc.column('goods_sn').doNothing())
    .execute();
  announceChange(GOODS_CHANGED);
};

/** What goods writes announce: the goods list answer is cached (platform/cache/changes.ts). */
export const GOODS_CHANGED = 'goods';

export function listGoods(db: Db, filter: { currency?: string; goodsType?: number; activeOnly: boolean }): Promise<GoodsRow[]> {
  let q = db.selectFrom('goods').selectAll();
  if (filter.currency) q = q.where('currency', '=', filter.currency);
  if (filter.goodsType !== undefined) q = q.where('goods_type', '=', filter.goodsType);
  if (filter.activeOnly) q = q.where('active', '=', true);
  return q.orderBy('currency').orderBy('sort').orderBy('goods_sn').execute();
}

export const findGoods = (db: Db, goodsSn: string): Promise<GoodsRow | undefined> =>
  db.selectFrom('goods').selectAll().where('goods_sn', '=', goodsSn).executeTakeFirst();

export const updateGoods = async (db: Db, goodsSn: string, patch: Updateable<Database['goods']>) => {
  const row = await db.updateTable('goods').set(patch).where('goods_sn', '=', goodsSn).returningAll().executeTakeFirst();
  announceChange(GOODS_CHANGED);
  return row;
};
