import { type Insertable, sql } from 'kysely';
import { containsPattern, type Db } from '../../platform/db/index.js';
import { type Visibility, whereManageableBy, whereVisibleTo } from '../../platform/db/visibility.js';
import type { AssetFoldersTable, AssetsTable, BrandStylesTable } from '../../platform/db/schema.js';

/**
 * SQL of assets and asset folders. Every function takes a Db or a transaction. Rows name their creator by
 * id only: the nickname is the users module's (service.ts adds it).
 */

export const assetColumns = (db: Db) => db.selectFrom('assets as a').selectAll('a');
export type AssetRow = Awaited<ReturnType<ReturnType<typeof assetColumns>['executeTakeFirstOrThrow']>>;

export const findAsset = (db: Db, id: string) => assetColumns(db).where('a.id', '=', id).executeTakeFirst();
/** Of these assets, the ones the user may see. */
export const findVisibleAssets = (db: Db, vis: Visibility, ids: string[]) =>
  ids.length ? assetColumns(db).where('a.id', 'in', ids).where(whereVisibleTo(vis, 'a')).execute() : Promise.resolve([]);

/** Of these assets, the ones the user may change. */
export const findManageableAssets = (db: Db, vis: Visibility, ids: string[]) =>
  ids.length ? assetColumns(db).where('a.id', 'in', ids).where(whereManageableBy(vis, 'a')).execute() : Promise.resolve([]);

export async function spaceUsageBytes(db: Db, spaceId: string): Promise<number> {
  const row = await db.selectFrom('assets').select(sql<string>`coalesce(sum(size_bytes), 0)`.as('used')).where('space_id', '=', spaceId).executeTakeFirst();
  return Number(row?.used ?? 0);
}

export interface AssetListQuery {
  spaceId: string;
  /** A folder id, or 'root' for files outside any folder. */
  folder?: string;
  kind?: AssetsTable['kind'];
  brandSlot?: NonNullable<AssetsTable['brand_slot']>;
  q?: string;
  sort: 'created' | 'modified' | 'name' | 'size';
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

export async function listAssets(db: Db, q: AssetListQuery): Promise<{ rows: AssetRow[]; total: number }> {
  let query = assetColumns(db).where('a.space_id', '=', q.spaceId);
  if (q.folder === 'root') query = query.where('a.folder_id', 'is', null);
  else if (q.folder) query = query.where('a.folder_id', '=', q.folder);
  if (q.kind) query = query.where('a.kind', '=', q.kind);
  if (q.brandSlot) query = query.where('a.brand_slot', '=', q.brandSlot);
  if (q.q) query = query.where('a.name', 'ilike', containsPattern(q.q));
  const column = ({ created: 'a.created_at', modified: 'a.updated_at', name: 'a.name', size: 'a.size_bytes' } as const)[q.sort];
  const [rows, count] = await Promise.all([
    query.orderBy(column, q.order).orderBy('a.id', q.order).limit(q.limit).offset(q.offset).execute(),
    query
      .clearSelect()
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** The row by its id, for work on the file rather than for showing. */
export const findAssetRow = (db: Db, id: string) => db.selectFrom('assets').selectAll().where('id', '=', id).executeTakeFirst();

/** Which of the ids name a file of the space. */
/** An asset of the space with these bytes (a fetched file already kept). */
export const findSpaceAssetBySha = (db: Db, spaceId: string, sha256: string) =>
  db.selectFrom('assets').select(['id', 'kind']).where('space_id', '=', spaceId).where('sha256', '=', sha256).executeTakeFirst();

/** The space's first file with these bytes other than `exceptId` (the same file uploaded again). */
export const findEarlierCopy = (db: Db, spaceId: string, sha256: string, exceptId: string) =>
  db
    .selectFrom('assets')
    .select(['id', 'name', 'folder_id'])
    .where('space_id', '=', spaceId)
    .where('sha256', '=', sha256)
    .where('id', '!=', exceptId)
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();

/** Assets of the space among these ids, as a product shows them. */
export function findSpaceMedia(db: Db, spaceId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([]);
  return db.selectFrom('assets').select(['id', 'kind', 'name', 'storage_key', 'thumb_key']).where('space_id', '=', spaceId).where('id', 'in', ids).execute();
}

export async function findSpaceAssetIds(db: Db, spaceId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('assets').select('id').where('id', 'in', ids).where('space_id', '=', spaceId).execute();
  return rows.map((r) => r.id);
}

/** A file of the space as stored (kind, key, hash, the upload rule it passed, what was measured), or undefined. */
export const findSpaceAsset = (db: Db, spaceId: string, id: string) =>
  db
    .selectFrom('assets')
    .select(['storage_key', 'kind', 'sha256', 'tool', 'meta', 'name', 'size_bytes'])
    .where('id', '=', id)
    .where('space_id', '=', spaceId)
    .executeTakeFirst();

export async function findSpaceAssetKey(db: Db, spaceId: string, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('assets').select('storage_key').where('id', '=', id).where('space_id', '=', spaceId).executeTakeFirst();
  return row?.storage_key;
}

/** Storage keys of the files a user uploaded or their spaces hold, thumbnails included. */
export async function findAssetKeysOf(db: Db, userId: string | null, spaceIds: string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('assets')
    .select(['storage_key', 'thumb_key'])
    .where((eb) => eb.or([...(userId ? [eb('created_by', '=', userId)] : []), ...(spaceIds.length ? [eb('space_id', 'in', spaceIds)] : [])]))
    .execute();
  return rows.flatMap((a) => [a.storage_key, ...(a.thumb_key ? [a.thumb_key] : [])]);
}

export type NewAsset = Insertable<AssetsTable>;

export async function insertAsset(db: Db, row: NewAsset): Promise<void> {
  await db.insertInto('assets').values(row).execute();
}

export async function renameAsset(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('assets').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Into a folder (null: out of every folder), optionally into a brand-kit slot too. */
export async function moveAssets(db: Db, ids: string[], folderId: string | null, brandSlot?: AssetsTable['brand_slot']): Promise<void> {
  await db
    .updateTable('assets')
    .set({ folder_id: folderId, ...(brandSlot ? { brand_slot: brandSlot } : {}), updated_at: new Date() })
    .where('id', 'in', ids)
    .execute();
}

/** Takes the files out of any brand-kit folder (a media folder keeps them). */
export async function leaveBrandKitFolders(db: Db, ids: string[]): Promise<void> {
  await db
    .updateTable('assets')
    .set({ folder_id: null })
    .where('id', 'in', ids)
    .where('folder_id', 'in', (eb) => eb.selectFrom('asset_folders').select('id').where('type', '!=', 'media'))
    .execute();
}

export async function setBrandSlot(db: Db, ids: string[], brandSlot: AssetsTable['brand_slot']): Promise<void> {
  await db.updateTable('assets').set({ brand_slot: brandSlot, updated_at: new Date() }).where('id', 'in', ids).execute();
}

/** Stores the thumbnail and waveform and marks the file derived; false when the row is gone. */
export async function setDerivatives(db: Db, id: string, thumbKey: string | null, waveform: number[] | null): Promise<boolean> {
  const done = await db
    .updateTable('assets')
    .set({ thumb_key: thumbKey, waveform: waveform ? JSON.stringify(waveform) : null, derived: true })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

export async function markDerived(db: Db, id: string): Promise<void> {
  await db.updateTable('assets').set({ derived: true }).where('id', '=', id).execute();
}

export async function deleteAssets(db: Db, ids: string[]): Promise<void> {
  await db.deleteFrom('assets').where('id', 'in', ids).execute();
}

/** Hands the folders a user created to another user and their space. */
export async function moveFoldersOfUser(db: Db, fromUserId: string, toUserId: string, spaceId: string): Promise<void> {
  await db.updateTable('asset_folders').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).execute();
}

/** Hands the files a user uploaded to another user and their space. Returns how many moved. */
export async function moveAssetsOfUser(db: Db, fromUserId: string, toUserId: string, spaceId: string): Promise<number> {
  const moved = await db.updateTable('assets').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).executeTakeFirst();
  return Number(moved.numUpdatedRows);
}

/** Folders with their file counts. */
export const folderColumns = (db: Db) =>
  db
    .selectFrom('asset_folders as f')
    .selectAll('f')
    .select((eb) => eb.selectFrom('assets').select(eb.fn.countAll<string>().as('n')).whereRef('assets.folder_id', '=', 'f.id').as('count'));
export type FolderRowWithCount = Awaited<ReturnType<ReturnType<typeof folderColumns>['executeTakeFirstOrThrow']>>;

export const findFolder = (db: Db, id: string) => folderColumns(db).where('f.id', '=', id).executeTakeFirst();

export const listFolders = (db: Db, spaceId: string, type: AssetFoldersTable['type']) =>
  folderColumns(db).where('f.space_id', '=', spaceId).where('f.type', '=', type).orderBy('f.name').execute();

/** A folder of the space, or undefined. */
export const findSpaceFolder = (db: Db, spaceId: string, id: string) =>
  db.selectFrom('asset_folders').select(['id', 'type']).where('id', '=', id).where('space_id', '=', spaceId).executeTakeFirst();

/** How many brand-kit folders (or media folders) a space has. */
export async function countFolders(db: Db, spaceId: string, brandKit: boolean): Promise<number> {
  const row = await db
    .selectFrom('asset_folders')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('space_id', '=', spaceId)
    .where('type', brandKit ? '!=' : '=', 'media')
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertFolder(db: Db, row: Insertable<AssetFoldersTable>): Promise<void> {
  await db.insertInto('asset_folders').values(row).execute();
}

export async function renameFolder(db: Db, id: string, name: string): Promise<void> {
  await db.updateTable('asset_folders').set({ name, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Moves a folder's files out of it. */
export async function emptyFolder(db: Db, id: string): Promise<void> {
  await db.updateTable('assets').set({ folder_id: null }).where('folder_id', '=', id).execute();
}

export async function deleteFolder(db: Db, id: string): Promise<void> {
  await db.deleteFrom('asset_folders').where('id', '=', id).execute();
}

/** The space's brand colours and fonts, if set. */
export const findBrandStyle = (db: Db, spaceId: string) =>
  db.selectFrom('brand_styles').select(['palette', 'heading_font', 'body_font', 'updated_at']).where('space_id', '=', spaceId).executeTakeFirst();

/** Sets the space's brand colours and fonts (one row per space), answering the row as stored. */
export const saveBrandStyle = (db: Db, row: Insertable<BrandStylesTable>) =>
  db
    .insertInto('brand_styles')
    .values(row)
    .onConflict((oc) =>
      oc.column('space_id').doUpdateSet({
        palette: row.palette,
        heading_font: row.heading_font,
        body_font: row.body_font,
        updated_by: row.updated_by,
        updated_at: sql`now()`,
      }),
    )
    .returning(['palette', 'heading_font', 'body_font', 'updated_at'])
    .executeTakeFirstOrThrow();
