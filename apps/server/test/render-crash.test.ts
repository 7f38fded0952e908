import fs from 'node:fs';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { createUser, postgresReachable, startTestApp } from './helper.js';
import { createPgDatabase, REDIS_TEST_URL, redisReachable, spawnNode, waitFor } from './fixtures/queue-env.js';

const hasPg = await postgresReachable();
const hasRedis = await redisReachable();
const LEASE = 3;

/**
 * The scale-out shape for real: an API process that takes no jobs, and worker.ts processes on BullMQ and
 * PostgreSQL sharing DATA_DIR. The first worker is killed with SIGKILL in the middle of a render; the
 * second picks the job up when its lock expires and finishes it, and the credit is charged once.
 */
describe('a render worker killed mid-render', () => {
  it.skipIf(!hasPg || !hasRedis)('is re-run by another worker.ts, finishes, and charges one credit', { timeout: 240_000 }, async ({ onTestFinished }) => {
    const pg = await createPgDatabase();
    onTestFinished(() => pg.drop());
    const redisUrl = `${REDIS_TEST_URL.replace(/\/\d*$/, '')}/9`;
    const redis = new Redis(redisUrl);
    await redis.flushdb();
    onTestFinished(async () => {
      await redis.flushdb();
      redis.disconnect();
    });
    const secret = 'crash-test-signing-secret-0123456789';
    const t = await startTestApp('pglite', { databaseUrl: pg.url, redisUrl, inProcessWorker: false, jobLeaseSeconds: LEASE, urlSigningSecret: secret });
    const dataDir = t.dataDir;
    onTestFinished(() => t.close());
    const token = await createUser(t, 'crash@example.com');
    const script = 'This video is long enough that a worker can be stopped in the middle of it. '.repeat(2).trim();
    const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'james/manager', voice: 'espeak:en-us', script });
    const p = (await t.call('projectSave', { document: doc }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);

    const env = {
      DATABASE_URL: pg.url,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      JOB_LEASE_SECONDS: String(LEASE),
      URL_SIGNING_SECRET: secret,
      LOG_LEVEL: 'warn',
    };
    const first = spawnNode('apps/server/src/worker.ts', env);
    onTestFinished(() => void first.child.kill('SIGKILL'));
    const status = async () => (await t.call('projectStatus', { ids: p.id }, token)).data.items[0];
    await waitFor(
      () => `the first worker to be rendering (${first.output()})`,
      async () => {
        const s = await status();
        return s.status === 'generating' && s.progress >= 5;
      },
      90_000,
    );
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = spawnNode('apps/server/src/worker.ts', env);
    onTestFinished(async () => {
      second.child.kill('SIGTERM');
      await second.exited;
    });
    const done = await waitFor(
      () => `the second worker to finish (${second.output()})`,
      async () => {
        const s = await status();
        return s.status === 'rendered' || s.status === 'failed' ? s : null;
      },
      150_000,
    );
    expect(done.status).toBe('rendered');

    const render = await t.ctx.db.selectFrom('renders').selectAll().where('project_id', '=', p.id).executeTakeFirstOrThrow();
    const entries = await t.ctx.db.selectFrom('credit_entries').select(['kind', 'amount']).where('ref', 'like', `%${render.id}`).orderBy('id').execute();
    expect(entries).toEqual([
      { kind: 'hold', amount: -1 },
      { kind: 'charge', amount: 0 },
    ]);
    const video = await t.ctx.storage.fetchToLocal(`videos/${p.id}/${render.id}/video.mp4`);
    expect(video && fs.statSync(video).size).toBeGreaterThan(10_000);
  });
});
