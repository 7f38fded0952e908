import { afterAll, beforeAll, expect, it } from 'vitest';
import { docHash } from '../src/modules/templates/hash.js';
import { libraryTemplates } from '../src/modules/templates/library/index.js';
import { FIRST_SCREEN, PREWARMED_RATIOS, prewarmLibraryPreviews } from '../src/modules/templates/service.js';
import { createUser, describeEachDb, itOnEmbeddedOnly, startTestApp, type TestApp } from './helper.js';

/**
 * The template gallery on a fresh server (issue 24, item 19): its previews are queued ahead at start-up
 * in the gallery's order — the first screen's posters, its videos, then the other designs' posters of
 * the three first ratios (3:4 and 4:3 render when asked) — so the first screen never shows "Preparing…"
 * once the posters are in.
 */
describeEachDb('template previews rendered ahead', (kind) => {
  let t: TestApp;
  let token: string;
  const all = libraryTemplates();
  // The worker starts when a test says so: queueing is checked on the queue itself.
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false });
    token = await createUser(t, 'gallery@example.com');
  });
  afterAll(() => t.close());

  const firstScreen = async () => (await t.call('templateList', { scope: 'library', page: 1, size: FIRST_SCREEN }, token)).data.items;

  it('queues the first screen first, in gallery order, at the lowest priority, and nothing twice', async () => {
    expect((await firstScreen()).every((i: any) => i.preview.status === 'none' && !i.preview.thumbnail_url)).toBe(true);
    const queued = await prewarmLibraryPreviews(t.ctx);
    const ahead = all.slice(FIRST_SCREEN).filter((l) => PREWARMED_RATIOS.includes(l.aspectRatio));
    expect(queued).toEqual({ posters: FIRST_SCREEN + ahead.length, videos: FIRST_SCREEN });
    expect(queued.posters).toBe(216);
    const jobs = await t.ctx.db.selectFrom('jobs').select(['id', 'priority', 'created_at']).where('name', 'like', 'templates.%').execute();
    const expected = [
      ...all.slice(0, FIRST_SCREEN).map((l) => `template-poster-${l.id}-${docHash(l.doc).slice(0, 16)}`),
      ...all.slice(0, FIRST_SCREEN).map((l) => `template-preview-${l.id}-${docHash(l.doc).slice(0, 16)}`),
      ...ahead.map((l) => `template-poster-${l.id}-${docHash(l.doc).slice(0, 16)}`),
    ];
    // Jobs queued within the same millisecond share a time (the queue's order among them is the
    // database's): no job may be timed before one that comes earlier in the gallery.
    const place = (id: string) => expected.indexOf(id);
    const byTime = [...jobs].sort((a, b) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime() || place(a.id) - place(b.id));
    expect(byTime.map((j) => j.id)).toEqual(expected);
    expect(new Set(jobs.map((j) => j.priority))).toEqual(new Set([0]));
    // A restart queues nothing again.
    expect(await prewarmLibraryPreviews(t.ctx)).toEqual({ posters: 0, videos: 0 });
  });

  // Media work (one real poster render): its database steps are the queries the test above runs on both.
  itOnEmbeddedOnly(kind)(
    'shows the first card its poster, not "Preparing…", once the poster is rendered, while its video is still on its way',
    async () => {
      await t.ctx.queue.startWorker({ concurrency: 1 });
      const deadline = Date.now() + 120_000;
      let first: any;
      do {
        await new Promise((r) => setTimeout(r, 500));
        first = (await firstScreen())[0];
      } while (!first.preview.thumbnail_url && Date.now() < deadline);
      expect(first.id).toBe(all[0]!.id);
      expect(first.preview.thumbnail_url).toBeTruthy();
      expect(first.preview.status).toBe('working');
      const link = new URL(first.preview.thumbnail_url, 'http://localhost');
      const poster = await t.app.inject({ method: 'GET', url: link.pathname + link.search });
      expect(poster.statusCode).toBe(200);
      expect(poster.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG
    },
    150_000,
  );
});
