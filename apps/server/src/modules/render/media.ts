import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { collectMediaRefs, type TimelineDoc } from '@framecast/timeline';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { PermanentJobError } from '../../platform/queue/jobs.js';
import type { Storage } from '../../platform/storage/index.js';
import { findSpaceAssetIds, findSpaceAssetKey } from '../assets/service.js';
import { lookFile } from '../avatars/service.js';
import { builtinFile } from '../templates/service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const assetIdOf = (ref: string) => (ref.startsWith('asset:') && UUID.test(ref.slice(6)) ? ref.slice(6) : null);

/** The `asset:<id>` references of a document that do not name a file of the space (deleted, or never its own). */
export async function missingAssets(db: Db, spaceId: string, doc: TimelineDoc): Promise<string[]> {
  const refs = collectMediaRefs(doc).filter((r) => r.startsWith('asset:'));
  const ids = refs.map(assetIdOf).filter((id): id is string => id !== null);
  const have = new Set(await findSpaceAssetIds(db, spaceId, ids));
  return refs.filter((r) => !have.has(assetIdOf(r) ?? ''));
}

/** Refuses a render up front, before a credit is held, when a file it uses is gone. */
export async function assertAssetsPresent(db: Db, spaceId: string, doc: TimelineDoc): Promise<void> {
  if ((await missingAssets(db, spaceId, doc)).length) throw new AppError(ErrorCode.ASSET_MISSING);
}

/**
 * Media references of a document → local files for the engine. A render reaches only the assets of its
 * own space, the looks of its own avatars or the community's, and the template library's builtin media
 * (sample shots, music beds); `file:` and other `builtin:` references (the command-line renderer's) are
 * refused on the server.
 */
export function resolveMediaFor(deps: { db: Db; storage: Storage; config: { dataDir: string } }, spaceId: string) {
  return async (ref: string): Promise<string> => {
    const id = assetIdOf(ref);
    if (id) {
      const key = await findSpaceAssetKey(deps.db, spaceId, id);
      const file = key ? await deps.storage.fetchToLocal(key) : null;
      if (!file) throw new PermanentJobError(ErrorMessage[ErrorCode.ASSET_MISSING]);
      return file;
    }
    if (ref.startsWith('asset:')) throw new PermanentJobError(ErrorMessage[ErrorCode.ASSET_MISSING]);
    if (ref.startsWith('look:')) {
      const file = await lookFile(deps, spaceId, ref);
      if (!file) throw new PermanentJobError('An avatar look in this video was deleted. Please choose another avatar.');
      return file;
    }
    const builtin = builtinFile(deps.config.dataDir, ref);
    if (builtin) return builtin;
    throw new PermanentJobError(`This media reference cannot be used on the server: ${ref.slice(0, 60)}`);
  };
}
