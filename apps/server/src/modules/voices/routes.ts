import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { cloneVoice, deleteClone, listClones } from './service.js';

export function voiceRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.voiceCloneList, ({ actor }) => listClones(ctx, actor));
  registerCall(app, opts, calls.voiceClone, ({ input, actor }) => cloneVoice(ctx, actor, input));
  registerCall(app, opts, calls.voiceCloneDelete, ({ input, actor }) => deleteClone(ctx, actor, input.id));
}
