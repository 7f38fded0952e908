import type { AppContext } from '../../context.js';
import { moveGuestAssets } from '../assets/service.js';
import { moveGuestFavorites } from '../library/service.js';
import { moveGuestProjects } from '../projects/service.js';
import { moveGuestRenders } from '../render/service.js';
import { personalSpaceId, type WorkTransfer } from '../spaces/service.js';
import { deleteUser, insertGuestTransfer } from '../users/service.js';

/** Modules that own a guest's work register how to move it. */
export const workTransfers: WorkTransfer[] = [moveGuestProjects, moveGuestRenders, moveGuestAssets, moveGuestFavorites];

/**
 * A guest who signs up keeps their work: in one transaction every module moves its part to the account,
 * the transfer is recorded and the guest is deleted (anything left behind cascades away with it).
 */
export async function transferGuestWork(ctx: AppContext, guestUserId: string, toUserId: string): Promise<number> {
  const moved = await ctx.db.transaction().execute(async (trx) => {
    let n = 0;
    const toSpaceId = await personalSpaceId(trx, toUserId);
    for (const transfer of workTransfers) n += await transfer(trx, guestUserId, toUserId, toSpaceId);
    await insertGuestTransfer(trx, { guest_user_id: guestUserId, user_id: toUserId, moved: n });
    await deleteUser(trx, guestUserId);
    return n;
  });
  ctx.sessions.forgetUser(guestUserId);
  ctx.userInfo.forget(guestUserId);
  return moved;
}
