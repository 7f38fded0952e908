import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { createCustomAvatar, reviewAvatar, reviewQueue } from './custom.js';
import { createProductAvatar, cutoutDetail, startCutout } from './product.js';
import { avatarDetail, avatarFromPhoto, createMotion, deleteAvatar, deleteLook, generateAvatar, listAvatars, updateAvatar } from './service.js';

export function avatarRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.userAvatarList, ({ input, actor }) => listAvatars(ctx, actor, input));
  registerCall(app, opts, calls.userAvatarDetail, ({ input, actor }) => avatarDetail(ctx, actor, input.id));
  registerCall(app, opts, calls.userAvatarGenerate, ({ input, actor }) => generateAvatar(ctx, actor, input));
  registerCall(app, opts, calls.userAvatarFromPhoto, ({ input, actor }) => avatarFromPhoto(ctx, actor, input));
  registerCall(app, opts, calls.userAvatarUpdate, ({ input, actor }) => updateAvatar(ctx, actor, input));
  registerCall(app, opts, calls.userAvatarDelete, ({ input, actor }) => deleteAvatar(ctx, actor, input.id));
  registerCall(app, opts, calls.avatarMotion, ({ input, actor }) => createMotion(ctx, actor, input));
  registerCall(app, opts, calls.customAvatarCreate, ({ input, actor }) => createCustomAvatar(ctx, actor, input));
  registerCall(app, opts, calls.productCutout, ({ input, actor }) => startCutout(ctx, actor, input));
  registerCall(app, opts, calls.productCutoutDetail, ({ input, actor }) => cutoutDetail(ctx, actor, input.id));
  registerCall(app, opts, calls.productAvatarCreate, ({ input, actor }) => createProductAvatar(ctx, actor, input));
  registerCall(app, opts, calls.adminAvatarReviewList, ({ actor }) => reviewQueue(ctx, actor));
  registerCall(app, opts, calls.adminAvatarReview, ({ input, actor }) => reviewAvatar(ctx, actor, input));
  registerCall(app, opts, calls.avatarLookDelete, ({ input, actor }) => deleteLook(ctx, actor, input.id));
}
