import crypto from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FileStore } from '@tus/file-store';
import { ASSET_NAME_MAX, type BrandSlot, checkUpload, ErrorCode, extensionOf, UploadTool } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { addAsset, findEarlierCopy, getAsset } from '../assets/service.js';
import { recordEvent } from '../../platform/outbox/index.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { DERIVE_JOB } from './derive-job.js';
import { inspectFile } from './inspect.js';
import { directUploadKey } from './sign.js';
import * as store from './store.js';
import { tusDirectory } from './tus.js';
import type { Actor } from '../../platform/http/actor.js';

/** A name to show and keep: no directories, no control characters, one Unicode form, not too long. */
export function cleanFileName(raw: string): string {
  const base = raw.normalize('NFC').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const ext = extensionOf(clean);
  if (clean.length <= ASSET_NAME_MAX) return clean || `file.${ext || 'bin'}`;
  const stem = clean.slice(0, ASSET_NAME_MAX - ext.length - 1);
  return ext ? `${stem}.${ext}` : stem;
}

/** A file's SHA-256 (hex), read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

async function openUpload(ctx: AppContext, actor: Actor, uploadId: string) {
  const row = await store.findOpenUpload(ctx.db, actor.userId, uploadId);
  if (!row) throw new AppError(ErrorCode.UPLOAD_NOT_FOUND);
  return row;
}

/** The finished upload as a local file, or UPLOAD_INCOMPLETE while bytes are missing. */
async function receivedFile(ctx: AppContext, tus: FileStore, row: store.UploadRow): Promise<{ file: string; temp: boolean }> {
  if (!row.filename) throw new AppError(ErrorCode.UPLOAD_INCOMPLETE);
  if (row.protocol === 'tus') {
    const upload = await tus.getUpload(row.id).catch(() => null);
    if (!upload || upload.offset !== upload.size) throw new AppError(ErrorCode.UPLOAD_INCOMPLETE);
    return { file: path.join(tusDirectory(ctx), row.id), temp: false };
  }
  const key = directUploadKey(row.space_id, row.id, row.filename);
  const stat = await ctx.storage.stat(key);
  if (!stat) throw new AppError(ErrorCode.UPLOAD_INCOMPLETE);
  if (stat.size !== Number(row.size_bytes)) {
    await discard(ctx, tus, row, 'rejected');
    throw new AppError(ErrorCode.UPLOAD_REJECTED, 'The file is not the size that was declared. Please upload it again.');
  }
  const file = await ctx.storage.fetchToLocal(key);
  if (!file) throw new AppError(ErrorCode.UPLOAD_INCOMPLETE);
  return { file, temp: ctx.storage.kind !== 'local' };
}

/**
 * Deletes whatever an upload left and closes it: its chunks, a directly-put object, and the stored copy a
 * completion that died half-way (after storing, before the asset row) may have written. Never called for
 * an upload that became an asset.
 */
export async function discard(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  tus: FileStore,
  row: Pick<store.UploadRow, 'id' | 'protocol' | 'space_id' | 'filename'>,
  status: 'rejected' | 'cancelled' | 'expired',
) {
  await store.closeUpload(ctx.db, row.id, status);
  if (row.protocol === 'tus') await tus.remove(row.id).catch(() => {});
  if (!row.filename) return;
  const keys = new Set([directUploadKey(row.space_id, row.id, row.filename), directUploadKey(row.space_id, row.id, cleanFileName(row.filename))]);
  for (const key of keys) await ctx.storage.remove(key).catch(() => {});
}

/**
 * Turns a finished upload into an asset, or refuses it. The real content decides (magic bytes, then
 * ffprobe) against the tool's rule; a refused file is deleted. The asset row and the quota check share a
 * transaction, so two uploads cannot both squeeze into the last free bytes; nothing half-made remains.
 */
export async function completeUpload(ctx: AppContext, tus: FileStore, actor: Actor, uploadId: string) {
  const row = await openUpload(ctx, actor, uploadId);
  const { file, temp } = await receivedFile(ctx, tus, row);
  if (!(await store.claimUpload(ctx.db, row.id))) throw new AppError(ErrorCode.UPLOAD_NOT_FOUND);
  const name = cleanFileName(row.filename);
  const key = directUploadKey(row.space_id, row.id, name);
  let stored = row.protocol === 'put';
  try {
    const size = Number(row.size_bytes);
    const seen = await inspectFile(file, size);
    const verdict = checkUpload(UploadTool.parse(row.tool), { name, ...seen.facts });
    if (!verdict.ok) {
      await discard(ctx, tus, row, 'rejected');
      throw new AppError(ErrorCode.UPLOAD_REJECTED, verdict.message, { fields: { file: verdict.message }, i18n: verdict.i18n });
    }
    const sha256 = await sha256Of(file);
    if (row.protocol === 'tus') {
      await ctx.storage.putFile(key, file, seen.mime);
      stored = true;
      await fsp.rm(`${file}.json`, { force: true });
    }
    const assetId = crypto.randomUUID();
    await ctx.db.transaction().execute(async (trx) => {
      await addAsset(trx, {
        id: assetId,
        space_id: row.space_id,
        created_by: actor.userId,
        folder_id: row.folder_id,
        brand_slot: row.brand_slot as BrandSlot | null,
        name,
        kind: verdict.kind,
        mime: seen.mime,
        size_bytes: size,
        tool: row.tool,
        storage_key: key,
        sha256,
        meta: JSON.stringify(seen.meta),
        warnings: JSON.stringify(verdict.warnings),
        derived: false,
      });
      await store.finishUpload(trx, row.id, assetId);
      await recordEvent(trx, 'upload.kept', `upload.kept:${assetId}`, {
        assetId,
        spaceId: row.space_id,
        userId: actor.userId,
        tool: row.tool,
        kind: verdict.kind,
        size,
      });
    });
    await enqueue(ctx.queue, DERIVE_JOB, { assetId }).catch((err) => ctx.log.error({ err, assetId }, 'could not enqueue thumbnails'));
    // The same bytes already in the space: kept anyway (the user decides), and named so the client can offer it.
    const duplicate = await findEarlierCopy(ctx.db, row.space_id, sha256, assetId);
    return { ...(await getAsset(ctx, actor, assetId)), duplicate_of: duplicate };
  } catch (err) {
    if (err instanceof AppError && err.code === ErrorCode.UPLOAD_REJECTED) throw err;
    // Not the file's fault (quota, a crash): nothing is kept, the upload is closed with a clear error.
    if (stored) await ctx.storage.remove(key).catch(() => {});
    await discard(ctx, tus, row, 'rejected');
    throw err;
  } finally {
    if (temp) await fsp.rm(file, { force: true });
  }
}
