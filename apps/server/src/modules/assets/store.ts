import { sql } from 'kysely';
import type { Db } from '../../platform/db/index.js';

/** Asset rows with their uploader's nickname, as every read needs it. */
export const assetColumns = (db: Db) =>
  db.selectFrom('assets as a').innerJoin('users as u', 'u.id', 'a.created_by').selectAll('a').select('u.nickname as creator_nickname');
export type AssetRowWithCreator = Awaited<ReturnType<ReturnType<typeof assetColumns>['executeTakeFirstOrThrow']>>;

export const findAsset = (db: Db, id: string) => assetColumns(db).where('a.id', '=', id).executeTakeFirst();
export const findAssets = (db: Db, ids: string[]) => (ids.length ? assetColumns(db).where('a.id', 'in', ids).execute() : Promise.resolve([]));

export async function spaceUsageBytes(db: Db, spaceId: string): Promise<number> {
  const row = await db.selectFrom('assets').select(sql<string>`coalesce(sum(size_bytes), 0)`.as('used')).where('space_id', '=', spaceId).executeTakeFirst();
  return Number(row?.used ?? 0);
}

/** Folders with their file counts and creators. */
export const folderColumns = (db: Db) =>
  db
    .selectFrom('asset_folders as f')
    .innerJoin('users as u', 'u.id', 'f.created_by')
    .selectAll('f')
    .select('u.nickname as creator_nickname')
    .select((eb) => eb.selectFrom('assets').select(eb.fn.countAll<string>().as('n')).whereRef('assets.folder_id', '=', 'f.id').as('count'));
export type FolderRowWithCount = Awaited<ReturnType<ReturnType<typeof folderColumns>['executeTakeFirstOrThrow']>>;

/** Projects of a space whose document names `asset:<id>` for any of the ids. */
export async function projectsUsing(db: Db, spaceId: string, ids: string[]) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('projects')
    .select(['id', 'name', sql<string>`document::text`.as('doc')])
    .where('space_id', '=', spaceId)
    .where('deleted_at', 'is', null)
    .where((eb) => eb.or(ids.map((id) => eb(sql`document::text`, 'like', `%asset:${id}%`))))
    .execute();
  return rows.flatMap((r) => ids.filter((id) => r.doc.includes(`asset:${id}`)).map((asset_id) => ({ id: r.id, name: r.name, asset_id })));
}
