import crypto from 'node:crypto';
import { ErrorCode, Role, type SpaceInfoRequest, type SpaceItem, type SpaceMember, type SpaceMembersData, type SpaceRoleRequest } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { revokeMemberLinks } from '../../platform/storage/revocations.js';
import { deleteSpaceWithFiles } from '../accounts/service.js';
import { teamSeats } from '../billing/service.js';
import * as spaces from '../spaces/service.js';
import { decodeProfilePhoto } from '../users/service.js';
import { memberRole, spaceItem, spaceNamed } from './lookup.js';
import { presentMember, seatsOf } from './present.js';
import type { Actor } from '../../platform/http/actor.js';

// Joining with an invitation code, for sign-up (spec 000 §3: invite_code on register).
export { joinSpace } from './invitations.js';

/** A team space, for a Team owner with a seat for it (spec 000 §6: spaces owned ≤ seats). */
export async function createSpace(ctx: AppContext, actor: Actor, name: string): Promise<SpaceItem> {
  const team = await teamSeats(ctx.db, actor.userId);
  if (!team.team) throw new AppError(ErrorCode.TEAM_PLAN_REQUIRED);
  const id = crypto.randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    // Two requests at once must not both take the last seat: the owner's personal space is the lock.
    if (!(await spaces.lockPersonalSpace(trx, actor.userId))) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
    // The seats read again under the lock: a seat change that just gave some back counts.
    const { seats } = await teamSeats(trx, actor.userId);
    if ((await spaces.countTeamSpacesOwned(trx, actor.userId)) >= seats) throw new AppError(ErrorCode.MAX_SPACES);
    await spaces.insertSpace(trx, {
      id,
      unique_id: crypto.randomBytes(9).toString('base64url'),
      name,
      owner_id: actor.userId,
      personal: false,
      seats,
    });
    await spaces.insertSpaceMember(trx, { space_id: id, user_id: actor.userId, role: Role.owner });
  });
  return spaceItem(ctx, actor.userId, id, false);
}

export async function saveSpaceInfo(ctx: AppContext, actor: Actor, input: SpaceInfoRequest): Promise<SpaceItem> {
  const space = await spaceNamed(ctx.db, input.unique_id);
  if (space.personal && input.name !== undefined) throw new AppError(ErrorCode.PERSONAL_SPACE);
  let photoKey: string | undefined;
  if (input.photo !== undefined) {
    const photo = decodeProfilePhoto(input.photo);
    photoKey = `spaces/${space.id}/photo-${crypto.randomBytes(6).toString('hex')}.${photo.ext}`;
    await ctx.storage.put(photoKey, photo.bytes, photo.type);
  }
  await spaces.updateSpace(ctx.db, space.id, { ...(input.name !== undefined ? { name: input.name } : {}), ...(photoKey ? { photo_key: photoKey } : {}) });
  if (photoKey && space.photo_key) await ctx.storage.remove(space.photo_key).catch((err) => ctx.log.warn({ err }, 'old space photo not removed'));
  return spaceItem(ctx, actor.userId, space.id, space.id === actor.space.id);
}

export async function spaceMembers(ctx: AppContext, actor: Actor, uniqueId: string): Promise<SpaceMembersData> {
  const space = await spaceNamed(ctx.db, uniqueId);
  const [rows, pending, { seats }] = await Promise.all([
    spaces.listMembers(ctx.db, space.id),
    spaces.listPendingInvitations(ctx.db, space.id, new Date()),
    seatsOf(ctx.db, space),
  ]);
  const members = (await Promise.all(rows.map((r) => presentMember(ctx, r, actor.userId)))).filter((m): m is SpaceMember => m !== null);
  // Collaborators see who is in the space; who was invited is for those who manage members.
  const manages = (await memberRole(ctx.db, space.id, actor)) >= Role.admin;
  return {
    list: members,
    invitations: manages
      ? pending.map((i) => ({
          id: i.id,
          email: i.email,
          role_name: i.role === Role.admin ? 'admin' : 'collaborator',
          invited_at: new Date(i.created_at).toISOString(),
          expires_at: new Date(i.expires_at).toISOString(),
        }))
      : [],
    seats,
    used: members.length,
  };
}

/**
 * Who may change whom: the owner anyone but themself; an admin only collaborators. Nobody becomes
 * owner: a space keeps the owner whose plan pays for it.
 */
function assertMayChange(actorRole: number, targetRole: number): void {
  if (targetRole === Role.owner) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
  if (actorRole !== Role.owner && targetRole !== Role.collaborator) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED);
}

export async function changeRole(ctx: AppContext, actor: Actor, input: SpaceRoleRequest): Promise<SpaceMember> {
  const space = await spaceNamed(ctx.db, input.unique_id);
  if (space.personal) throw new AppError(ErrorCode.PERSONAL_SPACE);
  const [mine, target] = await Promise.all([memberRole(ctx.db, space.id, actor), spaces.findMember(ctx.db, space.id, input.user_id)]);
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, 'Member not found.');
  assertMayChange(mine, target.role);
  const role = input.role === 'admin' ? Role.admin : Role.collaborator;
  await spaces.setRole(ctx.db, space.id, input.user_id, role);
  const shown = await presentMember(ctx, { ...target, role }, actor.userId);
  if (!shown) throw new AppError(ErrorCode.NOT_FOUND, 'Member not found.');
  return shown;
}

export async function removeMember(ctx: AppContext, actor: Actor, uniqueId: string, memberId: string): Promise<void> {
  const space = await spaceNamed(ctx.db, uniqueId);
  const [mine, target] = await Promise.all([memberRole(ctx.db, space.id, actor), spaces.findMember(ctx.db, space.id, memberId)]);
  if (!target) throw new AppError(ErrorCode.NOT_FOUND, 'Member not found.');
  if (memberId === actor.userId) throw new AppError(ErrorCode.ROLE_NOT_ALLOWED, 'To leave the space, use Leave.');
  assertMayChange(mine, target.role);
  await endMembership(ctx, space.id, memberId);
}

/** Out of the space, and out of its files: the links they were given there stop opening now, not when they expire. */
async function endMembership(ctx: AppContext, spaceId: string, userId: string): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await spaces.deleteMember(trx, spaceId, userId);
    await revokeMemberLinks(trx, spaceId, userId);
  });
}

export async function leaveSpace(ctx: AppContext, actor: Actor, uniqueId: string): Promise<void> {
  const space = await spaceNamed(ctx.db, uniqueId);
  if (space.personal) throw new AppError(ErrorCode.PERSONAL_SPACE);
  if (space.owner_id === actor.userId) throw new AppError(ErrorCode.OWNER_CANNOT_LEAVE);
  await endMembership(ctx, space.id, actor.userId);
}

/** Spec 000 §6: the owner deletes a space only once every member is removed; its files go with it. */
export async function deleteSpace(ctx: AppContext, uniqueId: string): Promise<void> {
  const space = await spaceNamed(ctx.db, uniqueId);
  if (space.personal) throw new AppError(ErrorCode.PERSONAL_SPACE);
  await deleteSpaceWithFiles(ctx, space.id, async (trx) => {
    await spaces.lockSpace(trx, space.id);
    if ((await spaces.countMembers(trx, space.id)) > 1) throw new AppError(ErrorCode.SPACE_HAS_MEMBERS);
    await spaces.deleteSpace(trx, space.id);
  });
}

/**
 * Switching spaces (`GET /space/space_token`): the member works there from now on, on every page and
 * device. A team space whose owner's plan has ended cannot be entered (spec 000 §4).
 */
export async function switchSpace(ctx: AppContext, actor: Actor, uniqueId: string): Promise<void> {
  const space = await spaceNamed(ctx.db, uniqueId);
  if ((await seatsOf(ctx.db, space)).expired) throw new AppError(ErrorCode.SPACE_PLAN_EXPIRED);
  await spaces.setNowHere(ctx.db, actor.userId, space.personal ? null : space.id);
}
