import type { FileStore } from '@tus/file-store';
import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { discard } from './complete.js';

/** The user gave up on an upload: its partial data goes now rather than at expiry. */
export async function cancelUpload(ctx: AppContext, tus: FileStore, userId: string, uploadId: string) {
  const row = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('id', '=', uploadId)
    .where('user_id', '=', userId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  if (!row) throw new AppError(ErrorCode.UPLOAD_NOT_FOUND);
  await discard(ctx, tus, row, 'cancelled');
}

/**
 * Uploads never finished (closed tab, crash mid-check) are deleted once their target expires, so
 * partial data never lingers; also run at start-up for what a crash left.
 */
export async function sweepExpiredUploads(ctx: AppContext, tus: FileStore): Promise<number> {
  const rows = await ctx.db
    .selectFrom('uploads')
    .selectAll()
    .where('status', 'in', ['pending', 'completing'])
    .where('expires_at', '<=', new Date())
    .limit(500)
    .execute();
  for (const row of rows) await discard(ctx, tus, row, 'expired');
  await tus.deleteExpired().catch((err) => ctx.log.warn({ err }, 'tus expiry sweep failed'));
  return rows.length;
}
