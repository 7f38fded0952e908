import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Plan } from '@framecast/contract';
import { adjustCredits, setPlan } from '../src/modules/billing/service.js';
import { SETTLE_MS } from '../src/platform/cache/change-cache.js';
import { spawnNode, waitFor } from './fixtures/queue-env.js';
import { createUser, describeEachDb, postgresReachable, startTestApp, type TestApp } from './helper.js';

/**
 * User info is answered from memory once read, and every write that changes it drops it: in this
 * process through the stores' announcements, in others through the events adapter.
 */
const settle = () => new Promise((r) => setTimeout(r, SETTLE_MS + 100));

describeEachDb('user info cache', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, `cache-${kind}@example.com`);
    userId = (await t.ctx.sessions.resolve(token)).userId;
    await settle();
  });
  afterAll(() => t.close());

  const info = async () => (await t.call('userInfo', {}, token)).data;

  it('answers from memory once read: no statement runs', async () => {
    await info();
    const before = t.database.queries();
    for (let i = 0; i < 5; i++) await info();
    expect(t.database.queries() - before).toBe(0);
  });

  it('shows an operator credit adjustment, a nickname change and a plan change at once', async () => {
    const start = (await info()).credits_balance;
    await adjustCredits(t.ctx.db, userId, 'credits', 5, 'test', 'ops');
    expect((await info()).credits_balance).toBe(start + 5);
    expect((await t.call('userSave', { nickname: 'Renamed' }, token)).code).toBe(0);
    expect((await info()).nickname).toBe('Renamed');
    await setPlan(t.ctx.db, userId, { plan: Plan.Creator, period: 'month' }, 0);
    const after = await info();
    expect(after.actual_plan).toBe(Plan.Creator);
    expect(after.space.plan).toBe(Plan.Creator);
    expect(after.space.max_video_seconds).toBe(900);
  });
});

describe.runIf(await postgresReachable())('user info across processes [postgres]', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    // Events go through PostgreSQL's LISTEN/NOTIFY, as they do for API and worker.ts processes without Redis.
    t = await startTestApp('postgres');
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-charge-'));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('shows a credit a worker in another process charged, at once', async () => {
    const token = await createUser(t, 'cross-process@example.com');
    const userId = (await t.ctx.sessions.resolve(token)).userId;
    await settle();
    const before = (await t.call('userInfo', {}, token)).data.credits_balance;
    const queries = t.database.queries();
    expect((await t.call('userInfo', {}, token)).data.credits_balance).toBe(before);
    expect(t.database.queries() - queries, 'served from memory before the charge').toBe(0);

    const worker = spawnNode('apps/server/test/fixtures/charge-worker.ts', { DATABASE_URL: t.ctx.config.databaseUrl!, DATA_DIR: dir, USER_ID: userId });
    expect(await worker.exited, worker.output()).toBe(0);
    // The worker has exited: its charge is committed and announced. The next answer shows it (a
    // notification takes a few milliseconds to arrive, hence the short wait).
    await waitFor('the charge in user info', async () => (await t.call('userInfo', {}, token)).data.credits_balance === before - 1, 2_000);
  });
});
