import type { FastifyBaseLogger } from 'fastify';
import { type Events, LocalEvents } from './local-events.js';

export { type Events, LocalEvents } from './local-events.js';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * In one process (embedded database) an emitter is all it takes; with REDIS_URL the messages go through
 * Redis pub/sub, with DATABASE_URL alone through PostgreSQL's LISTEN/NOTIFY, so API processes and
 * worker.ts processes hear each other.
 */
export async function createEvents(opts: { redisUrl?: string; redisPrefix: string; databaseUrl?: string; log: Log }): Promise<Events> {
  if (opts.redisUrl) {
    const { RedisEvents } = await import('./redis-events.js');
    return new RedisEvents(opts.redisUrl, `${opts.redisPrefix}:events`, opts.log);
  }
  if (opts.databaseUrl) {
    const { PgEvents } = await import('./pg-events.js');
    return PgEvents.connect(opts.databaseUrl, opts.log);
  }
  return new LocalEvents();
}
