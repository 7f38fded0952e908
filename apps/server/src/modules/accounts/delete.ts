import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import { revokeKeys } from '../../platform/storage/revocations.js';
import { assetFilesOf } from '../assets/service.js';
import { projectFilesOf } from '../projects/service.js';
import { ownedSpaceIds, type AccountFilesOf } from '../spaces/service.js';
import { uploadFilesOf } from '../uploads/service.js';
import { forgetClonedVoices, voiceFilesOf } from '../voices/service.js';
import { avatarFilesOf } from '../avatars/service.js';
import { deleteUser, profilePhotoKeys } from '../users/service.js';
import { queuePurge } from './purge-queue.js';

/** Modules that store files for an account say which (read before the rows cascade away). */
const accountFiles: AccountFilesOf[] = [projectFilesOf, assetFilesOf, uploadFilesOf, voiceFilesOf, avatarFilesOf];

/**
 * Deletes an account. In one transaction: every storage key and folder of the account is revoked (its
 * signed links answer 404 from this moment, on every API process) and the rows go (foreign keys cascade).
 * Then its running renders are stopped and a durable job removes the files from storage.
 */
/**
 * Deletes a team space the same way: `remove` checks and deletes the rows inside the transaction that
 * revokes the space's files, then its renders stop and its files are purged.
 */
export async function deleteSpaceWithFiles(ctx: AppContext, spaceId: string, remove: (trx: Db) => Promise<void>): Promise<void> {
  const { renderIds, voiceIds } = await ctx.db.transaction().execute(async (trx) => {
    const parts = await Promise.all(accountFiles.map((of) => of(trx, null, [spaceId])));
    await remove(trx);
    await revokeKeys(trx, [`spaces/${spaceId}/`, ...parts.flatMap((p) => p.keys)]);
    return { renderIds: parts.flatMap((p) => p.renderIds ?? []), voiceIds: parts.flatMap((p) => p.clonedVoiceIds ?? []) };
  });
  await forgetClonedVoices(ctx, voiceIds);
  for (const id of renderIds) await ctx.queue.cancel(id).catch((err) => ctx.log.warn({ err, renderId: id }, 'queue cancel failed'));
  await queuePurge(ctx, null, [], `purge-space-${spaceId}`);
}

export async function deleteAccount(ctx: AppContext, user: User): Promise<void> {
  const found = await ctx.db.transaction().execute(async (trx) => {
    const spaceIds = await ownedSpaceIds(trx, user.id);
    const parts = await Promise.all(accountFiles.map((of) => of(trx, user.id, spaceIds)));
    // The spaces' own files (their photos) go with the spaces the account owns.
    await revokeKeys(trx, [...profilePhotoKeys(user), ...spaceIds.map((id) => `spaces/${id}/`), ...parts.flatMap((p) => p.keys)]);
    await deleteUser(trx, user.id);
    return {
      renderIds: parts.flatMap((p) => p.renderIds ?? []),
      uploadIds: parts.flatMap((p) => p.uploadIds ?? []),
      voiceIds: parts.flatMap((p) => p.clonedVoiceIds ?? []),
    };
  });
  await forgetClonedVoices(ctx, found.voiceIds);
  ctx.sessions.forgetUser(user.id);
  ctx.userInfo.forget(user.id);
  for (const id of found.renderIds) await ctx.queue.cancel(id).catch((err) => ctx.log.warn({ err, renderId: id }, 'queue cancel failed'));
  await queuePurge(ctx, user.id, found.uploadIds);
}
