import type { FastifyInstance } from 'fastify';
import type { FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import { endpoints, ErrorCode, PROJECT_EVENTS_PATH, ProjectEventsQuery, ProjectStatusRequest } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../platform/http/actor.js';
import { actorOfHeader, type CallOptions } from '../../platform/http/calls.js';
import { AppError } from '../../platform/http/errors.js';
import { errorResponses } from '../../platform/http/openapi.js';
import { parseInput } from '../../platform/http/validation.js';
import { projectEvents as projectEventsOf } from '../projects/service.js';
import { projectChannel, QUEUE_CHANNEL } from './announce.js';
import { redeemStreamTicket } from './stream-tickets.js';

/** Keep-alive comment, and a re-read of every watched project in case a notification was missed. */
const HEARTBEAT_MS = 15_000;
const MAX_STREAM_MS = 30 * 60_000;

/** The route's entry in the OpenAPI document. */
const STREAM_DOC: FastifySchema = {
  summary: 'Live status of projects (server-sent events)',
  description:
    'A `project` event (data: the project summary as JSON, with `result` once its render is done) whenever a watched project changes; ' +
    `a keep-alive comment every ${HEARTBEAT_MS / 1000} s; the stream ends after ${MAX_STREAM_MS / 60_000} minutes. Either \`ids\` with the ` +
    `session token or an API key with the projects.read scope in Authorization (a key reads in its own space), or \`ticket\` from POST ` +
    `${endpoints.projectEventsTicket.path} (for EventSource, which cannot send headers; \`ids\` may narrow it).`,
  tags: ['projects'],
  querystring: ProjectEventsQuery,
  // The token or a key, or nothing but a ticket in the query.
  security: [{ token: [] }, { apiKey: [] }, {}],
  response: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses([400, 401, 403, 500], {
      401: 'No session, key or ticket, or the ticket is unknown, used, expired or for other projects (10102)',
      403: 'A banned account (50007), or an API key whose scopes do not include projects.read',
    }),
  },
};

/**
 * Server-sent events of project status (spec 000 §4 states, live). Whoever changes a render's state
 * (this process, another API process, a worker.ts) announces it on the events adapter; the stream then
 * reads those projects once and sends a `project` event for each whose status, progress or stage
 * changed, and when the queue moves it refreshes the estimates of its queued projects. A render's last
 * event carries the finished video. The caller is the session of the Authorization header (fetch
 * streaming), or a single-use stream ticket in `?ticket=` (EventSource cannot set headers). A session
 * token in the URL is refused: URLs end up in logs.
 */
export function projectEvents(app: FastifyInstance, ctx: AppContext, opts: CallOptions): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of open) end();
  });
  app.get(PROJECT_EVENTS_PATH, { schema: STREAM_DOC }, async (req, reply) => {
    const { actor, ids } = await streamCaller(req, ctx, opts);
    // The stream reads as its actor does: an API key's (or its ticket's) in the key's space only.
    const read = (batch: string[]) => projectEventsOf(ctx, actor, batch);

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');

    const last = new Map<string, { sig: string; status: string }>();
    const pending = new Set<string>();
    let reading: Promise<void> | null = null;
    /**
     * Reads the projects asked for since the last read, one read at a time, and sends what changed.
     * Nothing asked (a queue move that concerns no queued project) starts no read: the loop below would
     * end at once and clear `reading` before it is assigned, and the stream would never read again.
     */
    const refresh = (which: readonly string[]) => {
      for (const id of which) pending.add(id);
      if (!pending.size) return;
      reading ??= (async () => {
        while (pending.size) {
          const batch = [...pending];
          pending.clear();
          try {
            for (const p of await read(batch)) {
              const sig = `${p.status}|${p.progress}|${p.stage}|${p.queue_minutes}|${p.updated_at}`;
              if (last.get(p.id)?.sig === sig) continue;
              last.set(p.id, { sig, status: p.status });
              res.write(`event: project\nid: ${p.id}\ndata: ${JSON.stringify(p)}\n\n`);
            }
          } catch (err) {
            ctx.log.warn({ err }, 'project events read failed');
          }
        }
        reading = null;
      })();
    };

    const stops = [
      ...ids.map((id) => ctx.events.subscribe(projectChannel(id), () => refresh([id]))),
      ctx.events.subscribe(QUEUE_CHANNEL, () => refresh(ids.filter((id) => last.get(id)?.status === 'queued'))),
    ];
    refresh(ids);
    const beat = setInterval(() => {
      res.write(': keep-alive\n\n');
      refresh(ids);
    }, HEARTBEAT_MS);
    await new Promise<void>((resolve) => {
      const end = () => resolve();
      open.add(end);
      req.raw.once('close', end);
      setTimeout(end, MAX_STREAM_MS).unref();
    });
    for (const stop of stops) stop();
    clearInterval(beat);
    await reading;
    res.end();
  });
}

/**
 * Who watches which projects, and in which space: a ticket names all three; the header's session (the
 * spaces its user is in, as project/status) or API key (the key's space only, with projects.read) watches
 * the `ids` it asks for.
 */
async function streamCaller(req: FastifyRequest, ctx: AppContext, opts: CallOptions): Promise<{ actor: Actor; ids: string[] }> {
  const query = parseInput(ProjectEventsQuery, req.query);
  const asked = query.ids === undefined ? undefined : parseInput(ProjectStatusRequest, { ids: query.ids }).ids;
  if (query.ticket) {
    const { userId, projectIds, spaceId, byApiKey } = await redeemStreamTicket(ctx.db, query.ticket);
    if (asked?.some((id) => !projectIds.includes(id))) throw new AppError(ErrorCode.TOKEN_INVALID, 'This stream link is for other projects.');
    const space = await opts.actingSpace(userId, spaceId ?? undefined);
    const actor: Actor = { userId, status: 'active', sessionId: '', token: '', kind: byApiKey ? 'apiKey' : 'session', space };
    return { actor, ids: asked ?? projectIds };
  }
  const actor = await actorOfHeader(req, 'projects.read', opts);
  return { actor, ids: asked ?? parseInput(ProjectStatusRequest, { ids: '' }).ids };
}
