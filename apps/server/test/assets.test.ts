import crypto from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { BRAND_KIT_FOLDER_LIMIT, ErrorCode, ErrorMessage, STORAGE_QUOTA_BYTES, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, givePlan, startTestApp, type TestApp } from './helper.js';

async function waitForProject(t: TestApp, token: string, id: string, statuses: string[], timeoutMs = 120_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const p = (await t.call('projectStatus', { ids: id }, token)).data.items[0];
    if (statuses.includes(p.status)) return p;
    if (Date.now() > end) throw new Error(`project stayed ${p.status}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describeEachDb('assets: folders, brand kit, quota, downloads, delete asks first', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'library@example.com');
    other = await createUser(t, 'stranger@example.com');
    for (const [key, file, name] of [
      ['clip', media.mp4(640, 360, 2), 'Beach clip.mp4'],
      ['photo', media.png(640, 480), 'Logo.png'],
      ['song', media.mp3(4), 'Theme song.mp3'],
    ] as const) {
      const up = await sendFile(t, token, { tool: 'assets', file, name });
      if (up.code !== 0) throw new Error(`${name}: ${up.msg}`);
      ids[key] = up.data.id;
    }
  });
  afterAll(() => t.close());

  it('lists, filters by kind, searches and sorts, with the space’s storage usage', async () => {
    const all = await t.call('assetList', {}, token);
    expect(all.data.total).toBe(3);
    expect(all.data.usage.quota_bytes).toBe(STORAGE_QUOTA_BYTES[Plan.Free]);
    expect(all.data.usage.used_bytes).toBe(all.data.items.reduce((n: number, a: { size_bytes: number }) => n + a.size_bytes, 0));
    expect((await t.call('assetList', { kind: 'audio' }, token)).data.items.map((a: { name: string }) => a.name)).toEqual(['Theme song.mp3']);
    expect((await t.call('assetList', { q: 'beach' }, token)).data.total).toBe(1);
    const byName = await t.call('assetList', { sort: 'name', order: 'asc' }, token);
    expect(byName.data.items.map((a: { name: string }) => a.name)).toEqual(['Beach clip.mp4', 'Logo.png', 'Theme song.mp3']);
    expect((await t.call('assetList', {}, other)).data.total).toBe(0);
  });

  it('renames keeping the extension, and hides files from other accounts', async () => {
    const r = await t.call('assetRename', { id: ids.photo, name: 'Brand logo' }, token);
    expect(r.data.name).toBe('Brand logo.png');
    expect((await t.call('assetDetail', { id: ids.photo }, other)).code).toBe(40400);
    expect((await t.call('assetDelete', { ids: [ids.photo] }, other)).code).toBe(40400);
  });

  it('creates folders, moves files in and out, and deleting a folder keeps its files', async () => {
    const f = await t.call('assetFolderCreate', { name: 'Summer' }, token);
    expect(f.data).toMatchObject({ name: 'Summer', type: 'media', count: 0, expired: false });
    expect((await t.call('assetMove', { ids: [ids.clip, ids.song], folder_id: f.data.id }, token)).code).toBe(0);
    expect((await t.call('assetFolderList', {}, token)).data.items[0].count).toBe(2);
    expect((await t.call('assetList', { folder: f.data.id }, token)).data.total).toBe(2);
    expect((await t.call('assetList', { folder: 'root' }, token)).data.total).toBe(1);
    expect((await t.call('assetFolderRename', { id: f.data.id, name: 'Summer 2026' }, token)).data.name).toBe('Summer 2026');
    const expired = await t.call('assetFolderCreate', { name: 'Old campaign', expires_at: '2020-01-01T00:00:00.000Z' }, token);
    expect(expired.data.expired).toBe(true);
    expect((await t.call('assetFolderDelete', { id: f.data.id }, token)).code).toBe(0);
    expect((await t.call('assetList', { folder: 'root' }, token)).data.total).toBe(3);
  });

  it('puts files into brand-kit slots by kind, and limits brand-kit folders', async () => {
    // The brand kit comes with Creator (spec 001 §6): on Free, files are refused a slot but may leave one.
    const free = await t.call('assetBrand', { ids: [ids.photo], brand_slot: 'logo' }, token);
    expect([free.code, free.data.feature]).toEqual([ErrorCode.PLAN_FEATURE_REQUIRED, 'brand_kit']);
    expect((await t.call('assetBrand', { ids: [ids.photo], brand_slot: null }, token)).code).toBe(0);
    await givePlan(t, token, Plan.Creator);
    expect((await t.call('assetBrand', { ids: [ids.photo], brand_slot: 'logo' }, token)).code).toBe(0);
    const wrong = await t.call('assetBrand', { ids: [ids.song], brand_slot: 'logo' }, token);
    expect(wrong.code).toBe(40001);
    expect(wrong.msg).toContain('image files only');
    expect((await t.call('assetBrand', { ids: [ids.song], brand_slot: 'music' }, token)).code).toBe(0);
    expect((await t.call('assetList', { brand_slot: 'logo' }, token)).data.items.map((a: { id: string }) => a.id)).toEqual([ids.photo]);
    for (let i = 0; i < BRAND_KIT_FOLDER_LIMIT; i++)
      expect((await t.call('assetFolderCreate', { name: `Kit ${i}`, type: i % 2 ? 'logo' : 'music' }, token)).code).toBe(0);
    const over = await t.call('assetFolderCreate', { name: 'One more', type: 'image' }, token);
    expect([over.code, over.msg]).toEqual([21006, 'Too many folders; delete existing ones']);
    const musicFolder = (await t.call('assetFolderList', { type: 'music' }, token)).data.items[0];
    expect((await t.call('assetMove', { ids: [ids.photo], folder_id: musicFolder.id }, token)).code).toBe(40001);
    // Back to Free for the storage quota below.
    await givePlan(t, token, Plan.Free);
  });

  it('downloads one file under its name and several as a zip', async () => {
    const one = await t.call('assetDownload', { ids: [ids.song] }, token);
    expect(one.data.filename).toBe('Theme song.mp3');
    const file = await t.app.inject({ url: one.data.url });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-disposition'])).toContain('Theme%20song.mp3');
    const many = await t.call('assetDownload', { ids: [ids.song, ids.photo] }, token);
    const zip = await t.app.inject({ url: many.data.url });
    expect(zip.statusCode).toBe(200);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(zip.rawPayload.includes(Buffer.from('Brand logo.png'))).toBe(true);
    expect((await t.call('assetDownload', { ids: [ids.song] }, other)).code).toBe(40400);
  });

  it('refuses an upload beyond the plan’s storage quota', async () => {
    const spaceId = (await t.ctx.db.selectFrom('assets').select('space_id').where('id', '=', ids.song).executeTakeFirstOrThrow()).space_id;
    const used = (await t.call('assetList', {}, token)).data.usage.used_bytes;
    const room = STORAGE_QUOTA_BYTES[Plan.Free] - used;
    const r = await t.call('uploadSign', { tool: 'assets', filename: 'more.mp4', size: 50 * 1024 * 1024 }, token);
    expect(r.code).toBe(0);
    // Fill the space to 1KB short of its quota with a row standing for earlier uploads.
    await t.ctx.db
      .insertInto('assets')
      .values({
        id: crypto.randomUUID(),
        space_id: spaceId,
        created_by: (await t.ctx.db.selectFrom('assets').select('created_by').where('id', '=', ids.song).executeTakeFirstOrThrow()).created_by,
        name: 'filler.mp4',
        kind: 'video',
        mime: 'video/mp4',
        size_bytes: room - 1024,
        tool: 'assets',
        storage_key: 'assets/filler.mp4',
        sha256: '0',
        meta: '{}',
        warnings: '[]',
        derived: true,
      })
      .execute();
    const full = await t.call('uploadSign', { tool: 'assets', filename: 'more.png', size: 4096 }, token);
    expect(full.code).toBe(21002);
    expect(full.status).toBe(413);
    expect(full.msg).toContain('storage is full');
    // A target signed before the space filled up is refused at completion, and nothing is kept.
    const late = await sendFile(t, token, { tool: 'assets', file: media.png(320, 320), name: 'late.png' });
    expect([late.stage, late.code]).toEqual(['sign', 21002]);
    await t.ctx.db.deleteFrom('assets').where('name', '=', 'filler.mp4').execute();
  });

  it('asks before deleting a file a project uses; the project then refuses to render with a clear message', async () => {
    const doc = newAvatarVideoDoc({
      aspectRatio: '16:9',
      avatar: 'maya/support',
      voice: 'espeak:en-us',
      script: 'Music under my voice.',
      music: { src: `asset:${ids.song}` },
      background: { type: 'image', src: `asset:${ids.photo}` },
    });
    const p = (await t.call('projectSave', { document: doc }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    const rendered = await waitForProject(t, token, p.id, ['rendered', 'failed']);
    expect(rendered.status, rendered.error ?? '').toBe('rendered');
    const ask = await t.call('assetDelete', { ids: [ids.song] }, token);
    expect(ask.code).toBe(21005);
    expect(ask.data.projects).toEqual([{ id: p.id, name: p.name, asset_id: ids.song }]);
    expect((await t.call('assetDetail', { id: ids.song }, token)).code).toBe(0);
    expect((await t.call('assetDelete', { ids: [ids.song], confirm: true }, token)).code).toBe(0);
    expect((await t.call('assetDetail', { id: ids.song }, token)).code).toBe(40400);
    const refused = await t.call('render', { id: p.id }, token);
    expect([refused.code, refused.msg]).toEqual([21007, ErrorMessage[21007]]);
  });
});
