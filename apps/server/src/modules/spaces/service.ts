import crypto from 'node:crypto';
import { ErrorCode, Role, type RoleName } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Actor } from '../../platform/http/actor.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store.js';

// Team spaces' rows, for the teams module (membership, invitations, the current space).
export {
  countMembers,
  countTeamSpacesOwned,
  deleteMember,
  deleteSpace,
  dropPendingInvitations,
  findInvitationByHash,
  findCurrentSpaceId,
  findMember,
  findRole,
  findSpaceById,
  findSpaceByInviteCode,
  findSpaceByUniqueId,
  insertInvitation,
  insertSpace,
  insertSpaceMember,
  type InvitationRow,
  listMembers,
  listPendingInvitations,
  listSpacesOf,
  markInvitationAccepted,
  setNowHere,
  setRole,
  type SpaceRow,
  updateSpace,
} from './store.js';

// The access rule for work in a space, for the modules whose rows live in spaces.
export { assertCanManage, canManage, canManageEach, membersVisibility, NOT_YOURS, roleIn, visibilityOf } from './policy.js';
import { roleIn } from './policy.js';

/**
 * Locks a space's row until the caller's transaction ends, so checks and writes against the space (its
 * storage quota, say) run one at a time. False when there is no such space.
 */
export const lockSpace = (db: Db, spaceId: string): Promise<boolean> => store.lockSpace(db, spaceId);

/** Locks the user's personal space: what serialises their account-wide changes (making team spaces). */
export async function lockPersonalSpace(db: Db, userId: string): Promise<boolean> {
  const id = await store.findPersonalSpaceId(db, userId);
  return id ? store.lockSpace(db, id) : false;
}

/**
 * Locks every space the user owns, in one order, until the caller's transaction ends: what a seat change
 * holds, so no join (which locks its space) or new space (the personal space) takes a seat being given back.
 */
export async function lockOwnedSpaces(db: Db, userId: string): Promise<void> {
  for (const id of (await store.findOwnedSpaceIds(db, userId)).sort()) await store.lockSpace(db, id);
}

/** Whose plan a space's limits (its storage quota) follow; throws when there is no such space. */
export const spaceOwnerId = (db: Db, spaceId: string): Promise<string> => store.spaceOwnerId(db, spaceId);

export const roleName = (role: number): RoleName => (role === Role.owner ? 'owner' : role === Role.admin ? 'admin' : 'collaborator');

/** The actor's role, by name, in the space named by its public id, for permission checks (null: not a member). */
export async function spaceRoleOf(db: Db, actor: Actor, spaceUniqueId: string): Promise<RoleName | null> {
  const space = await store.findSpaceByUniqueId(db, spaceUniqueId);
  const role = space ? await roleIn(db, actor, space.id) : null;
  return role === null ? null : roleName(role);
}

/** Every account owns one personal space from the start; team spaces come with the spaces issue. */
export async function createPersonalSpace(db: Db, user: { id: string; nickname: string }): Promise<string> {
  const id = crypto.randomUUID();
  await store.insertSpace(db, {
    id,
    unique_id: crypto.randomBytes(9).toString('base64url'),
    name: `${user.nickname}'s space`,
    owner_id: user.id,
    personal: true,
    seats: 1,
  });
  await store.insertSpaceMember(db, { space_id: id, user_id: user.id, role: Role.owner });
  return id;
}

/** Moves what a guest's personal space holds to another user's personal space (`toSpaceId`). Returns rows moved. */
export type WorkTransfer = (db: Db, fromUserId: string, toUserId: string, toSpaceId: string) => Promise<number>;

/** The user's personal space, which every account has from the start. */
export async function personalSpaceId(db: Db, userId: string): Promise<string> {
  const id = await store.findPersonalSpaceId(db, userId);
  if (!id) throw new AppError(ErrorCode.NOT_FOUND, 'Your workspace was not found.');
  return id;
}

/**
 * Seats an owner's subscription must keep (spec 000 §6): at least the members of their biggest space and
 * the number of team spaces they own, and never fewer than 1.
 */
export async function seatsInUse(db: Db, ownerId: string): Promise<number> {
  const use = await store.seatUse(db, ownerId);
  return Math.max(1, use.members, use.spaces);
}

/** Throws the spec's error when `seats` would not cover the owner's team spaces or a space's members. */
export async function assertSeatsCover(db: Db, ownerId: string, seats: number): Promise<void> {
  const use = await store.seatUse(db, ownerId);
  const inUse = Math.max(1, use.members, use.spaces);
  if (use.spaces > seats) throw new AppError(ErrorCode.SPACES_EXCEED_SEATS, undefined, { seats_in_use: inUse });
  if (use.members > seats) throw new AppError(ErrorCode.MEMBERS_EXCEED_SEATS, undefined, { seats_in_use: inUse });
}

/** The spaces a user owns: deleting the account deletes them and everything in them. */
export async function ownedSpaceIds(db: Db, userId: string): Promise<string[]> {
  return store.findOwnedSpaceIds(db, userId);
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
  /** Voices enrolled at the voice-clone engine, to forget there too. */
  clonedVoiceIds?: string[];
}
/** `userId` null: only what the spaces hold (a team space being deleted), not what the user made elsewhere. */
export type AccountFilesOf = (db: Db, userId: string | null, spaceIds: string[]) => Promise<AccountFiles>;
