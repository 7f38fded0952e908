import { calls } from '@framecast/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { builtinMusicRoute } from './music-route.js';
import { createTemplate, deleteTemplate, listTemplates, openTemplate, requestPreview, templateDetail, updateTemplate } from './service.js';

export function templateRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.templateList, ({ input, actor }) => listTemplates(ctx, actor, input));
  registerCall(app, opts, calls.templateDetail, ({ input, actor }) => templateDetail(ctx, actor, input.id));
  registerCall(app, opts, calls.templatePreview, ({ input, actor }) => requestPreview(ctx, actor, input.id));
  registerCall(app, opts, calls.templateCreate, ({ input, actor }) => createTemplate(ctx, actor, input));
  registerCall(app, opts, calls.templateDocument, ({ input, actor }) => openTemplate(ctx, actor, input.id));
  registerCall(app, opts, calls.templateUpdate, ({ input, actor }) => updateTemplate(ctx, actor, input));
  registerCall(app, opts, calls.templateDelete, ({ input, actor }) => deleteTemplate(ctx, actor, input.id));
  builtinMusicRoute(app, ctx);
}
