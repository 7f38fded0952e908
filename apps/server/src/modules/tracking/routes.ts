import type { FastifyInstance } from 'fastify';
import { BEACON_PATH, PageViewBeacon } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { parseInput } from '../../platform/http/validation.js';

// The smallest transparent GIF: the beacon is loaded as an image.
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Page views of spec 000 §7.3, sent by the web app on every route change as an image beacon. */
export function trackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(BEACON_PATH, { schema: { summary: 'Page-view beacon (1x1 GIF)', tags: ['tracking'] } }, async (req, reply) => {
    const beacon = parseInput(PageViewBeacon, req.query);
    const caller = beacon.token ? await ctx.sessions.resolve(beacon.token).catch(() => null) : null;
    await ctx.db
      .insertInto('page_views')
      .values({
        user_id: caller?.userId ?? null,
        appid: beacon.appid ?? req.appId,
        path: beacon.path,
        referrer: beacon.referrer ?? null,
        payload: beacon.payload ?? null,
        trace_id: beacon.trace_id ?? null,
        client_ts: new Date(beacon.timestamp),
        ip: req.ip,
      })
      .execute();
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
  });
}
