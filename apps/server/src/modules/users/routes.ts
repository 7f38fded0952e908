import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import * as users from './service.js';

export function userRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.userInfo, ({ actor }) => ctx.userInfo.get(actor));

  registerCall(app, opts, calls.userSave, async ({ input, actor }) => {
    await users.saveProfile(ctx, actor.userId, input);
    return ctx.userInfo.get(actor);
  });

  registerCall(app, opts, calls.questionnaire, async ({ input, actor }) => {
    await users.answerQuestionnaire(ctx, actor.userId, input);
    return ctx.userInfo.get(actor);
  });

  // Changing the email and deleting the account are confirmed by a code or the password: auth's routes.
  // Moving a guest's work to the account touches every module's data: accounts' routes.
}
