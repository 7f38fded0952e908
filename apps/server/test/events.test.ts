import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_EVENTS_PATH, type ProjectEvent } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { projectChannel, QUEUE_CHANNEL } from '../src/modules/render/announce.js';
import { createEvents, type Events, LocalEvents } from '../src/platform/events/index.js';
import { dropRedisPrefix, REDIS_TEST_URL, redisReachable, silentLog, uniquePrefix } from './fixtures/queue-env.js';
import { createUser, PG_ADMIN_URL, postgresReachable, startTestApp, type TestApp } from './helper.js';

const hasRedis = await redisReachable();
const hasPg = await postgresReachable();
const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Pushed, not polled.' });

/** A listener's messages, awaited one condition at a time. */
function collect(events: Events, channel: string) {
  const got: string[] = [];
  const stop = events.subscribe(channel, (m) => got.push(m));
  const until = async (n: number, ms = 5000) => {
    const end = Date.now() + ms;
    while (got.length < n && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    return got;
  };
  return { got, stop, until };
}

describe('events adapters: a message published by one process reaches the listeners of another', () => {
  it('in one process', async () => {
    const events = new LocalEvents();
    const a = collect(events, 'project:1');
    await events.publish('project:1', 'x');
    await events.publish('project:2', 'not for a');
    expect(await a.until(1)).toEqual(['x']);
    a.stop();
    await events.publish('project:1', 'after stop');
    expect(a.got).toEqual(['x']);
  });

  it.skipIf(!hasRedis)('through Redis pub/sub', async () => {
    const prefix = uniquePrefix();
    const [one, two] = await Promise.all([0, 1].map(() => createEvents({ redisUrl: REDIS_TEST_URL, redisPrefix: prefix, log: silentLog })));
    try {
      const heard = collect(two!, 'project:9');
      // At most once: a listener still subscribing misses what is sent meanwhile, so send until it hears.
      for (let i = 0; i < 50 && !heard.got.length; i++) {
        await one!.publish('project:9', 'from one');
        await heard.until(1, 100);
      }
      expect(heard.got[0]).toBe('from one');
    } finally {
      await Promise.all([one!.close(), two!.close()]);
      await dropRedisPrefix(prefix);
    }
  });

  it.skipIf(!hasPg)('through PostgreSQL LISTEN/NOTIFY', async () => {
    const [one, two] = await Promise.all([0, 1].map(() => createEvents({ databaseUrl: PG_ADMIN_URL, redisPrefix: 'unused', log: silentLog })));
    try {
      const heard = collect(two!, 'project:7');
      await one!.publish('project:7', 'from one');
      expect(await heard.until(1)).toEqual(['from one']);
    } finally {
      await Promise.all([one!.close(), two!.close()]);
    }
  });
});

/** Reads a project's status stream until a `project` event satisfies `done`; every event it saw comes back. */
async function watch(base: string, token: string, id: string, done: (e: ProjectEvent) => boolean, timeoutMs = 120_000): Promise<ProjectEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(`${base}/api${PROJECT_EVENTS_PATH}?ids=${id}`, { headers: { authorization: token }, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const seen: ProjectEvent[] = [];
  let buffer = '';
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return seen;
      buffer += value;
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const block of blocks) {
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!block.startsWith('event: project') || !data) continue;
        const event = JSON.parse(data) as ProjectEvent;
        seen.push(event);
        if (done(event)) return seen;
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

const listen = async (app: BuiltApp['app']) => {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
};

/** A render's progress and end reach an open stream as they happen; the last event carries the video. */
async function expectRenderPushed(api: TestApp, base: string) {
  const token = await createUser(api, `watch-${Date.now()}@example.com`);
  const id = (await api.call('projectSave', { document: doc() }, token)).data.id as string;
  const stream = watch(base, token, id, (e) => e.status === 'rendered' || e.status === 'failed');
  await new Promise((r) => setTimeout(r, 300)); // the stream has sent the draft and subscribed
  expect((await api.call('render', { id }, token)).code).toBe(0);
  const seen = await stream;
  const statuses = seen.map((e) => e.status);
  expect(statuses[0]).toBe('draft');
  expect(statuses).toContain('generating');
  expect(seen.some((e) => e.status === 'generating' && e.progress > 0)).toBe(true);
  const last = seen.at(-1)!;
  expect(last.status, last.error ?? '').toBe('rendered');
  expect(last.result?.video_url).toMatch(/video\.mp4/);
  expect(seen.slice(0, -1).every((e) => e.result === undefined)).toBe(true);
}

describe('the live-status stream is pushed by the events adapter', () => {
  it('embedded: one process, its own worker', async () => {
    const t = await startTestApp('pglite');
    try {
      await expectRenderPushed(t, await listen(t.app));
    } finally {
      await t.close();
    }
  });

  it('a queue move that concerns none of the watched projects leaves the stream live', async () => {
    const t = await startTestApp('pglite');
    try {
      const token = await createUser(t, `queue-move-${Date.now()}@example.com`);
      const id = (await t.call('projectSave', { document: doc() }, token)).data.id as string;
      const stream = watch(await listen(t.app), token, id, (e) => e.status === 'failed', 10_000);
      await new Promise((r) => setTimeout(r, 300)); // the stream has sent the draft and subscribed
      // The draft is not queued, so the queue's message asks the stream to read nothing: it must not
      // leave the stream unable to read what comes next (it once did, and the page stayed locked).
      await t.ctx.events.publish(QUEUE_CHANNEL);
      await t.ctx.db.updateTable('projects').set({ status: 'failed', updated_at: new Date() }).where('id', '=', id).execute();
      await t.ctx.events.publish(projectChannel(id));
      expect((await stream).map((e) => e.status)).toEqual(['draft', 'failed']);
    } finally {
      await t.close();
    }
  });

  describe.skipIf(!hasRedis || !hasPg)('scaled out: two API processes on PostgreSQL and Redis', () => {
    let a: TestApp;
    let b: BuiltApp;
    let prefix: string;
    let bDir: string;
    beforeAll(async () => {
      prefix = uniquePrefix();
      // A runs the jobs; B only serves. The stream is held by B, the render runs in A.
      a = await startTestApp('postgres', { redisUrl: REDIS_TEST_URL, redisPrefix: prefix });
      bDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-events-b-'));
      b = await buildApp(
        loadConfig(
          { DATA_DIR: bDir, LOG_LEVEL: 'silent' },
          { databaseUrl: a.ctx.config.databaseUrl, redisUrl: REDIS_TEST_URL, redisPrefix: prefix, inProcessWorker: false, webDist: '/nonexistent' },
        ),
      );
    });
    afterAll(async () => {
      await b?.app.close();
      await a?.close();
      fs.rmSync(bDir, { recursive: true, force: true });
      await dropRedisPrefix(prefix);
    });

    it('a render running in one process reaches a stream held by the other', async () => {
      await expectRenderPushed(a, await listen(b.app));
    });
  });
});
