import type { AppContext } from '../../context.js';
import type { User } from '../../platform/db/schema.js';
import { revokeKeys, unpurged } from '../../platform/storage/revocations.js';
import { assetFilesOf } from '../assets/service.js';
import { projectFilesOf } from '../projects/service.js';
import { ownedSpaceIds, type AccountFilesOf } from '../spaces/service.js';
import { uploadFilesOf } from '../uploads/service.js';
import { PURGE_JOB } from './purge-job.js';
import * as store from './store.js';

/** Modules that store files for an account say which (read before the rows cascade away). */
const accountFiles: AccountFilesOf[] = [projectFilesOf, assetFilesOf, uploadFilesOf];

/**
 * Deletes an account. In one transaction: every storage key and folder of the account is revoked (its
 * signed links answer 404 from this moment, on every API process) and the rows go (foreign keys cascade).
 * Then its running renders are stopped and a durable job removes the files from storage.
 */
export async function deleteAccount(ctx: AppContext, user: User): Promise<void> {
  const found = await ctx.db.transaction().execute(async (trx) => {
    const spaceIds = await ownedSpaceIds(trx, user.id);
    const parts = await Promise.all(accountFiles.map((of) => of(trx, user.id, spaceIds)));
    const keys = [`avatars/${user.id}/`, ...(user.avatar_key ? [user.avatar_key] : []), ...parts.flatMap((p) => p.keys)];
    await revokeKeys(trx, keys);
    await store.deleteUser(trx, user.id);
    return { renderIds: parts.flatMap((p) => p.renderIds ?? []), uploadIds: parts.flatMap((p) => p.uploadIds ?? []) };
  });
  ctx.sessions.forgetUser(user.id);
  ctx.userInfo.forget(user.id);
  for (const id of found.renderIds) await ctx.queue.cancel(id).catch((err) => ctx.log.warn({ err, renderId: id }, 'queue cancel failed'));
  // Should this enqueue fail (or the process stop first), the revoked rows remain the work list and the
  // next start enqueues the purge (resumePurge).
  await ctx.queue
    .enqueue(PURGE_JOB.name, { userId: user.id, uploadIds: found.uploadIds }, { jobId: `purge-${user.id}` })
    .catch((err) => ctx.log.error({ err, userId: user.id }, 'could not enqueue the purge of a deleted account'));
}

/** At start-up: files of deleted accounts whose purge never got queued are queued now. */
export async function resumePurge(ctx: AppContext): Promise<void> {
  if ((await unpurged(ctx.db, 1)).length === 0) return;
  // A purge already waiting (queued by a deletion before the restart) finishes every account's leftovers.
  const { waiting, active } = await ctx.queue.counts(PURGE_JOB.name);
  if (waiting + active === 0) await ctx.queue.enqueue(PURGE_JOB.name, { uploadIds: [] }, { jobId: 'purge-resume' });
}
