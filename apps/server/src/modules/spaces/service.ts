import crypto from 'node:crypto';
import { Role } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';

/** Every account owns one personal space from the start; team spaces come with the spaces issue. */
export async function createPersonalSpace(db: Db, user: { id: string; nickname: string }): Promise<string> {
  const id = crypto.randomUUID();
  await db
    .insertInto('spaces')
    .values({ id, unique_id: crypto.randomBytes(9).toString('base64url'), name: `${user.nickname}'s space`, owner_id: user.id, personal: true, seats: 1 })
    .execute();
  await db.insertInto('space_members').values({ space_id: id, user_id: user.id, role: Role.owner }).execute();
  return id;
}

/** Moves what a guest's personal space holds to another user's personal space. Returns rows moved. */
export type WorkTransfer = (db: Db, fromUserId: string, toUserId: string) => Promise<number>;

/** The spaces a user owns: deleting the account deletes them and everything in them. */
export async function ownedSpaceIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('spaces').select('id').where('owner_id', '=', userId).execute();
  return rows.map((r) => r.id);
}

/**
 * What one module stores for an account that is being deleted: storage keys or prefixes (ending in `/`)
 * to revoke and purge, renders to stop, and unfinished uploads whose chunks to drop. Read inside the
 * deletion's transaction, before the rows cascade away.
 */
export interface AccountFiles {
  keys: string[];
  renderIds?: string[];
  uploadIds?: string[];
}
export type AccountFilesOf = (db: Db, userId: string, spaceIds: string[]) => Promise<AccountFiles>;
