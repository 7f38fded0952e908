import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of products, product_media and url_analyses. */

export const insertProduct = (db: Db, row: Insertable<Database['products']>) => db.insertInto('products').values(row).execute();
export const findProduct = (db: Db, id: string) => db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
export const findProductByUrl = (db: Db, spaceId: string, url: string) =>
  db.selectFrom('products').select(['id']).where('space_id', '=', spaceId).where('url', '=', url).executeTakeFirst();
export const updateProduct = (db: Db, id: string, patch: Updateable<Database['products']>) =>
  db
    .updateTable('products')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
export const deleteProduct = (db: Db, id: string) => db.deleteFrom('products').where('id', '=', id).execute();

export function listProducts(db: Db, spaceId: string, q?: string) {
  let query = db.selectFrom('products').selectAll().where('space_id', '=', spaceId);
  if (q) query = query.where('name', 'ilike', `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return query.orderBy('updated_at', 'desc').limit(200).execute();
}

/** Replaces a product's media with these assets, in this order. */
export async function setMedia(db: Db, productId: string, assetIds: string[]): Promise<void> {
  await db.deleteFrom('product_media').where('product_id', '=', productId).execute();
  if (assetIds.length)
    await db
      .insertInto('product_media')
      .values(assetIds.map((asset_id, sort) => ({ product_id: productId, asset_id, sort })))
      .execute();
}
export function mediaOf(db: Db, productIds: string[]) {
  if (!productIds.length) return Promise.resolve([]);
  return db.selectFrom('product_media').selectAll().where('product_id', 'in', productIds).orderBy('sort').execute();
}

export const insertAnalysis = (db: Db, row: Insertable<Database['url_analyses']>) => db.insertInto('url_analyses').values(row).execute();
export const findAnalysis = (db: Db, id: string) => db.selectFrom('url_analyses').selectAll().where('id', '=', id).executeTakeFirst();
export const setAnalysisStage = (db: Db, id: string, stage: 'fetching' | 'reading' | 'media') =>
  db.updateTable('url_analyses').set({ stage }).where('id', '=', id).where('status', '=', 'working').execute();
/** Ends an analysis once (a job run twice changes nothing the second time). */
export async function finishAnalysis(db: Db, id: string, patch: Updateable<Database['url_analyses']>): Promise<boolean> {
  const r = await db.updateTable('url_analyses').set(patch).where('id', '=', id).where('status', '=', 'working').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
export const countWorkingAnalyses = async (db: Db, userId: string) =>
  Number(
    (
      await db
        .selectFrom('url_analyses')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('created_by', '=', userId)
        .where('status', '=', 'working')
        .executeTakeFirstOrThrow()
    ).n,
  );
