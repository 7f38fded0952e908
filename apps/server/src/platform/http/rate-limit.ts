import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ErrorMessage } from '@framecast/contract';

/**
 * Per-route rate limits (the routes opt in). With Redis the counters live there, so a limit holds across
 * every API process behind a balancer; without it each process counts alone, which is right for the
 * single-process default. A Redis outage lets requests through rather than locking everyone out.
 */
export async function installRateLimits(app: FastifyInstance, redis: { url?: string; prefix: string }): Promise<void> {
  let store = {};
  if (redis.url) {
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false });
    client.on('error', (err) => app.log.warn({ err }, 'rate-limit Redis connection'));
    app.addHook('onClose', async () => {
      await client.quit().catch(() => client.disconnect());
    });
    store = { redis: client, nameSpace: `${redis.prefix}:rate:`, skipOnError: true };
  }
  await app.register(rateLimit, {
    global: false,
    ...store,
    errorResponseBuilder: (_req, c) => ({
      statusCode: 429,
      code: ErrorCode.RATE_LIMITED,
      msg: `${ErrorMessage[ErrorCode.RATE_LIMITED]} (retry in ${Math.ceil(c.ttl / 1000)} s)`,
      data: null,
    }),
  });
}
