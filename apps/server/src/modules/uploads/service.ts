import type { Db } from '../../platform/db/index.js';
import type { AccountFiles } from '../spaces/service.js';
import * as store from './store.js';

/** A deleted account's unfinished resumable uploads, whose chunks live outside storage. */
export async function uploadFilesOf(db: Db, userId: string | null, _spaceIds: string[]): Promise<AccountFiles> {
  return { keys: [], uploadIds: userId ? await store.findUnfinishedUploadIds(db, userId) : [] };
}
export { keepFetchedFile } from './keep.js';
