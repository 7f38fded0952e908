import { expect, it } from 'vitest';
import { z } from 'zod';
import { LocalEvents } from '../src/platform/events/index.js';
import { registerJobHandlers } from '../src/jobs.js';
import { loadConfig } from '../src/config.js';
import { defineJob, JobRegistry } from '../src/platform/queue/jobs.js';
import { LocalQueue } from '../src/platform/queue/local-queue.js';
import { startScheduler } from '../src/platform/queue/scheduler.js';
import { openTestDb, silentLog, waitFor } from './fixtures/queue-env.js';

it("declares the app's periodic work as scheduled jobs", () => {
  const registry = registerJobHandlers(new JobRegistry(), {
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    db: null as never,
    log: silentLog,
    events: new LocalEvents(),
  });
  expect(
    registry
      .schedules()
      .map((s) => s.name)
      .sort(),
  ).toEqual(['billing.renew', 'outbox.deliver', 'render.cache-prune', 'uploads.sweep']);
});

// Two worker processes' schedulers on one jobs table: the job runs again and again, never two copies at
// once, and the table keeps one row for it however often it ran.
it('runs a scheduled job every period under one id, from two schedulers at once', async () => {
  const db = await openTestDb('pglite');
  let runs = 0;
  let running = 0;
  let overlap = false;
  const tick = defineJob({
    name: 'test.tick',
    version: 1,
    payload: z.object({}),
    every: 150,
    maxAttempts: 1,
    handler: async () => async () => {
      overlap ||= running > 0;
      running++;
      await new Promise((r) => setTimeout(r, 30));
      running--;
      runs++;
    },
  });
  const registry = new JobRegistry().register(tick);
  const queue = new LocalQueue({ db: db.handle.db, registry, log: silentLog, leaseSeconds: 30, embedded: true, tuning: { pollMs: 20 } });
  await queue.startWorker({ concurrency: 2 });
  const stops = [startScheduler({ queue, registry, log: silentLog }), startScheduler({ queue, registry, log: silentLog })];
  try {
    await waitFor('five runs', async () => runs >= 5, 10_000);
    expect(overlap).toBe(false);
    const rows = await db.handle.db.selectFrom('jobs').select('id').where('name', '=', 'test.tick').execute();
    expect(rows).toHaveLength(1);
  } finally {
    for (const stop of stops) stop();
    await queue.close();
    await db.remove();
  }
});
