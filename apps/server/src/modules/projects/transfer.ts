import type { Db } from '../../platform/db/index.js';
import { moveWork } from './store.js';

/**
 * A free-trial guest who signs up keeps their videos: projects and folders move to the account's
 * personal space before the guest is deleted (which would otherwise cascade them away). Their render
 * history moves with the render module's own transfer.
 */
export async function moveGuestProjects(db: Db, fromUserId: string, toUserId: string, toSpaceId: string): Promise<number> {
  return moveWork(db, fromUserId, toUserId, toSpaceId);
}
