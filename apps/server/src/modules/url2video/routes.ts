import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { type Actor, registerCall, type CallOptions } from '../../platform/http/calls.js';
import { batchAnalyze, batchCreate } from './batch.js';
import { createUrlVideo, generateScripts } from './service.js';

export function url2videoRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const submitter = (req: { ip: string }, actor: Actor) => ({ ip: req.ip, guest: actor.status === 'guest', api: actor.kind === 'apiKey' });
  registerCall(app, opts, calls.scriptGenerate, ({ input, actor }) => generateScripts(ctx, actor, input));
  registerCall(app, opts, calls.url2videoCreate, ({ input, actor, req }) => createUrlVideo(ctx, actor, input, submitter(req, actor)));
  registerCall(app, opts, calls.batchAnalyze, ({ input, actor }) => batchAnalyze(ctx, actor, input.urls));
  registerCall(app, opts, calls.batchCreate, ({ input, actor, req }) => batchCreate(ctx, actor, input, submitter(req, actor)));
}
