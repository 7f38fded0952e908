import type { Config } from '../../config.js';
import type { Db } from '../db/index.js';
import type { JobLogger, JobRegistry } from './jobs.js';
import { LocalQueue } from './local-queue.js';
import type { QueueTuning } from './timing.js';
import type { JobQueue } from './types.js';

export * from './jobs.js';
export type { JobQueue } from './types.js';
export type { QueueTuning } from './timing.js';

/**
 * BullMQ when REDIS_URL is set, else jobs as rows in the database. BullMQ is imported only when used,
 * so the embedded setup never loads it.
 */
export async function createQueue(opts: {
  config: Pick<Config, 'redisUrl' | 'redisPrefix' | 'databaseUrl' | 'jobLeaseSeconds'>;
  db: Db;
  log: JobLogger;
  registry: JobRegistry;
  tuning?: QueueTuning;
}): Promise<JobQueue> {
  const { config, registry, tuning } = opts;
  const log = opts.log.child({ component: 'queue' });
  if (config.redisUrl) {
    const { BullmqQueue } = await import('./bullmq-queue.js');
    return new BullmqQueue({
      redisUrl: config.redisUrl,
      registry,
      log,
      leaseSeconds: config.jobLeaseSeconds,
      tuning: { prefix: config.redisPrefix, ...tuning },
    });
  }
  return new LocalQueue({ db: opts.db, registry, log, leaseSeconds: config.jobLeaseSeconds, embedded: !config.databaseUrl, tuning });
}
