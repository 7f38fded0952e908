import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { photoFaces } from './faces.js';

export function talkingPhotoRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.photoFaces, ({ input, actor }) => photoFaces(ctx, actor, input.id));
}
