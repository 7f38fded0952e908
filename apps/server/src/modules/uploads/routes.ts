import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { cancelUpload } from './cleanup.js';
import { completeUpload } from './complete.js';
import { signUpload, tempCredentials } from './sign.js';
import { createTusServer, tusRoutes } from './tus.js';

export function uploadRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const { server, datastore } = createTusServer(ctx);
  registerCall(app, opts, calls.uploadSign, ({ input, actor }) => signUpload(ctx, actor, input));
  registerCall(app, opts, calls.uploadSts, ({ input, actor }) => tempCredentials(ctx, actor, input));
  registerCall(app, opts, calls.uploadComplete, ({ input, actor }) => completeUpload(ctx, datastore, actor, input.upload_id));
  registerCall(app, opts, calls.uploadCancel, async ({ input, actor }) => {
    await cancelUpload(ctx, datastore, actor.userId, input.upload_id);
    return null;
  });
  tusRoutes(app, server);
}
