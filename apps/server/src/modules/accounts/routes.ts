import type { FastifyInstance } from 'fastify';
import { calls, ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { AppError } from '../../platform/http/errors.js';
import { resumePurge } from './purge-queue.js';
import * as accounts from './service.js';

export function accountRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  void resumePurge(ctx).catch((err) => ctx.log.error({ err }, 'could not resume the purge of deleted accounts’ files'));
  // Deleting the account is confirmed by the password: auth's routes.

  registerCall(app, opts, calls.transferGuest, async ({ input, actor }) => {
    const guest = await ctx.sessions.resolve(input.guest_token).catch(() => null);
    const notTransferable = 'This free trial has already been moved to an account or has expired.';
    if (guest?.status !== 'guest') throw new AppError(ErrorCode.VALIDATION, notTransferable, { fields: { guest_token: notTransferable } });
    return { moved: await accounts.transferGuestWork(ctx, guest.userId, actor.userId) };
  });
}
