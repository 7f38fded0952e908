import type { FastifyInstance } from 'fastify';
import { calls } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { registerCall, type CallOptions } from '../../platform/http/calls.js';
import { projectEvents } from './events.js';
import { issueStreamTicket } from './stream-tickets.js';
import * as render from './service.js';

export function renderRoutes(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  registerCall(app, opts, calls.creditCheck, ({ input, caller }) => render.creditCheck(ctx, caller!.userId, input.id));
  registerCall(app, opts, calls.render, ({ input, caller, req }) =>
    render.submitRender(ctx, caller!.userId, input.id, { ip: req.ip, guest: caller!.status === 'guest' }),
  );
  registerCall(app, opts, calls.renderCancel, ({ input, caller }) => render.cancelRender(ctx, caller!.userId, input.id));
  registerCall(app, opts, calls.projectEventsTicket, ({ input, caller }) => issueStreamTicket(ctx.db, caller!.userId, input.ids));
  projectEvents(app, ctx, opts);
}
