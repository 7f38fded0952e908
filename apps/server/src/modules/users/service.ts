import crypto from 'node:crypto';
import { imageSize } from 'image-size';
import { checkUpload, ErrorCode, type FileFacts, type QuestionnaireRequest, type Tracking, type UserStatus } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import { startFreePlan } from '../billing/service.js';
import { createPersonalSpace } from '../spaces/service.js';
import * as store from './store.js';

// Other modules reach users through here: projects and assets name their rows' creators; accounts
// (deletion, a guest's transfer) removes the user row.
export { type WithCreator, withCreatorNickname, withCreatorNicknames } from './nicknames.js';
export { deleteUser, findUserByEmail, findUserById, insertGuestTransfer, searchUsers, updateUser } from './store.js';

/** A user's status ('active', 'guest', 'banned'), or undefined when there is no such user. */
export const userStatus = (db: Db, userId: string): Promise<UserStatus | undefined> => store.findUserStatus(db, userId);

const newShowId = () => String(crypto.randomInt(10_000_000, 100_000_000));

/** Creates a user with their personal space and the Free plan, inside the caller's transaction. */
export async function createAccount(
  db: Db,
  opts: { email: string; passwordHash: string | null; status: UserStatus; tracking?: Tracking; inviteCode?: string },
): Promise<User> {
  let showId = newShowId();
  while (await store.showIdTaken(db, showId)) showId = newShowId();
  const { promote_src, ...attribution } = opts.tracking ?? {};
  const user = await store
    .insertUser(db, {
      id: crypto.randomUUID(),
      email: opts.email,
      password_hash: opts.passwordHash,
      nickname: opts.status === 'guest' ? 'Guest' : opts.email.split('@')[0]!.slice(0, 40),
      avatar_key: null,
      show_id: showId,
      status: opts.status,
      is_signup_questionnaire: false,
      questionnaire: null,
      need_set_pwd: false,
      promote_src: promote_src ?? '',
      attribution: JSON.stringify(attribution),
      invite_code: opts.inviteCode ?? null,
    })
    .catch((err) => {
      if (String(err?.code) === '23505' || /unique/i.test(String(err?.message))) throw new AppError(ErrorCode.EMAIL_TAKEN);
      throw err;
    });
  await createPersonalSpace(db, user);
  await startFreePlan(db, user.id);
  return user;
}

/** Where a user's profile photos are stored (the folder, and the current one's key in case it is elsewhere). */
export const profilePhotoKeys = (user: User): string[] => [`avatars/${user.id}/`, ...(user.avatar_key ? [user.avatar_key] : [])];

export async function saveProfile(ctx: AppContext, userId: string, input: { nickname?: string; avatar?: string }): Promise<void> {
  const user = await store.findUserById(ctx.db, userId);
  if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
  let avatarKey: string | undefined;
  if (input.avatar) {
    const { bytes, ext, type } = decodeProfilePhoto(input.avatar);
    avatarKey = `avatars/${userId}/${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;
    await ctx.storage.put(avatarKey, bytes, type);
  }
  await store.updateUser(ctx.db, userId, { ...(input.nickname ? { nickname: input.nickname } : {}), ...(avatarKey ? { avatar_key: avatarKey } : {}) });
  if (avatarKey && user.avatar_key && user.avatar_key !== avatarKey) await ctx.storage.remove(user.avatar_key);
  ctx.userInfo.forget(userId);
}

/** The file extension a data URL's type names: the "file name" the rule table checks first. */
const CLAIMED_EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Image formats by their bytes (image-size), as stored; anything else is not a profile photo. */
const REAL_FORMATS: Record<string, { ext: string; type: string }> = {
  png: { ext: 'png', type: 'image/png' },
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  webp: { ext: 'webp', type: 'image/webp' },
};

/**
 * A profile photo (a data URL), decided by the shared upload rule `UPLOAD_RULES.profile_photo` (spec 000
 * §5: square, up to 2MB; PNG, JPG or WebP) on the real content: the type by magic bytes and the
 * dimensions, as the browser decided it on the name before sending. Refusals carry the rule's messages.
 */
export function decodeProfilePhoto(dataUrl: string): { bytes: Buffer; ext: string; type: string } {
  const comma = dataUrl.indexOf(',');
  const declared = /^data:([^;,]*)/.exec(dataUrl)?.[1]?.toLowerCase() ?? '';
  const bytes = Buffer.from(dataUrl.slice(comma + 1), 'base64');
  const name = `profile-photo.${CLAIMED_EXT[declared] ?? 'bin'}`;
  let seen: { width?: number; height?: number; type?: string } | null = null;
  try {
    seen = bytes.length ? imageSize(bytes) : null;
  } catch {
    seen = null; // not an image the reader knows
  }
  const real = seen?.type ? REAL_FORMATS[seen.type] : undefined;
  // A format the rule does not take (GIF, SVG, ...) or a picture without readable sides is not what the name says.
  const facts: FileFacts =
    real && seen?.width && seen.height
      ? { name, size: bytes.length, kind: 'image', width: seen.width, height: seen.height }
      : { name, size: bytes.length, kind: 'unknown' };
  const verdict = checkUpload('profile_photo', facts);
  if (!verdict.ok) throw new AppError(ErrorCode.IMAGE_INVALID, verdict.message, { fields: { avatar: verdict.message }, i18n: verdict.i18n });
  if (!real) throw new Error('unreachable: the rule took a photo of unknown kind');
  return { bytes, ext: real.ext, type: real.type };
}

export async function answerQuestionnaire(ctx: AppContext, userId: string, answers: QuestionnaireRequest): Promise<void> {
  await store.updateUser(ctx.db, userId, { is_signup_questionnaire: true, questionnaire: JSON.stringify(answers) });
  ctx.userInfo.forget(userId);
}

export async function changeEmail(ctx: AppContext, userId: string, newEmail: string, consume: (db: Db) => Promise<void>): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await consume(trx);
    const other = await store.findUserByEmail(trx, newEmail);
    if (other && other.id !== userId) throw new AppError(ErrorCode.EMAIL_TAKEN);
    await store.updateUser(trx, userId, { email: newEmail });
  });
  ctx.userInfo.forget(userId);
}

/**
 * How the app names people to their teammates (the members list's rule): the nickname, or the email
 * when there is none. One lookup per distinct user; a user who is gone is left out of the map.
 */
export async function displayNamesOf(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  const users = await Promise.all(unique.map((id) => store.findUserById(db, id)));
  return new Map(users.flatMap((u) => (u ? [[u.id, u.nickname || u.email] as const] : [])));
}
