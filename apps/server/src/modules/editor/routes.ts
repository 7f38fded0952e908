import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { previewSpeech } from './service.js';

export function editorRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.editorSpeech, ({ input, actor }) => previewSpeech(ctx, actor, input.segments));
}
