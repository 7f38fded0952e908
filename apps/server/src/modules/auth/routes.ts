import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { calls, ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { AppError } from '../../platform/http/errors.js';
import { clearSessionCookies, cookieToken, setSessionCookies } from '../../platform/http/session-cookie.js';
import { joinSpace } from '../teams/service.js';
import { findUserByEmail } from '../users/service.js';
import { createCaptcha, requireCaptcha } from './captcha.js';
import { issueCode, verifyCode } from './codes.js';
import { prepareDummyHash } from './secrets.js';
import * as auth from './service.js';
import { codeRequestsNeedCaptcha } from './throttle.js';

export function authRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  void prepareDummyHash();
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '') });

  // A session made for a browser goes into its HttpOnly cookie too; the answer keeps the token for API clients.
  const withCookie = <T extends { token: string }>(req: FastifyRequest, reply: FastifyReply, session: T): T => {
    setSessionCookies(req, reply, opts.sessionCookie, session.token);
    return session;
  };

  registerCall(app, opts, calls.login, async ({ input, req, reply }) => withCookie(req, reply, await auth.login(ctx, input, meta(req))));
  registerCall(app, opts, calls.register, async ({ input, req, reply }) => {
    const session = await auth.register(ctx, input, meta(req));
    // Signing up from an invitation joins its space. A spent or full invitation must not undo the
    // account: the invitation page says what went wrong when the new member opens it again.
    if (input.invite_code) {
      const { userId } = await ctx.sessions.resolve(session.token);
      await joinSpace(ctx, userId, input.invite_code).catch((err) => req.log.info({ err }, 'invitation not used at sign-up'));
    }
    return withCookie(req, reply, session);
  });
  registerCall(app, opts, calls.resetPassword, async ({ input, req, reply }) => {
    await auth.resetPassword(ctx, input);
    // The reset ended every session of the account: a browser holding one of them forgets it.
    const held = cookieToken(req);
    if (
      held &&
      (await ctx.sessions.resolve(held).then(
        () => false,
        () => true,
      ))
    )
      clearSessionCookies(req, reply, opts.sessionCookie);
    return null;
  });
  registerCall(app, opts, calls.setPassword, async ({ input, actor }) => {
    await auth.setFirstPassword(ctx, actor.userId, input.password);
    return null;
  });
  registerCall(app, opts, calls.guest, async ({ input, req, reply }) => withCookie(req, reply, await auth.startGuest(ctx, input, meta(req))));
  registerCall(app, opts, calls.logout, async ({ actor, req, reply }) => {
    await ctx.sessions.revokeIds(ctx.db, [actor.sessionId], 'logout');
    clearSessionCookies(req, reply, opts.sessionCookie);
    return null;
  });
  registerCall(app, opts, calls.captcha, () => createCaptcha(ctx.db));

  registerCall(app, opts, calls.sendCode, async ({ input, actor, req }) => {
    const email = input.username;
    if (await codeRequestsNeedCaptcha(ctx.db, req.ip)) await requireCaptcha(ctx.db, input.captcha_id, input.captcha);
    const existing = await findUserByEmail(ctx.db, email);
    if (input.action === 'reg' && existing) throw new AppError(ErrorCode.EMAIL_TAKEN);
    if (input.action === 'resetemail') {
      if (!actor) throw new AppError(ErrorCode.TOKEN_INVALID);
      if (actor.status === 'guest') throw new AppError(ErrorCode.GUEST_NOT_ALLOWED);
      if (existing) throw new AppError(ErrorCode.EMAIL_TAKEN);
    }
    // A reset answers alike whether or not the address has an account (the mail says which).
    const noAccount = input.action === 'resetpwd' && (!existing || existing.status === 'guest');
    return issueCode(ctx.db, ctx.mailer, {
      email,
      action: input.action,
      ip: req.ip,
      userId: input.action === 'resetemail' ? actor?.userId : undefined,
      noAccount,
    });
  });
  registerCall(app, opts, calls.checkCode, ({ input }) =>
    verifyCode(ctx.db, { ticket: input.ticket, email: input.username, action: input.action, code: input.code }),
  );

  // Account changes confirmed by a code or the password live here, with the codes and passwords they check.
  registerCall(app, opts, calls.resetEmail, async ({ input, actor }) => {
    await auth.confirmEmailChange(ctx, actor.userId, input);
    return ctx.userInfo.get(actor);
  });
  registerCall(app, opts, calls.deleteUser, async ({ input, actor }) => {
    await auth.deleteAccountWithPassword(ctx, actor.userId, input.password);
    return null;
  });
}
