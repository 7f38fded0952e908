import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { describe, expect, it, type TestContext } from 'vitest';
import { postgresReachable } from './helper.js';
import {
  createPgDatabase,
  dropRedisPrefix,
  REDIS_TEST_URL,
  redisReachable,
  silentLog,
  spawnNode,
  uniquePrefix,
  waitFor,
  type NodeChild,
} from './fixtures/queue-env.js';
import { createEffectTables, pgEffects, redisEffects, slowEffectJob, SLOW_JOB } from './fixtures/queue-jobs.js';
import { loadConfig } from '../src/config.js';
import { registerJobHandlers } from '../src/jobs.js';
import { LocalEvents } from '../src/platform/events/index.js';
import { openDatabase } from '../src/platform/db/index.js';
import { BullmqQueue } from '../src/platform/queue/bullmq-queue.js';
import { JobRegistry, type JobQueue } from '../src/platform/queue/index.js';
import { LocalQueue } from '../src/platform/queue/local-queue.js';

/** Worker processes: one killed with SIGKILL mid-job, and the real worker.ts. The tests mostly wait, so they run side by side. */

const hasPg = await postgresReachable();
const hasRedis = await redisReachable();
const WORKER_FIXTURE = 'apps/server/test/fixtures/queue-worker.ts';
const LEASE = 2;
/** Child processes start slowly on a busy machine; normally each test takes 3-6 s. */
const SLOW = { timeout: 120_000 };

type Finally = TestContext['onTestFinished'];

function killWhenDone(w: NodeChild, onTestFinished: Finally) {
  onTestFinished(async () => {
    if (w.child.exitCode === null && w.child.signalCode === null) w.child.kill('SIGKILL');
    await w.exited;
  });
}

/** Starts a child worker, waits until it has started the job, and kills it without a chance to clean up. */
async function killMidJob(env: Record<string, string>, startedBy: (pid: number) => Promise<boolean>, onTestFinished: Finally): Promise<number> {
  const w = spawnNode(WORKER_FIXTURE, env);
  killWhenDone(w, onTestFinished);
  const pid = w.child.pid!;
  await waitFor(
    () => `the child worker to start the job (output: ${w.output()})`,
    () => startedBy(pid),
    45_000,
  );
  process.kill(pid, 'SIGKILL');
  expect(await w.exited).toBeNull();
  return pid;
}

describe('job worker processes', () => {
  it.skipIf(!hasPg).concurrent(
    'killed mid-job (local queue on PostgreSQL): another worker finishes the job after the lease runs out, and its effect happens once',
    SLOW,
    async ({ expect, onTestFinished }) => {
      const pg = await createPgDatabase();
      onTestFinished(() => pg.drop());
      const database = await openDatabase({ databaseUrl: pg.url, dataDir: os.tmpdir() });
      onTestFinished(() => database.close());
      const db = database.db as unknown as Kysely<any>;
      await createEffectTables(db);
      const registry = new JobRegistry().register(slowEffectJob(pgEffects(db)));
      const local = () => new LocalQueue({ db: database.db, registry, log: silentLog, leaseSeconds: LEASE, embedded: false, tuning: { pollMs: 100 } });
      await local().enqueue(SLOW_JOB, { ms: 1500 }, { jobId: 'render-crash' });

      const starts = () => db.selectFrom('queue_test_starts').select(['attempt', 'pid']).orderBy('attempt').execute();
      const killed = await killMidJob(
        { QUEUE_MODE: 'local', DATABASE_URL: pg.url, JOB_LEASE_SECONDS: String(LEASE) },
        async (pid) => (await starts()).some((s) => s.pid === pid),
        onTestFinished,
      );

      const survivor = local();
      onTestFinished(() => survivor.close());
      const t0 = Date.now();
      await survivor.startWorker({ concurrency: 1 });
      const info = await waitFor(
        'the job to finish',
        async () => ((await survivor.get('render-crash'))?.status === 'done' ? survivor.get('render-crash') : null),
        15_000,
      );
      expect(Date.now() - t0).toBeLessThan((LEASE + 10) * 1000);
      expect(info).toMatchObject({ attempts: 2, error: null });
      expect(await starts()).toEqual([
        { attempt: 1, pid: killed },
        { attempt: 2, pid: process.pid },
      ]);
      expect(await db.selectFrom('queue_test_effects').selectAll().execute()).toEqual([{ job_id: 'render-crash', pid: process.pid }]);
    },
  );

  it.skipIf(!hasRedis).concurrent(
    'killed mid-job (BullMQ on Redis): another worker re-runs the stalled job after its lock expires, and its effect happens once',
    SLOW,
    async ({ expect, onTestFinished }) => {
      const prefix = uniquePrefix();
      const redis = new Redis(REDIS_TEST_URL);
      onTestFinished(async () => {
        redis.disconnect();
        await dropRedisPrefix(prefix);
      });
      const registry = new JobRegistry().register(slowEffectJob(redisEffects(redis, prefix)));
      const bull = () =>
        new BullmqQueue({ redisUrl: REDIS_TEST_URL, registry, log: silentLog, leaseSeconds: LEASE, tuning: { prefix, stalledIntervalMs: 1000 } });
      const api = bull();
      onTestFinished(() => api.close());
      await api.enqueue(SLOW_JOB, { ms: 1500 }, { jobId: 'render-crash' });

      const starts = () => redis.lrange(`${prefix}:test:starts:render-crash`, 0, -1);
      const killed = await killMidJob(
        { QUEUE_MODE: 'bullmq', REDIS_URL: REDIS_TEST_URL, QUEUE_PREFIX: prefix, JOB_LEASE_SECONDS: String(LEASE) },
        async (pid) => (await starts()).includes(`${pid}:1`),
        onTestFinished,
      );

      const survivor = bull();
      onTestFinished(() => survivor.close());
      const t0 = Date.now();
      await survivor.startWorker({ concurrency: 1 });
      await waitFor('the job to finish', async () => (await api.get('render-crash'))?.status === 'done', 20_000);
      expect(Date.now() - t0).toBeLessThan((LEASE + 10) * 1000);
      expect(await starts()).toEqual([`${killed}:1`, `${process.pid}:2`]);
      expect(await redis.get(`${prefix}:test:effect:render-crash`)).toBe(String(process.pid));
    },
  );

  it.concurrent('worker.ts refuses the embedded database and says to set DATABASE_URL', SLOW, async ({ expect, onTestFinished }) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-worker-'));
    onTestFinished(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const w = spawnNode('apps/server/src/worker.ts', { DATA_DIR: dataDir });
    killWhenDone(w, onTestFinished);
    expect(await w.exited).toBe(1);
    expect(w.output()).toMatch(/set DATABASE_URL/);
    expect(fs.existsSync(path.join(dataDir, 'db'))).toBe(false);
  });

  it.skipIf(!hasPg).concurrent('worker.ts runs the app’s jobs from PostgreSQL and stops cleanly on SIGTERM', SLOW, async ({ expect, onTestFinished }) => {
    const pg = await createPgDatabase();
    onTestFinished(() => pg.drop());
    const w = spawnNode('apps/server/src/worker.ts', { DATABASE_URL: pg.url, DATA_DIR: os.tmpdir(), JOB_LEASE_SECONDS: String(LEASE), LOG_LEVEL: 'info' });
    killWhenDone(w, onTestFinished);
    const config = loadConfig({ DATABASE_URL: pg.url, LOG_LEVEL: 'silent' });
    const database = await openDatabase({ databaseUrl: pg.url, dataDir: os.tmpdir() });
    onTestFinished(() => database.close());
    const registry = registerJobHandlers(new JobRegistry(), { config, db: database.db, log: silentLog, events: new LocalEvents() });
    const api: JobQueue = new LocalQueue({ db: database.db, registry, log: silentLog, leaseSeconds: LEASE, embedded: false });
    await api.enqueue('system.noop', {}, { jobId: 'noop-1' });
    await waitFor(
      () => `worker.ts to run the job (output: ${w.output()})`,
      async () => (await api.get('noop-1'))?.status === 'done',
      45_000,
    );
    w.child.kill('SIGTERM');
    expect(await w.exited).toBe(0);
    expect(w.output()).toMatch(/worker stopped/);
  });
});
