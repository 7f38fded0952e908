import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAvatarVideoDoc, TIMELINE_VERSION } from '@framecast/timeline';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

const doc = (script = 'Hello there. This is a test.') => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });

describeEachDb('projects and folders', (kind) => {
  let t: TestApp;
  let token: string;
  let other: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'maker@example.com');
    other = await createUser(t, 'other@example.com');
  });
  afterAll(() => t.close());

  it('saves a draft, names it from the script and reads it back migrated', async () => {
    const saved = await t.call('projectSave', { document: doc() }, token);
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({
      name: 'Hello there. This is a test',
      type: 'draft',
      status: 'draft',
      aspect_ratio: '9:16',
      revision: 1,
      video_url: null,
    });
    expect(saved.data.duration).toBeGreaterThan(1);
    // A version-1 document (the quick form's old format) is migrated on save.
    const v1 = await t.call(
      'projectSave',
      { document: { version: 1, aspectRatio: '16:9', avatar: { id: 'maya/support' }, voice: 'espeak:en-us', script: 'One.\n\nTwo.', subtitles: false } },
      token,
    );
    expect(v1.code).toBe(0);
    expect(v1.data.document.version).toBe(TIMELINE_VERSION);
    expect(v1.data.document.scenes).toHaveLength(2);
    expect(v1.data.document.subtitles.enabled).toBe(false);
  });

  it('refuses invalid documents with the path of the problem, and stale revisions', async () => {
    const bad = await t.call('projectSave', { document: { ...doc(), aspectRatio: '4:5' } }, token);
    expect(bad.code).toBe(20007);
    expect(Object.keys(bad.data.fields).join()).toContain('aspectRatio');
    const saved = await t.call('projectSave', { document: doc() }, token);
    const again = await t.call('projectSave', { id: saved.data.id, document: doc('Changed words here.'), revision: 1 }, token);
    expect(again.data.revision).toBe(2);
    const stale = await t.call('projectSave', { id: saved.data.id, document: doc('Older edit.'), revision: 1 }, token);
    expect(stale.code).toBe(20006);
  });

  it("keeps other users' projects out of reach", async () => {
    const saved = await t.call('projectSave', { document: doc() }, token);
    expect((await t.call('projectDetail', { id: saved.data.id }, other)).code).toBe(40400);
    expect((await t.call('projectRename', { id: saved.data.id, name: 'Mine now' }, other)).code).toBe(40400);
    expect((await t.call('projectDelete', { ids: [saved.data.id] }, other)).code).toBe(40400);
    const list = await t.call('projectList', {}, other);
    expect(list.data.items).toHaveLength(0);
  });

  it('lists with filter, sort, order, search and folders; renames, duplicates, moves and deletes', async () => {
    const a = (await t.call('projectSave', { document: doc('Alpha sentence one.'), name: 'Alpha' }, other)).data;
    const b = (await t.call('projectSave', { document: doc('Beta sentence two.'), name: 'Beta' }, other)).data;
    const byCreated = await t.call('projectList', { sort: 'created', order: 'asc' }, other);
    expect(byCreated.data.items.map((p: any) => p.name)).toEqual(['Alpha', 'Beta']);
    const desc = await t.call('projectList', { sort: 'created', order: 'desc' }, other);
    expect(desc.data.items.map((p: any) => p.name)).toEqual(['Beta', 'Alpha']);
    expect((await t.call('projectList', { filter: 'video' }, other)).data.total).toBe(0);
    expect((await t.call('projectList', { filter: 'draft' }, other)).data.total).toBe(2);
    expect((await t.call('projectList', { q: 'alp' }, other)).data.items.map((p: any) => p.name)).toEqual(['Alpha']);

    const folder = await t.call('folderCreate', { name: 'Campaign' }, other);
    expect(folder.code).toBe(0);
    expect((await t.call('folderCreate', { name: '  ' }, other)).msg).toBe('Please enter a folder name');
    expect((await t.call('projectMove', { ids: [a.id], folder_id: folder.data.id }, other)).code).toBe(0);
    expect((await t.call('projectList', { folder: folder.data.id }, other)).data.items.map((p: any) => p.name)).toEqual(['Alpha']);
    expect((await t.call('projectList', { folder: 'root' }, other)).data.items.map((p: any) => p.name)).toEqual(['Beta']);
    expect((await t.call('folderList', {}, other)).data.items[0]).toMatchObject({ name: 'Campaign', count: 1 });
    expect((await t.call('folderRename', { id: folder.data.id, name: 'Launch' }, other)).data.name).toBe('Launch');
    // A folder of someone else cannot be used.
    expect(
      (await t.call('projectMove', { ids: [(await t.call('projectSave', { document: doc() }, token)).data.id], folder_id: folder.data.id }, token)).code,
    ).toBe(40400);

    expect((await t.call('projectRename', { id: b.id, name: 'Beta final' }, other)).data.name).toBe('Beta final');
    const copy = await t.call('projectDuplicate', { id: a.id }, other);
    expect(copy.data).toMatchObject({ name: 'Alpha (copy)', source: 'edit_as_new', status: 'draft', folder_id: folder.data.id });

    expect((await t.call('folderDelete', { id: folder.data.id }, other)).code).toBe(0);
    expect((await t.call('projectDetail', { id: a.id }, other)).data.folder_id).toBeNull();
    expect((await t.call('projectDelete', { ids: [a.id, b.id] }, other)).code).toBe(0);
    expect((await t.call('projectDetail', { id: a.id }, other)).code).toBe(40400);
    expect((await t.call('projectList', {}, other)).data.items.map((p: any) => p.name)).toEqual(['Alpha (copy)']);
  });

  it('checks the Free plan length limit and the script before rendering', async () => {
    const long = 'This sentence is here to make the video much longer than thirty seconds. '.repeat(12);
    const p = (await t.call('projectSave', { document: doc(long) }, token)).data;
    const check = await t.call('creditCheck', { id: p.id }, token);
    expect(check.code).toBe(20001);
    expect(check.msg).toBe('Your video exceeds 30 seconds; upgrade or edit the video');
    expect((await t.call('render', { id: p.id }, token)).code).toBe(20001);

    const unspeakable = doc();
    unspeakable.scenes[0]!.script[0]!.text = '!!! ???';
    const silent = (await t.call('projectSave', { document: unspeakable }, token)).data;
    const bad = await t.call('creditCheck', { id: silent.id }, token);
    expect(bad).toMatchObject({ code: 20003, msg: 'Script input error. Please check and try again.' });

    const ok = (await t.call('projectSave', { document: doc() }, token)).data;
    const fine = await t.call('creditCheck', { id: ok.id }, token);
    expect(fine.data).toMatchObject({ plan: 0, limit_seconds: 30, credits_needed: 1, credits_balance: 3, watermark: true });
  });

  it('lists the avatar library, voices and capabilities', async () => {
    const lib = await t.call('avatarList', { sample: '1', seed: 'x' }, token);
    expect(lib.data.sets.length).toBe(6);
    expect(lib.data.licence.name).toContain('CC0');
    const women = await t.call('avatarList', { gender: 'female' }, token);
    expect(women.data.sets.every((s: any) => s.gender === 'female')).toBe(true);
    const look = women.data.sets[0].looks[0];
    expect(look.emotions).toHaveLength(10);
    const png = await t.app.inject({ url: look.preview_url });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');

    const voices = await t.call('voiceList', {}, token);
    expect(voices.data.languages.length).toBeGreaterThan(80);
    const zh = await t.call('voiceList', { language: 'cmn' }, token);
    expect(zh.data.items.map((v: any) => v.id)).toEqual(['espeak:cmn-latn-pinyin', 'espeak:cmn-latn-pinyin+f2']);
    const caps = await t.call('capabilities', {});
    expect(caps.data.speech.engine).toBe('espeak');
    expect(caps.data.talking_head.engine).toBe('local');
  });
});
