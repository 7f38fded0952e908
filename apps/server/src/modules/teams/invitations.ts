import crypto from 'node:crypto';
import {
  ErrorCode,
  INVITE_VALID_DAYS,
  type InvitableRole,
  type InvitationCodeData,
  type InviterData,
  type PendingInvitation,
  Role,
  type SpaceItem,
} from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { restoreMemberLinks } from '../../platform/storage/revocations.js';
import * as spaces from '../spaces/service.js';
import { findUserById } from '../users/service.js';
import { photoUrl, seatsOf } from './present.js';
import { roleValue, spaceItem, spaceNamed } from './lookup.js';

const DAY_MS = 24 * 3600 * 1000;
const digest = (code: string) => crypto.createHash('sha256').update(code).digest('hex');
const newCode = () => crypto.randomBytes(12).toString('base64url');
const roleNameOf = (role: number | null): InvitableRole => (role === Role.admin ? 'admin' : 'collaborator');

function linkOf(space: spaces.SpaceRow, now = new Date()): InvitationCodeData['link'] {
  if (!space.invite_code || !space.invite_expires_at || new Date(space.invite_expires_at) <= now) return null;
  return {
    code: space.invite_code,
    path: `/s/${space.invite_code}`,
    role_name: roleNameOf(space.invite_role),
    expires_at: new Date(space.invite_expires_at).toISOString(),
  };
}

/** The space's live invitation link, or a new one (spec 000 §6: a link that expires and can be reset). */
export async function invitationLink(ctx: AppContext, userId: string, uniqueId: string, asked?: InvitableRole): Promise<InvitationCodeData> {
  const space = await spaceNamed(ctx.db, uniqueId);
  if (space.personal) throw new AppError(ErrorCode.PERSONAL_SPACE);
  const live = linkOf(space);
  if (live && (asked === undefined || live.role_name === asked)) return { link: live };
  const role = asked ?? 'collaborator';
  const patch = {
    invite_code: newCode(),
    invite_role: roleValue(role),
    invite_expires_at: new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS),
    invite_by: userId,
  };
  await spaces.updateSpace(ctx.db, space.id, patch);
  return { link: linkOf({ ...space, ...patch }) };
}

/** Resetting the link: the old code stops working at once; a new one is made when asked for. */
export async function resetInvitationLink(ctx: AppContext, uniqueId: string): Promise<InvitationCodeData> {
  const space = await spaceNamed(ctx.db, uniqueId);
  await spaces.updateSpace(ctx.db, space.id, { invite_code: null, invite_role: null, invite_expires_at: null, invite_by: null });
  return { link: null };
}

async function assertSeatFree(db: Db, space: spaces.SpaceRow, full: ErrorCode): Promise<void> {
  const { seats, expired } = await seatsOf(db, space);
  if (expired) throw new AppError(ErrorCode.SPACE_PLAN_EXPIRED);
  if ((await spaces.countMembers(db, space.id)) >= seats) throw new AppError(full);
}

/** An invitation by email: a real mail with a link to the invitation landing, valid INVITE_VALID_DAYS. */
export async function sendInvitation(
  ctx: AppContext,
  userId: string,
  input: { unique_id: string; email: string; role: InvitableRole },
): Promise<PendingInvitation> {
  const space = await spaceNamed(ctx.db, input.unique_id);
  if (space.personal) throw new AppError(ErrorCode.PERSONAL_SPACE);
  const email = input.email.toLowerCase();
  await assertSeatFree(ctx.db, space, ErrorCode.NO_SEATS);
  const members = await spaces.listMembers(ctx.db, space.id);
  const users = await Promise.all(members.map((m) => findUserById(ctx.db, m.user_id)));
  if (users.some((u) => u?.email?.toLowerCase() === email)) throw new AppError(ErrorCode.ALREADY_MEMBER, 'This person is already a member of the space.');
  const code = newCode();
  const row = {
    id: crypto.randomUUID(),
    space_id: space.id,
    email,
    role: roleValue(input.role),
    code_hash: digest(code),
    invited_by: userId,
    created_at: new Date(),
    expires_at: new Date(Date.now() + INVITE_VALID_DAYS * DAY_MS),
  };
  await ctx.db.transaction().execute(async (trx) => {
    await spaces.dropPendingInvitations(trx, space.id, email);
    await spaces.insertInvitation(trx, row);
  });
  const inviter = await findUserById(ctx.db, userId);
  const link = `${ctx.publicOrigin()}/invite/space?inviteCode=${code}`;
  const who = inviter?.nickname ?? 'A teammate';
  try {
    await ctx.mailer.send({
      to: email,
      subject: `${who} invited you to ${space.name} on Framecast`,
      text: `${who} invited you to join the space "${space.name}" on Framecast as ${input.role}.\n\nJoin: ${link}\n\nThe invitation expires in ${INVITE_VALID_DAYS} days. If you did not expect it, ignore this email.\n`,
      html: `<p>${escapeHtml(who)} invited you to join the space <b>${escapeHtml(space.name)}</b> on Framecast as ${input.role}.</p><p><a href="${escapeHtml(link)}">Join the space</a></p><p>The invitation expires in ${INVITE_VALID_DAYS} days. If you did not expect it, ignore this email.</p>`,
    });
  } catch (err) {
    await spaces.dropPendingInvitations(ctx.db, space.id, email);
    throw Object.assign(new AppError(ErrorCode.INTERNAL, 'We could not send the email. Please try again later.'), { cause: err });
  }
  return { id: row.id, email, role_name: input.role, invited_at: row.created_at.toISOString(), expires_at: row.expires_at.toISOString() };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

type Found =
  | { kind: 'link'; space: spaces.SpaceRow; role: number; expiresAt: Date; inviterId: string | null; email: null }
  | { kind: 'email'; space: spaces.SpaceRow; role: number; expiresAt: Date; inviterId: string | null; email: string; invitation: spaces.InvitationRow };

/** What a code invites to: a space's link code, or an emailed invitation (kept as a hash). */
async function findInvitation(db: Db, code: string): Promise<Found> {
  const bySpace = await spaces.findSpaceByInviteCode(db, code);
  if (bySpace?.invite_expires_at) {
    return {
      kind: 'link',
      space: bySpace,
      role: bySpace.invite_role ?? Role.collaborator,
      expiresAt: new Date(bySpace.invite_expires_at),
      inviterId: bySpace.invite_by,
      email: null,
    };
  }
  const invitation = await spaces.findInvitationByHash(db, digest(code));
  if (!invitation || invitation.accepted_at) throw new AppError(ErrorCode.INVITE_INVALID);
  const space = await spaces.findSpaceById(db, invitation.space_id);
  if (!space) throw new AppError(ErrorCode.INVITE_INVALID);
  return {
    kind: 'email',
    space,
    role: invitation.role,
    expiresAt: new Date(invitation.expires_at),
    inviterId: invitation.invited_by,
    email: invitation.email,
    invitation,
  };
}

/** The invitation landing's facts, for anyone holding the code (signed in or not). */
export async function inviter(ctx: AppContext, code: string): Promise<InviterData> {
  const found = await findInvitation(ctx.db, code);
  if (found.expiresAt <= new Date()) throw new AppError(ErrorCode.INVITE_EXPIRED);
  const by = found.inviterId ? await findUserById(ctx.db, found.inviterId) : undefined;
  const owner = by ?? (await findUserById(ctx.db, found.space.owner_id));
  // Whoever holds the code sees these, signed in or not: links of no one.
  const links = ctx.storage.links(null);
  return {
    space_name: found.space.name,
    space_photo_url: photoUrl(links, found.space.photo_key),
    inviter_nickname: owner?.nickname ?? '',
    inviter_avatar_url: photoUrl(links, owner?.avatar_key ?? null),
    role_name: roleNameOf(found.role),
    email: found.email,
    expires_at: found.expiresAt.toISOString(),
  };
}

/**
 * Joins with a code (`POST /space/add_member`). The space's row is locked while seats are counted, so
 * any number of people joining through one link at once never take more seats than there are. The new
 * member lands in the space.
 */
export async function joinSpace(ctx: AppContext, userId: string, code: string): Promise<SpaceItem> {
  const me = await findUserById(ctx.db, userId);
  const spaceId = await ctx.db.transaction().execute(async (trx) => {
    await spaces.lockSpace(trx, (await findInvitation(trx, code)).space.id);
    // Read again under the lock: a link reset or a seat taken meanwhile counts.
    const found = await findInvitation(trx, code);
    if (found.expiresAt <= new Date()) throw new AppError(ErrorCode.INVITE_EXPIRED);
    if (found.email && found.email !== me?.email?.toLowerCase()) throw new AppError(ErrorCode.INVITE_OTHER_EMAIL);
    if (await spaces.findMember(trx, found.space.id, userId)) throw new AppError(ErrorCode.ALREADY_MEMBER);
    await assertSeatFree(trx, found.space, found.kind === 'link' ? ErrorCode.SEAT_LIMIT : ErrorCode.NO_SEATS);
    await spaces.insertSpaceMember(trx, { space_id: found.space.id, user_id: userId, role: found.role, invited_by: found.inviterId });
    // Back in the space: their links into it open again (those of before they left included, as they may see it all again).
    await restoreMemberLinks(trx, found.space.id, userId);
    if (found.kind === 'email') await spaces.markInvitationAccepted(trx, found.invitation.id, new Date());
    await spaces.setNowHere(trx, userId, found.space.id);
    return found.space.id;
  });
  return spaceItem(ctx, userId, spaceId, true);
}
