import type { FastifyInstance } from 'fastify';
import { BEACON_PATH, BEACON_RATE_PER_MINUTE, PageViewBeacon } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../platform/http/validation.js';
import { insertPageView } from './store.js';

// The smallest transparent GIF: the beacon is loaded as an image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Page views of spec 000 §7.3, sent by the web app on every route change as an image beacon. */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Counted in the shared rate-limit store (Redis when configured), under a key of its own.
  const limit = app.createRateLimit({ max: BEACON_RATE_PER_MINUTE, timeWindow: 60_000, keyGenerator: (req) => `beacon:${req.ip}` });
  app.get(BEACON_PATH, { schema: { summary: 'Page-view beacon (1x1 GIF)', tags: ['tracking'] } }, async (req, reply) => {
    // Too many from one address, or fields over their caps: dropped quietly. An image beacon has nobody
    // to read an error, and storing them would let anyone fill the table.
    const counted = await limit(req);
    const capped = PageViewBeacon.safeParse(req.query ?? {});
    if ((!counted.isAllowed && counted.isExceeded) || (!capped.success && capped.error.issues.every((i) => i.code === 'too_big'))) {
      return reply.status(204).header('cache-control', 'no-store').send();
    }
    const beacon = parseInput(PageViewBeacon, req.query);
    const caller = beacon.token ? await ctx.sessions.resolve(beacon.token).catch(() => null) : null;
    await insertPageView(ctx.db, {
      user_id: caller?.userId ?? null,
      appid: beacon.appid ?? req.appId,
      path: beacon.path,
      referrer: beacon.referrer ?? null,
      payload: beacon.payload ?? null,
      trace_id: beacon.trace_id ?? null,
      client_ts: new Date(beacon.timestamp),
      ip: req.ip,
    });
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
}
