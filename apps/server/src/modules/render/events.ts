import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { ErrorCode, PROJECT_EVENTS_PATH, ProjectEventsQuery, ProjectStatusRequest, type ProjectSummary } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { readToken, type CallOptions } from '../../platform/http/calls.js';
import { AppError } from '../../platform/http/errors.js';
import { parseInput } from '../../platform/http/validation.js';
import { projectStatuses } from '../projects/service.js';
import { redeemStreamTicket } from './stream-tickets.js';

const TICK_MS = 1000;
const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 30 * 60_000;

/**
 * Server-sent events of project status (spec 000 §4 states, live). Renders may run in another process
 * (BullMQ workers), so the stream reads the database each second and sends a `project` event whenever
 * a project's status, progress or stage changed. The caller is the session of the Authorization header
 * (fetch streaming), or a single-use stream ticket in `?ticket=` (EventSource cannot set headers). A session
 * token in the URL is refused: URLs end up in logs.
 */
export function projectEvents(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  let shuttingDown = false;
  app.addHook('preClose', async () => {
    shuttingDown = true;
  });
  app.get(PROJECT_EVENTS_PATH, { schema: { hide: true } }, async (req, reply) => {
    const { userId, ids } = await streamCaller(req, ctx, opts);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write(`retry: 3000\n\n`);
    const last = new Map<string, string>();
    let closed = false;
    const started = Date.now();
    let lastBeat = Date.now();
    const send = (p: ProjectSummary) => res.write(`event: project\nid: ${p.id}\ndata: ${JSON.stringify(p)}\n\n`);
    req.raw.on('close', () => (closed = true));
    while (!closed && !shuttingDown && Date.now() - started < MAX_STREAM_MS) {
      try {
        const items = await projectStatuses(ctx, userId, ids);
        for (const p of items) {
          const sig = `${p.status}|${p.progress}|${p.stage}|${p.queue_minutes}|${p.updated_at}`;
          if (last.get(p.id) !== sig) {
            last.set(p.id, sig);
            send(p);
          }
        }
      } catch (err) {
        ctx.log.warn({ err }, 'project events tick failed');
      }
      if (Date.now() - lastBeat > HEARTBEAT_MS) {
        res.write(`: keep-alive\n\n`);
        lastBeat = Date.now();
      }
      await new Promise((r) => setTimeout(r, TICK_MS));
    }
    res.end();
  });
}

/** Who watches which projects: a ticket names both; the header's session watches the `ids` it asks for. */
async function streamCaller(req: FastifyRequest, ctx: AppContext, opts: CallOptions): Promise<{ userId: string; ids: string[] }> {
  const query = parseInput(ProjectEventsQuery, req.query);
  const asked = query.ids === undefined ? undefined : parseInput(ProjectStatusRequest, { ids: query.ids }).ids;
  if (query.ticket) {
    const { userId, projectIds } = await redeemStreamTicket(ctx.db, query.ticket);
    if (asked?.some((id) => !projectIds.includes(id))) throw new AppError(ErrorCode.TOKEN_INVALID, 'This stream link is for other projects.');
    return { userId, ids: asked ?? projectIds };
  }
  const token = readToken(req);
  if (!token) throw new AppError(ErrorCode.TOKEN_INVALID);
  const caller = await opts.resolveCaller(token);
  return { userId: caller.userId, ids: asked ?? parseInput(ProjectStatusRequest, { ids: '' }).ids };
}
