import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { describeEachDb } from './helper.js';
import { queueContract } from './fixtures/queue-contract.js';
import { openTestDb, silentLog, waitFor, type TestDb } from './fixtures/queue-env.js';
import { assertJobId, defineJob, JobRegistry, retryDelayMs, type JobQueue, type QueueTuning } from '../src/platform/queue/index.js';
import { LocalQueue } from '../src/platform/queue/local-queue.js';
import { claimJob } from '../src/platform/queue/local-store.js';
import { ProgressWriter } from '../src/platform/queue/run-attempt.js';

describe('job definitions', () => {
  it('backs off exponentially up to ten minutes', () => {
    expect([1, 2, 3, 4].map((a) => retryDelayMs(a, 100))).toEqual([100, 200, 400, 800]);
    expect(retryDelayMs(30, 5_000)).toBe(600_000);
  });

  it('accepts job ids both adapters can store', () => {
    for (const ok of ['render-1f0c', 'a', 'x.y_z-1', 'c0ffee00-0000-4000-8000-000000000000']) expect(() => assertJobId(ok)).not.toThrow();
    for (const bad of ['', '42', 'a:b', 'a b', '-a', 'x'.repeat(201)]) expect(() => assertJobId(bad)).toThrow();
  });

  it('checks names, handlers and attempts, and refuses a name registered twice', () => {
    const ok = { version: 1, payload: z.object({}), handler: async () => async () => {} };
    expect(defineJob({ name: 'render.video', ...ok }).maxAttempts).toBe(3);
    expect(() => defineJob({ name: 'Render Video', ...ok })).toThrow(/lower-case/);
    expect(() => defineJob({ name: 'a.b', ...ok, maxAttempts: 0 })).toThrow(/maxAttempts/);
    expect(() => defineJob({ name: 'a.b', ...ok, handler: undefined as never })).toThrow(/no handler/);
    const job = defineJob({ name: 'a.b', ...ok });
    expect(() => new JobRegistry().register(job, job)).toThrow(/registered twice/);
  });

  it('writes progress at most once per interval, always ending with the latest value', async () => {
    // On the fake clock: a busy machine must not stretch the 10 ms waits past the 40 ms interval.
    vi.useFakeTimers();
    try {
      const writes: Array<[number, string | null]> = [];
      const w = new ProgressWriter(async (f, s) => void writes.push([f, s]), 40, silentLog);
      w.report(0.1, 'speech');
      w.report(0.2);
      w.report(0.3);
      await vi.advanceTimersByTimeAsync(10);
      w.report(0.4);
      w.report(7, 'compose');
      await vi.advanceTimersByTimeAsync(10);
      expect(writes).toEqual([[0.3, 'speech']]);
      await vi.advanceTimersByTimeAsync(50);
      expect(writes).toEqual([
        [0.3, 'speech'],
        [1, 'compose'],
      ]);
      w.report(0.5);
      await w.close();
      w.report(0.9);
      expect(writes.at(-1)).toEqual([0.5, 'compose']);
      expect(writes).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });
});

describeEachDb('local job queue', (kind) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await openTestDb(kind);
  });
  afterAll(async () => db?.remove());

  const make = (registry: JobRegistry, tuning: QueueTuning = {}) =>
    new LocalQueue({ db: db.handle.db, registry, log: silentLog, leaseSeconds: 3, embedded: kind === 'pglite', tuning: { pollMs: 50, ...tuning } });

  queueContract(() => ({
    scope() {
      const made: JobQueue[] = [];
      return {
        async make(registry, tuning) {
          const q = make(registry, tuning);
          made.push(q);
          return q;
        },
        async close() {
          for (const q of made) await q.close();
        },
      };
    },
  }));

  const gaveUp: string[] = [];
  const leftRunning = async (name: string, jobId: string, leaseSeconds: number) => {
    const registry = new JobRegistry().register(
      defineJob({
        name,
        version: 1,
        payload: z.object({}),
        maxAttempts: 2,
        handler: async () => async () => {},
        onGaveUp: async (_p, error) => void gaveUp.push(error),
      }),
    );
    await make(registry).enqueue(name, {}, { jobId });
    // What a process killed mid-job leaves behind: a running row under its worker id.
    expect(await claimJob(db.handle.db, { names: [name], workerId: 'dead-process', leaseSeconds })).toMatchObject({ id: jobId, attempts: 1 });
    return registry;
  };

  it(
    kind === 'pglite' ? 'after a restart runs at once a job the previous process left running' : 'leaves a running job to its lease on a shared server',
    async () => {
      const registry = await leftRunning('restart.job', 'restart-1', 600);
      if (kind === 'pglite') await db.reopen();
      const q = make(registry);
      onTestFinished(() => q.close());
      await q.startWorker({ concurrency: 1 });
      if (kind === 'pglite') {
        const info = await waitFor('resumed', async () => ((await q.get('restart-1'))?.status === 'done' ? q.get('restart-1') : null), 15_000);
        expect(info).toMatchObject({ attempts: 2, status: 'done' });
      } else {
        // Another live process may hold it: only the lease's end may hand it over.
        await new Promise((r) => setTimeout(r, 500));
        expect(await q.get('restart-1')).toMatchObject({ status: 'running', attempts: 1 });
        await q.cancel('restart-1');
      }
    },
  );

  it('fails a job whose worker died on its last attempt instead of running it again', async () => {
    const registry = await leftRunning('abandoned.job', 'abandoned-1', -1);
    const q = make(registry);
    onTestFinished(() => q.close());
    await db.handle.db.updateTable('jobs').set({ attempts: 2 }).where('id', '=', 'abandoned-1').execute();
    await q.startWorker({ concurrency: 1 });
    const info = await waitFor('failed', async () => ((await q.get('abandoned-1'))?.status === 'failed' ? q.get('abandoned-1') : null), 15_000);
    expect(info?.error).toBe('The worker running it stopped on attempt 2');
    await waitFor('give-up hook', async () => gaveUp.includes('The worker running it stopped on attempt 2'));
  });

  it('shares the table between workers: each job runs exactly once', async () => {
    const runs: string[] = [];
    const job = defineJob({
      name: 'shared.job',
      version: 1,
      payload: z.object({}),
      handler: async () => async (_p, ctx) => {
        runs.push(ctx.jobId);
        await new Promise((r) => setTimeout(r, 20));
      },
    });
    const registry = new JobRegistry().register(job);
    const workers = [make(registry), make(registry)];
    onTestFinished(() => Promise.all(workers.map((w) => w.close())).then(() => {}));
    const ids = Array.from({ length: 12 }, (_, i) => `shared-${i}`);
    for (const id of ids) await workers[0]!.enqueue(job.name, {}, { jobId: id });
    await Promise.all(workers.map((w) => w.startWorker({ concurrency: 2 })));
    await waitFor('all done', async () => (await workers[0]!.counts(job.name)).waiting + (await workers[0]!.counts(job.name)).active === 0);
    expect(runs.sort()).toEqual([...ids].sort());
  });
});
