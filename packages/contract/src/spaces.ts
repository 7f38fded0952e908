import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { Email, UserSaveRequest } from './auth.js';
import { RoleName } from './enums.js';
import { Uuid } from './ids.js';

/** A team space's name (ours; the spec names no limit). */
export const SPACE_NAME_MAX = 50;
/** How long an invitation link or an emailed invitation stays valid (ours; the spec says only "expires"). */
export const INVITE_VALID_DAYS = 7;
/** Editing locks: a member's open editor renews its lock this often, and a lock not renewed for LOCK_TTL_S ends. */
export const LOCK_HEARTBEAT_S = 20;
export const LOCK_TTL_S = 60;

/** The roles an owner may give; there is one owner per space, and ownership does not move. */
export const InvitableRole = z.enum(['admin', 'collaborator']);
export type InvitableRole = z.infer<typeof InvitableRole>;

/** A space's public id (`unique_id` in the spec), as the web app and links carry it. */
export const SpaceId = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Space not found.');
/** An invitation code, from a link (/s/:code) or an invitation email. */
export const InviteCode = z
  .string()
  .trim()
  .min(8)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'This invitation is not valid.');

export const SpaceName = z
  .string()
  .trim()
  .min(1, 'Please enter a space name.')
  .max(SPACE_NAME_MAX, `A space name has at most ${SPACE_NAME_MAX} characters.`)
  .refine(isSafeName, BAD_NAME_MESSAGE);

export const SpaceItem = z.object({
  unique_id: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  /** Every account's own space: it cannot be shared, left or deleted. */
  personal: z.boolean(),
  /** 3 owner, 2 admin, 1 collaborator (spec 000 §3). */
  role: z.number().int(),
  role_name: RoleName,
  /** The space the caller works in now. */
  now_here: z.boolean(),
  owner_nickname: z.string(),
  members: z.number().int(),
  /** The seats of the owner's Team plan (1 for a personal space). */
  seats: z.number().int(),
  /** The owner's Team plan has ended: nobody can switch into the space until it is renewed. */
  plan_expired: z.boolean(),
});
export type SpaceItem = z.infer<typeof SpaceItem>;

export const SpaceListData = z.object({ list: z.array(SpaceItem) });
export type SpaceListData = z.infer<typeof SpaceListData>;

export const SpaceRef = z.object({ unique_id: SpaceId }).strict();
export type SpaceRef = z.input<typeof SpaceRef>;

export const SpaceCreateRequest = z.object({ name: SpaceName }).strict();
export type SpaceCreateRequest = z.input<typeof SpaceCreateRequest>;

export const SpaceInfoRequest = z
  .object({
    unique_id: SpaceId,
    name: SpaceName.optional(),
    /** A square profile photo up to 2 MB, as a data URL (the profile photo rule of spec 000 §5). */
    photo: UserSaveRequest.shape.avatar,
  })
  .strict()
  .refine((v) => v.name !== undefined || v.photo !== undefined, 'Nothing to save');
export type SpaceInfoRequest = z.input<typeof SpaceInfoRequest>;

export const SpaceMember = z.object({
  user_id: z.string(),
  nickname: z.string(),
  email: z.string(),
  avatar_url: z.string().nullable(),
  role: z.number().int(),
  role_name: RoleName,
  joined_at: z.string(),
  is_me: z.boolean(),
});
export type SpaceMember = z.infer<typeof SpaceMember>;

export const PendingInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role_name: InvitableRole,
  invited_at: z.string(),
  expires_at: z.string(),
});
export type PendingInvitation = z.infer<typeof PendingInvitation>;

export const SpaceMembersData = z.object({
  list: z.array(SpaceMember),
  invitations: z.array(PendingInvitation),
  /** 'n of m': members use seats; pending invitations do not until accepted. */
  seats: z.number().int(),
  used: z.number().int(),
});
export type SpaceMembersData = z.infer<typeof SpaceMembersData>;

export const SpaceRoleRequest = z.object({ unique_id: SpaceId, user_id: Uuid('Member not found.'), role: InvitableRole }).strict();
export type SpaceRoleRequest = z.input<typeof SpaceRoleRequest>;

export const SpaceMemberRef = z.object({ unique_id: SpaceId, user_id: Uuid('Member not found.') }).strict();
export type SpaceMemberRef = z.input<typeof SpaceMemberRef>;

/** Joining with a code from a link or an invitation email (the /s/:code and /invite/space pages). */
export const AddMemberRequest = z.object({ invite_code: InviteCode }).strict();
export type AddMemberRequest = z.input<typeof AddMemberRequest>;

/** `role` absent: the live link whatever its role, or a new collaborator link; given: a link for that role. */
export const InvitationCodeRequest = z.object({ unique_id: SpaceId, role: InvitableRole.optional() }).strict();
export type InvitationCodeRequest = z.input<typeof InvitationCodeRequest>;

export const InvitationLink = z.object({
  code: z.string(),
  /** The app's path that joins with it: /s/<code>. */
  path: z.string(),
  role_name: InvitableRole,
  expires_at: z.string(),
});
export type InvitationLink = z.infer<typeof InvitationLink>;
/** The space's current link, if one is live. */
export const InvitationCodeData = z.object({ link: InvitationLink.nullable() });
export type InvitationCodeData = z.infer<typeof InvitationCodeData>;

export const SendInviteEmailRequest = z.object({ unique_id: SpaceId, email: Email, role: InvitableRole.default('collaborator') }).strict();
export type SendInviteEmailRequest = z.input<typeof SendInviteEmailRequest>;

export const SpaceTokenData = z.object({ unique_id: z.string(), token: z.string() });
export type SpaceTokenData = z.infer<typeof SpaceTokenData>;

export const InviterRequest = z.object({ invite_code: InviteCode }).strict();
export type InviterRequest = z.input<typeof InviterRequest>;
/** Who invited, to which space and role: what the invitation landing shows before anyone signs in. */
export const InviterData = z.object({
  space_name: z.string(),
  space_photo_url: z.string().nullable(),
  inviter_nickname: z.string(),
  inviter_avatar_url: z.string().nullable(),
  role_name: InvitableRole,
  /** Set when the invitation was sent to one address: only that account may accept it. */
  email: z.string().nullable(),
  expires_at: z.string(),
});
export type InviterData = z.infer<typeof InviterData>;

export const JoinData = z.object({ space: SpaceItem });
export type JoinData = z.infer<typeof JoinData>;

/** Editing locks (`GET /template/can_i_edit`): whether the caller may edit a draft now, and who holds it if not. */
export const CanIEditRequest = z.object({ id: Uuid('Draft not found.') }).strict();
export type CanIEditRequest = z.input<typeof CanIEditRequest>;
export const CanIEditData = z.object({
  can_edit: z.boolean(),
  /** The member editing it now, when someone else is. */
  editor_nickname: z.string().nullable(),
  heartbeat_s: z.number().int(),
});
export type CanIEditData = z.infer<typeof CanIEditData>;
