import type { Insertable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { UploadRow, UploadsTable } from '../../platform/db/schema.js';

/** SQL of uploads. Every function takes a Db or a transaction. */

export type { UploadRow };

export async function insertUpload(db: Db, row: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

/** A pending upload of the user's, expired or not. */
export const findPendingUpload = (db: Db, userId: string, id: string) =>
  db.selectFrom('uploads').selectAll().where('id', '=', id).where('user_id', '=', userId).where('status', '=', 'pending').executeTakeFirst();

/** A pending upload of the user's that has not expired. */
export const findOpenUpload = (db: Db, userId: string, id: string) =>
  db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();

/** The pending, unexpired upload a token's hash names. */
export const findUploadByTokenHash = (db: Db, tokenHash: string) =>
  db
    .selectFrom('uploads')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'pending')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();

/** Unfinished uploads whose target expired, a batch at a time. */
export const findExpiredUploads = (db: Db, limit: number) =>
  db.selectFrom('uploads').selectAll().where('status', 'in', ['pending', 'completing']).where('expires_at', '<=', new Date()).limit(limit).execute();

/** Ids of a user's uploads still pending or completing. */
export async function findUnfinishedUploadIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('status', 'in', ['pending', 'completing']).execute();
  return rows.map((r) => r.id);
}

/** Names a resumable upload at its creation. */
export async function nameUpload(db: Db, id: string, file: { filename: string; size_bytes: number; content_type: string }): Promise<void> {
  await db.updateTable('uploads').set(file).where('id', '=', id).execute();
}

/** Pending → completing; false when another request got there first. */
export async function claimUpload(db: Db, id: string): Promise<boolean> {
  const claimed = await db.updateTable('uploads').set({ status: 'completing' }).where('id', '=', id).where('status', '=', 'pending').executeTakeFirst();
  return Number(claimed.numUpdatedRows) > 0;
}

export async function closeUpload(db: Db, id: string, status: 'rejected' | 'cancelled' | 'expired'): Promise<void> {
  await db.updateTable('uploads').set({ status }).where('id', '=', id).execute();
}

export async function finishUpload(db: Db, id: string, assetId: string): Promise<void> {
  await db.updateTable('uploads').set({ status: 'done', asset_id: assetId }).where('id', '=', id).execute();
}
