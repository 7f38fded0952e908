import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { projectEvents } from './events.js';
import { issueStreamTicket } from './stream-tickets.js';
import * as render from './service.js';
import { usageDetail } from './usage.js';
import { lipSyncBoost } from './lip-sync-boost.js';

export function renderRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.creditCheck, ({ input, actor }) => render.creditCheck(ctx, actor, input.id));
  registerCall(app, opts, calls.render, ({ input, actor, req }) =>
    render.submitRender(ctx, actor, input.id, { ip: req.ip, guest: actor.status === 'guest', api: actor.kind === 'apiKey' }),
  );
  registerCall(app, opts, calls.renderCancel, ({ input, actor }) => render.cancelRender(ctx, actor, input.id));
  registerCall(app, opts, calls.projectEventsTicket, ({ input, actor }) => issueStreamTicket(ctx.db, actor, input.ids));
  registerCall(app, opts, calls.usageDetail, ({ input, actor }) => usageDetail(ctx, actor, input));
  registerCall(app, opts, calls.lipSyncBoost, ({ input, actor, req }) =>
    lipSyncBoost(ctx, actor, input.project_id, { ip: req.ip, guest: actor.status === 'guest' }),
  );
  projectEvents(app, ctx, opts);
}
