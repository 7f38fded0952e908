import { afterAll, describe } from 'vitest';
import { queueContract } from './fixtures/queue-contract.js';
import { dropRedisPrefix, REDIS_TEST_URL, redisReachable, silentLog, uniquePrefix } from './fixtures/queue-env.js';
import { BullmqQueue } from '../src/platform/queue/bullmq-queue.js';
import type { JobQueue } from '../src/platform/queue/index.js';

const hasRedis = await redisReachable();

describe.skipIf(!hasRedis)('BullMQ job queue', () => {
  const prefixes: string[] = [];
  afterAll(async () => {
    for (const p of prefixes) await dropRedisPrefix(p);
  });

  queueContract(() => ({
    scope() {
      // A prefix per test: a worker of one test never sees another test's jobs.
      const prefix = uniquePrefix();
      prefixes.push(prefix);
      const made: JobQueue[] = [];
      return {
        async make(registry, tuning) {
          const q = new BullmqQueue({
            redisUrl: REDIS_TEST_URL,
            registry,
            log: silentLog,
            leaseSeconds: 3,
            tuning: { ...tuning, prefix, stalledIntervalMs: 1000 },
          });
          made.push(q);
          return q;
        },
        async close() {
          for (const q of made) await q.close();
        },
      };
    },
  }));
});
