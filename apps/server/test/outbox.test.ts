import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { deliverOutbox, type OutboxEvent, recordEvent } from '../src/platform/outbox/index.js';
import { dropRedisPrefix, REDIS_TEST_URL, redisReachable, silentLog, uniquePrefix } from './fixtures/queue-env.js';
import { createUser, describeEachDb, postgresReachable, startTestApp, type TestApp } from './helper.js';

const hasRedis = await redisReachable();
const hasPg = await postgresReachable();

async function until<T>(what: string, check: () => Promise<T | undefined | null | false>, ms = 60_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describeEachDb('outbox: recorded with the change, delivered at least once', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // No worker here: nothing but the test delivers.
    t = await startTestApp(kind, { inProcessWorker: false });
  });
  afterAll(() => t.close());

  it('records a change once per key and delivers it to the subscribers of its topic until they take it', async () => {
    const db = t.ctx.db;
    await db.transaction().execute(async (trx) => {
      await recordEvent(trx, 'test.thing', 'test.thing:1', { n: 1 });
      await recordEvent(trx, 'test.thing', 'test.thing:1', { n: 1 });
      await recordEvent(trx, 'test.other', 'test.other:1', {});
    });
    // A change rolled back is not recorded.
    await db
      .transaction()
      .execute(async (trx) => {
        await recordEvent(trx, 'test.thing', 'test.thing:rolled-back', {});
        throw new Error('roll back');
      })
      .catch(() => undefined);

    const got: OutboxEvent[] = [];
    let failNext = true;
    const flaky = {
      topics: ['test.thing'],
      deliver: async (e: OutboxEvent) => {
        if (failNext) {
          failNext = false;
          throw new Error('subscriber down');
        }
        got.push(e);
      },
    };
    expect(await deliverOutbox(db, [flaky], silentLog)).toBe(1); // test.other: no subscriber wants it, done
    expect(got).toEqual([]);
    // Not due again until its retry time.
    expect(await deliverOutbox(db, [flaky], silentLog)).toBe(0);
    await db
      .updateTable('outbox')
      .set({ next_attempt_at: new Date(0) })
      .where('key', '=', 'test.thing:1')
      .execute();
    expect(await deliverOutbox(db, [flaky], silentLog)).toBe(1);
    expect(got.map((e) => [e.key, e.attempt, e.payload])).toEqual([['test.thing:1', 2, { n: 1 }]]);
    expect(await deliverOutbox(db, [flaky], silentLog)).toBe(0);
    const rows = await db.selectFrom('outbox').select(['key', 'delivered_at', 'last_error']).where('topic', 'like', 'test.%').execute();
    expect(rows.map((r) => r.key).sort()).toEqual(['test.other:1', 'test.thing:1']);
    expect(rows.every((r) => r.delivered_at !== null && r.last_error === null)).toBe(true);
  });
});

/** A render finishes; its 'render.finished' event is recorded and the scheduled delivery job takes it. */
async function renderAndSeeDelivered(t: TestApp) {
  const token = await createUser(t, `outbox-${Date.now()}@example.com`);
  const doc = newAvatarVideoDoc({ aspectRatio: '16:9', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Tell the subscribers.' });
  const id = (await t.call('projectSave', { document: doc }, token)).data.id as string;
  expect((await t.call('render', { id }, token)).code).toBe(0);
  const renderId = await until('the render to end', async () => {
    const p = (await t.call('projectStatus', { ids: id }, token)).data.items[0];
    return p.status === 'rendered' ? ((await t.ctx.db.selectFrom('renders').select('id').where('project_id', '=', id).executeTakeFirst())?.id ?? null) : null;
  });
  const row = await until('the scheduled job to deliver it', () =>
    t.ctx.db.selectFrom('outbox').selectAll().where('key', '=', `render.finished:${renderId}`).where('delivered_at', 'is not', null).executeTakeFirst(),
  );
  expect(row.topic).toBe('render.finished');
  expect(row.payload).toMatchObject({ renderId, projectId: id });
}

describe('the outbox is delivered by a scheduled job on both queue adapters', () => {
  it('embedded (jobs table)', async () => {
    const t = await startTestApp('pglite');
    try {
      await renderAndSeeDelivered(t);
    } finally {
      await t.close();
    }
  });

  it.skipIf(!hasRedis || !hasPg)('BullMQ', async () => {
    const prefix = uniquePrefix();
    const t = await startTestApp('postgres', { redisUrl: REDIS_TEST_URL, redisPrefix: prefix });
    try {
      await renderAndSeeDelivered(t);
    } finally {
      await t.close();
      await dropRedisPrefix(prefix);
    }
  });
});
