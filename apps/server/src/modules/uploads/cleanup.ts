import type { FileStore } from '@tus/file-store';
import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import type { JobLogger } from '../../platform/queue/jobs.js';
import { discard } from './complete.js';
import * as store from './store.js';

/** The user gave up on an upload: its partial data goes now rather than at expiry. */
export async function cancelUpload(ctx: AppContext, tus: FileStore, userId: string, uploadId: string) {
  const row = await store.findPendingUpload(ctx.db, userId, uploadId);
  if (!row) throw new AppError(ErrorCode.UPLOAD_NOT_FOUND);
  await discard(ctx, tus, row, 'cancelled');
}

/**
 * Uploads never finished (closed tab, crash mid-check) are deleted once their target expires, so
 * partial data never lingers; also run at start-up for what a crash left.
 */
export async function sweepExpiredUploads(ctx: Pick<AppContext, 'db' | 'storage'> & { log: Pick<JobLogger, 'warn'> }, tus: FileStore): Promise<number> {
  const rows = await store.findExpiredUploads(ctx.db, 500);
  for (const row of rows) await discard(ctx, tus, row, 'expired');
  await tus.deleteExpired().catch((err) => ctx.log.warn({ err }, 'tus expiry sweep failed'));
  return rows.length;
}
