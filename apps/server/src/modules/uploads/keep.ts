import crypto from 'node:crypto';
import fsp from 'node:fs/promises';
import { checkUpload, type UploadTool } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { JobContext, JobLogger } from '../../platform/queue/jobs.js';
import type { Storage } from '../../platform/storage/index.js';
import { addAsset, assertRoomFor, findSpaceAssetBySha } from '../assets/service.js';
import { cleanFileName, sha256Of } from './complete.js';
import { makeDeriveHandler } from './derive.js';
import { inspectFile } from './inspect.js';
import { directUploadKey } from './sign.js';

export interface KeepDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
}

/**
 * A file a job fetched for the space (a product page's pictures), kept like an upload: judged by its
 * bytes against the tool's rule, stored once per space (the same bytes answer the asset already kept),
 * counted against the storage quota, with its thumbnail made. Null when the rule refuses it.
 */
export async function keepFetchedFile(
  deps: KeepDeps,
  job: JobContext,
  input: { spaceId: string; userId: string; file: string; name: string; tool: UploadTool },
): Promise<{ id: string; kind: string; reused: boolean } | null> {
  const size = (await fsp.stat(input.file)).size;
  const seen = await inspectFile(input.file, size);
  const name = cleanFileName(input.name);
  const verdict = checkUpload(input.tool, { name, ...seen.facts });
  if (!verdict.ok) return null;
  const sha256 = await sha256Of(input.file);
  const existing = await findSpaceAssetBySha(deps.db, input.spaceId, sha256);
  if (existing) return { id: existing.id, kind: existing.kind, reused: true };
  await assertRoomFor(deps.db, input.spaceId, size);
  const id = crypto.randomUUID();
  const key = directUploadKey(input.spaceId, id, name);
  await deps.storage.putFile(key, input.file, seen.mime);
  try {
    await addAsset(deps.db, {
      id,
      space_id: input.spaceId,
      created_by: input.userId,
      folder_id: null,
      brand_slot: null,
      name,
      kind: verdict.kind,
      mime: seen.mime,
      size_bytes: size,
      tool: input.tool,
      storage_key: key,
      sha256,
      meta: JSON.stringify(seen.meta),
      warnings: JSON.stringify(verdict.warnings),
      derived: false,
    });
  } catch (err) {
    await deps.storage.remove(key).catch(() => {});
    throw err;
  }
  // The thumbnail now, in this job: the product shows its pictures as soon as it is ready.
  await makeDeriveHandler(deps)({ assetId: id }, job).catch((err) => deps.log.warn({ err, asset: id }, 'no thumbnail for a fetched file'));
  return { id, kind: verdict.kind, reused: false };
}
