import { ErrorCode, type Tracking, type UserInfo } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { clientNetwork } from '../../platform/http/client-network.js';
import { AppError } from '../../platform/http/errors.js';
import { deleteAccount } from '../accounts/service.js';
import { changeEmail, createAccount, findUserByEmail, findUserById, updateUser } from '../users/service.js';
import { requireCaptcha } from './captcha.js';
import { consumeTicket, verifyCode } from './codes.js';
import { hashPassword, verifyPassword } from './secrets.js';
import { clearLoginFailures, guestTrialNeedsCaptcha, loginNeedsCaptcha, recordGuestTrial, recordLoginFailure } from './throttle.js';

export interface ClientMeta {
  ip: string;
  userAgent?: string;
}

/**
 * Sign in. After LOGIN_FAILS_BEFORE_CAPTCHA failures for the account or the IP within the window, a
 * correct captcha must come with the request (10204 without one, 10201 when wrong).
 */
export async function login(
  ctx: AppContext,
  input: { username: string; password: string; captcha_id?: string; captcha?: string } & Tracking,
  meta: ClientMeta,
): Promise<UserInfo> {
  const email = input.username;
  if (await loginNeedsCaptcha(ctx.db, email, meta.ip)) await requireCaptcha(ctx.db, input.captcha_id, input.captcha);
  const user = await findUserByEmail(ctx.db, email);
  // The password is checked whatever the account (unknown, a guest, no password) so every refusal takes
  // one argon2 verification's time and none tells that an email is registered.
  const passwordOk = await verifyPassword(user && user.status !== 'guest' ? user.password_hash : null, input.password);
  if (!user || user.status === 'guest' || !passwordOk) {
    await recordLoginFailure(ctx.db, email, meta.ip);
    throw new AppError(ErrorCode.LOGIN_FAILED);
  }
  if (user.status === 'banned') throw new AppError(ErrorCode.BANNED);
  await clearLoginFailures(ctx.db, email);
  const token = await ctx.db.transaction().execute(async (trx) => {
    // First-touch attribution: a user who came without it keeps what this sign-in brings.
    const { promote_src, ...rest } = input;
    const attribution = pickAttribution(rest);
    if (Object.keys(attribution).length && JSON.stringify(user.attribution ?? {}) === '{}') {
      await updateUser(trx, user.id, { attribution: JSON.stringify(attribution), ...(promote_src && !user.promote_src ? { promote_src } : {}) });
    }
    return ctx.sessions.create(trx, user.id, meta);
  });
  ctx.userInfo.forget(user.id);
  return ctx.userInfo.get({ userId: user.id, token, space: await ctx.actors.of(user.id) });
}

const ATTRIBUTION_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'fpr',
  'promote',
  'first_visit_time',
  'page_source',
  'page_source_referrer',
  'source',
] as const;
function pickAttribution(input: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(ATTRIBUTION_KEYS.filter((k) => input[k] !== undefined && input[k] !== '').map((k) => [k, input[k]]));
}

export async function register(
  ctx: AppContext,
  input: { username: string; password: string; ticket: string; invite_code?: string } & Tracking,
  meta: ClientMeta,
): Promise<UserInfo> {
  const passwordHash = await hashPassword(input.password);
  const { user, token } = await ctx.db.transaction().execute(async (trx) => {
    await consumeTicket(trx, { ticket: input.ticket, email: input.username, action: 'reg' });
    if (await findUserByEmail(trx, input.username)) throw new AppError(ErrorCode.EMAIL_TAKEN);
    const user = await createAccount(trx, {
      email: input.username,
      passwordHash,
      status: 'active',
      tracking: { ...pickAttribution(input), ...(input.promote_src ? { promote_src: input.promote_src } : {}) },
      inviteCode: input.invite_code,
    });
    return { user, token: await ctx.sessions.create(trx, user.id, meta) };
  });
  return ctx.userInfo.get({ userId: user.id, token, space: await ctx.actors.of(user.id) });
}

export async function resetPassword(ctx: AppContext, input: { username: string; password: string; ticket: string }): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const userId = await ctx.db.transaction().execute(async (trx) => {
    await consumeTicket(trx, { ticket: input.ticket, email: input.username, action: 'resetpwd' });
    const user = await findUserByEmail(trx, input.username);
    if (!user || user.status === 'guest') throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND);
    await updateUser(trx, user.id, { password_hash: passwordHash, need_set_pwd: false });
    // A new password signs out every device that knew the old one.
    await ctx.sessions.revokeAllForUser(trx, user.id, 'password');
    return user.id;
  });
  await clearLoginFailures(ctx.db, input.username);
  ctx.userInfo.forget(userId);
}

export async function setFirstPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError(ErrorCode.TOKEN_INVALID);
  if (!user.need_set_pwd && user.password_hash) throw new AppError(ErrorCode.PASSWORD_ALREADY_SET);
  await updateUser(ctx.db, userId, { password_hash: await hashPassword(password), need_set_pwd: false });
  ctx.userInfo.forget(userId);
}

/**
 * A free-trial user with no email or password; their token doubles as the guest_token. Past
 * GUEST_TRIALS_PER_IP trials from one IP in a day, a correct captcha must come with the call.
 */
export async function startGuest(
  ctx: AppContext,
  input: { captcha_id?: string; captcha?: string },
  meta: ClientMeta,
): Promise<{ token: string; guest_token: string }> {
  const network = clientNetwork(meta.ip);
  if (await guestTrialNeedsCaptcha(ctx.db, network, ctx.config.guestTrialsPerIp)) await requireCaptcha(ctx.db, input.captcha_id, input.captcha);
  const token = await ctx.db.transaction().execute(async (trx) => {
    await recordGuestTrial(trx, network);
    const user = await createAccount(trx, { email: `guest-${crypto.randomUUID()}@guest.invalid`, passwordHash: null, status: 'guest' });
    return ctx.sessions.create(trx, user.id, meta);
  });
  return { token, guest_token: token };
}

/** A new email address, confirmed by the code mailed to it; the verified ticket is spent with the change. */
export async function confirmEmailChange(ctx: AppContext, userId: string, input: { username: string; ticket: string; code: string }): Promise<void> {
  const email = input.username;
  const { ticket } = await verifyCode(ctx.db, { ticket: input.ticket, email, action: 'resetemail', code: input.code, userId });
  await changeEmail(ctx, userId, email, (trx) => consumeTicket(trx, { ticket, email, action: 'resetemail' }));
}

/** Deletes the caller's account once their password is confirmed. */
export async function deleteAccountWithPassword(ctx: AppContext, userId: string, password: string): Promise<void> {
  const user = await findUserById(ctx.db, userId);
  if (!user || !(await verifyPassword(user.password_hash, password))) throw new AppError(ErrorCode.PASSWORD_WRONG);
  await deleteAccount(ctx, user);
}
