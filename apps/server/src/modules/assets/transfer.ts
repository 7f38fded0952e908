import type { Db } from '../../platform/db/index.js';
import { currentSpaceId } from '../spaces/policy.js';

/**
 * A guest who signs up keeps the files they uploaded. Storage keys stay as they are (keys are names, not
 * places); the quota is not re-checked, so a guest's files are never dropped at sign-up.
 */
export async function moveGuestAssets(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const spaceId = await currentSpaceId(db, toUserId);
  await db.updateTable('asset_folders').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).execute();
  const moved = await db.updateTable('assets').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).executeTakeFirst();
  return Number(moved.numUpdatedRows);
}
