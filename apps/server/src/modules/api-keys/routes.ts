import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { createKey, listKeys, revokeKey } from './service.js';

export function apiKeyRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.apiKeyCreate, ({ input, actor }) => createKey(ctx, actor, input));
  registerCall(app, opts, calls.apiKeyList, ({ actor }) => listKeys(ctx, actor));
  registerCall(app, opts, calls.apiKeyRevoke, async ({ input, actor }) => {
    await revokeKey(ctx, actor, input.id);
    return null;
  });
}
