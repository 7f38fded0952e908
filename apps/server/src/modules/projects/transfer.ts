import type { Db } from '../../platform/db/index.js';
import { currentSpaceId } from '../spaces/policy.js';

/**
 * A free-trial guest who signs up keeps their videos: projects, folders and render history move to the
 * account's personal space before the guest is deleted (which would otherwise cascade them away).
 */
export async function moveGuestProjects(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const spaceId = await currentSpaceId(db, toUserId);
  await db.updateTable('project_folders').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).execute();
  const moved = await db.updateTable('projects').set({ space_id: spaceId, created_by: toUserId }).where('created_by', '=', fromUserId).executeTakeFirst();
  await db.updateTable('renders').set({ user_id: toUserId }).where('user_id', '=', fromUserId).execute();
  return Number(moved.numUpdatedRows);
}
