import type { AppContext } from '../../context.js';
import { unpurged } from '../../platform/storage/revocations.js';
import { PURGE_JOB } from './purge-job.js';

/**
 * Queues the removal of a deleted account's (or team space's) files, once its keys are revoked. Should this enqueue fail
 * (or the process stop first), the revoked rows remain the work list and the next start enqueues the
 * purge (resumePurge), so a failure is logged, not thrown: the account is already gone.
 */
export async function queuePurge(ctx: AppContext, userId: string | null, uploadIds: string[], jobId = `purge-${userId}`): Promise<void> {
  await ctx.queue
    .enqueue(PURGE_JOB.name, { ...(userId ? { userId } : {}), uploadIds }, { jobId })
    .catch((err) => ctx.log.error({ err, userId }, 'could not enqueue the purge of a deleted account'));
}

/** At start-up: files of deleted accounts whose purge never got queued are queued now. */
export async function resumePurge(ctx: AppContext): Promise<void> {
  if ((await unpurged(ctx.db, 1)).length === 0) return;
  // A purge already waiting (queued by a deletion before the restart) finishes every account's leftovers.
  const { waiting, active } = await ctx.queue.counts(PURGE_JOB.name);
  if (waiting + active === 0) await ctx.queue.enqueue(PURGE_JOB.name, { uploadIds: [] }, { jobId: 'purge-resume' });
}
