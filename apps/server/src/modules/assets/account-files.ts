import type { Db } from '../../platform/db/index.js';
import type { AccountFiles } from '../spaces/service.js';

/**
 * A deleted account's media library: its spaces' folders (`assets/<space>/`, which also hold files put
 * straight to S3 and never completed), the exact keys of its assets (a file kept from a free trial stays
 * under the trial's old space folder), and its unfinished resumable uploads.
 */
export async function assetFilesOf(db: Db, userId: string, spaceIds: string[]): Promise<AccountFiles> {
  const assets = await db
    .selectFrom('assets')
    .select(['storage_key', 'thumb_key'])
    .where((eb) => eb.or([eb('created_by', '=', userId), ...(spaceIds.length ? [eb('space_id', 'in', spaceIds)] : [])]))
    .execute();
  const uploads = await db.selectFrom('uploads').select('id').where('user_id', '=', userId).where('status', 'in', ['pending', 'completing']).execute();
  return {
    keys: [...spaceIds.map((s) => `assets/${s}/`), ...assets.flatMap((a) => [a.storage_key, ...(a.thumb_key ? [a.thumb_key] : [])])],
    uploadIds: uploads.map((u) => u.id),
  };
}
