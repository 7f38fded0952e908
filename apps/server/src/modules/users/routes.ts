import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import * as users from './service.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.userInfo, ({ caller }) => ctx.userInfo.get(caller!.userId, caller!.token));

  registerCall(app, opts, calls.userSave, async ({ input, caller }) => {
    await users.saveProfile(ctx, caller!.userId, input);
    return ctx.userInfo.get(caller!.userId, caller!.token);
  });

  registerCall(app, opts, calls.questionnaire, async ({ input, caller }) => {
    await users.answerQuestionnaire(ctx, caller!.userId, input);
    return ctx.userInfo.get(caller!.userId, caller!.token);
  });

  // Changing the email and deleting the account are confirmed by a code or the password: auth's routes.
  // Moving a guest's work to the account touches every module's data: accounts' routes.
}
