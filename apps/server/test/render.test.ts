import crypto from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { RENDER_GAVE_UP } from '../src/modules/render/job-definition.js';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });

async function waitFor(t: TestApp, token: string, id: string, statuses: string[], timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const r = await t.call('projectStatus', { ids: id }, token);
    const p = r.data.items[0];
    if (statuses.includes(p.status)) return p;
    if (Date.now() > until) throw new Error(`project stayed ${p.status} (${p.stage})`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

const balance = async (t: TestApp, userId: string) => {
  const { creditBalance } = await import('../src/modules/billing/credits.js');
  return creditBalance(t.ctx.db, userId);
};

describeEachDb('rendering avatar videos', (kind) => {
  let t: TestApp;
  let token: string;
  let userId: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { logLevel: (process.env.TEST_LOG_LEVEL as any) ?? 'silent' });
    token = await createUser(t, 'render@example.com');
    userId = await userIdOf(t, 'render@example.com');
  });
  afterAll(() => t.close());

  it('renders a real MP4, charges one credit on success and shows the facts', async () => {
    const p = (await t.call('projectSave', { document: doc('Hello from Framecast. This video was rendered for real.') }, token)).data;
    const queued = await t.call('render', { id: p.id }, token);
    expect(queued.code).toBe(0);
    expect(['queued', 'generating']).toContain(queued.data.status);
    expect(await balance(t, userId)).toBe(2); // held
    const done = await waitFor(t, token, p.id, ['rendered', 'failed']);
    expect(done.error).toBeNull();
    expect(done.status).toBe('rendered');
    expect(await balance(t, userId)).toBe(2); // charged: the hold stays spent

    const detail = (await t.call('projectDetail', { id: p.id }, token)).data;
    expect(detail).toMatchObject({ type: 'video', width: 720, height: 1280, watermark: true, credits: 1 });
    const file = await t.app.inject({ url: detail.video_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('video/mp4');
    const ranged = await t.app.inject({ url: detail.video_url, headers: { range: 'bytes=0-99' } });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.rawPayload.length).toBe(100);
    const local = await t.ctx.storage.fetchToLocal(
      `videos/${p.id}/${(await t.ctx.db.selectFrom('projects').select('current_render_id').where('id', '=', p.id).executeTakeFirstOrThrow()).current_render_id}/video.mp4`,
    );
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', local!], { encoding: 'utf8' }));
    const video = probe.streams.find((s: any) => s.codec_type === 'video');
    expect(video.codec_name).toBe('h264');
    expect(probe.streams.some((s: any) => s.codec_type === 'audio' && s.codec_name === 'aac')).toBe(true);
    expect(Math.abs(Number(probe.format.duration) - detail.duration)).toBeLessThan(0.3);
    expect((await t.app.inject({ url: detail.thumbnail_url })).headers['content-type']).toBe('image/jpeg');

    // Rendering the same project again reuses every engine step.
    await t.call('render', { id: p.id }, token);
    await waitFor(t, token, p.id, ['rendered', 'failed']);
    const renders = await t.ctx.db.selectFrom('renders').select(['stats', 'status']).where('project_id', '=', p.id).orderBy('created_at').execute();
    const stats = (typeof renders[1]!.stats === 'string' ? JSON.parse(renders[1]!.stats) : renders[1]!.stats) as any;
    expect(stats).toMatchObject({ speechSynthesized: 0, clipsRendered: 0 });
    expect(await balance(t, userId)).toBe(1);
  });

  it('downloads one video under its name and several as one zip, only of videos the caller may see', async () => {
    const other = await createUser(t, 'zip@example.com');
    const script = 'Hello from Framecast. This video was rendered for real.'; // the cache makes these renders quick
    const ids: string[] = [];
    // The first is named like a name made from a script: its ellipsis is not part of the file name.
    for (const name of ['Launch teaser…', 'Launch teaser: take 2']) {
      const p = (await t.call('projectSave', { document: doc(script), name }, other)).data;
      await t.call('render', { id: p.id }, other);
      expect((await waitFor(t, other, p.id, ['rendered', 'failed'])).status).toBe('rendered');
      ids.push(p.id);
    }
    const one = await t.call('projectDownload', { ids: [ids[0]] }, other);
    expect(one.data.filename).toBe('Launch teaser.mp4');
    const file = await t.app.inject({ url: one.data.url });
    expect(decodeURIComponent(String(file.headers['content-disposition']))).toContain('Launch teaser.mp4');
    expect(file.rawPayload.subarray(4, 8).toString()).toBe('ftyp');

    const many = await t.call('projectDownload', { ids }, other);
    expect(many.data.filename).toMatch(/\.zip$/);
    const zip = await t.app.inject({ url: many.data.url });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    // Both entries, under names a file system takes (the colon is replaced).
    expect(zip.rawPayload.includes(Buffer.from('Launch teaser.mp4'))).toBe(true);
    expect(zip.rawPayload.includes(Buffer.from('Launch teaser take 2.mp4'))).toBe(true);
    expect(zip.rawPayload.length).toBeGreaterThan(2 * file.rawPayload.length * 0.9);
    // Another user's projects are not theirs to download.
    expect((await t.call('projectDownload', { ids }, token)).code).not.toBe(0);
  });

  it('releases the credit when a render fails or is cancelled, and refuses when credits run out', async () => {
    const before = await balance(t, userId);
    const broken = doc('This one cannot find its background.');
    broken.background = { type: 'image', src: 'storage:missing/background.png', fit: 'cover' };
    const p = (await t.call('projectSave', { document: broken }, token)).data;
    await t.call('render', { id: p.id }, token);
    const failed = await waitFor(t, token, p.id, ['failed', 'rendered']);
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/missing/);
    expect(await balance(t, userId)).toBe(before);

    const q = (await t.call('projectSave', { document: doc('A render that the user cancels right away.') }, token)).data;
    await t.call('render', { id: q.id }, token);
    expect((await t.call('render', { id: q.id }, token)).code).toBe(20005); // already rendering
    const cancelled = await t.call('renderCancel', { id: q.id }, token);
    expect(cancelled.data.status).toBe('cancelled');
    expect(await balance(t, userId)).toBe(before);
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.call('projectDetail', { id: q.id }, token)).data.status).toBe('cancelled');
    expect(await balance(t, userId)).toBe(before);

    // Spend what is left on holds, then the next render is refused before anything is queued.
    const { holdCredits } = await import('../src/modules/billing/credits.js');
    for (let i = 0; i < before; i++) await holdCredits(t.ctx.db, userId, crypto.randomUUID(), 1);
    const r = (await t.call('projectSave', { document: doc('No credits left for this one.') }, token)).data;
    const refused = await t.call('render', { id: r.id }, token);
    expect(refused.code).toBe(20002);
    expect((await t.call('projectDetail', { id: r.id }, token)).data.status).toBe('draft');
  });
});

describeEachDb('the render queue under load', (kind) => {
  it("refuses renders beyond QUEUE_MAX_WAITING with the spec's high-demand message, and estimates the wait", async ({ onTestFinished }) => {
    // No worker takes jobs here, so the first render waits in the queue.
    const t = await startTestApp(kind, { inProcessWorker: false, queueMaxWaiting: 1 });
    onTestFinished(() => t.close());
    const a = await createUser(t, 'busy-a@example.com');
    const b = await createUser(t, 'busy-b@example.com');
    const first = (await t.call('projectSave', { document: doc('The first video waits in the queue.') }, a)).data;
    // An empty queue: the dialog says the render starts now, not "about a minute".
    expect((await t.call('creditCheck', { id: first.id }, a)).data.queue_minutes).toBe(0);
    const queued = await t.call('render', { id: first.id }, a);
    expect(queued.data.status).toBe('queued');
    expect(queued.data.queue_minutes).toBeGreaterThanOrEqual(1);
    const second = (await t.call('projectSave', { document: doc('The second one is refused.') }, b)).data;
    // One render waits ahead: the next one would wait for it (45 s until there is history: a minute).
    expect((await t.call('creditCheck', { id: second.id }, b)).data.queue_minutes).toBe(1);
    const refused = await t.call('render', { id: second.id }, b);
    expect(refused).toMatchObject({ code: 20004, msg: 'Video generation is currently experiencing high demand. Please try again later.' });
    expect((await t.call('projectDetail', { id: second.id }, b)).data.status).toBe('draft');
    const { creditBalance } = await import('../src/modules/billing/credits.js');
    expect(await creditBalance(t.ctx.db, await userIdOf(t, 'busy-b@example.com'))).toBe(3);
  });
});

describeEachDb('a render whose worker died on its last attempt', (kind) => {
  it('ends failed with its credit released, once', async () => {
    const t = await startTestApp(kind, { inProcessWorker: false });
    onTestFinished(() => t.close());
    const token = await createUser(t, 'gaveup@example.com');
    const userId = await userIdOf(t, 'gaveup@example.com');
    const p = (await t.call('projectSave', { document: doc('A render nobody finishes.') }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    expect(await balance(t, userId)).toBe(2); // one held
    // The user info shows the spendable balance (the sidebar's and Profile's credits).
    expect((await t.call('userInfo', {}, token)).data.credits_balance).toBe(2);
    // What a worker killed on the last attempt leaves: a running row with its lease run out.
    const { claimJob } = await import('../src/platform/queue/local-store.js');
    const claimed = await claimJob(t.ctx.db, { names: ['render.video'], workerId: 'dead-process', leaseSeconds: -1 });
    expect(claimed).toBeTruthy();
    await t.ctx.db.updateTable('jobs').set({ attempts: sql`max_attempts` }).where('id', '=', claimed!.id).execute();
    await t.ctx.queue.startWorker({ concurrency: 1 });
    const failed = await waitFor(t, token, p.id, ['failed', 'rendered'], 30_000);
    expect(failed).toMatchObject({ status: 'failed', error: RENDER_GAVE_UP });
    expect(await balance(t, userId)).toBe(3);
    // Released by the worker, seen at once even though the rest of the user info is cached.
    expect((await t.call('userInfo', {}, token)).data.credits_balance).toBe(3);
    const render = await t.ctx.db.selectFrom('renders').select(['status', 'error']).where('project_id', '=', p.id).executeTakeFirstOrThrow();
    expect(render).toEqual({ status: 'failed', error: RENDER_GAVE_UP });
  });
});
