import { afterAll, beforeAll, expect, it } from 'vitest';
import { newAvatarVideoDoc } from '@framecast/timeline';
import * as migration from '../src/platform/db/migrations/2026112601_project_assets.js';
import { media } from './fixtures/media.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

const docWith = (music?: string) =>
  newAvatarVideoDoc({
    aspectRatio: '16:9',
    avatar: 'maya/support',
    voice: 'espeak:en-us',
    script: 'A song under my voice.',
    ...(music ? { music: { src: music } } : {}),
  });

// Which projects use a file is written with every save (project_assets), not found by scanning documents.
describeEachDb('project_assets: the files each saved document uses', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'project-assets@example.com');
  });
  afterAll(() => t.close());

  const upload = async () => {
    const up = await sendFile(t, token, { tool: 'assets', file: media.mp3(3), name: 'Song.mp3' });
    if (up.code !== 0) throw new Error(up.msg);
    return up.data.id as string;
  };
  /** The projects the delete dialog names; a file no project uses is deleted by the same call. */
  const inUse = async (song: string) => (await t.call('assetDelete', { ids: [song] }, token)).data?.projects ?? [];

  it('follows each save: a file stops being in use when the document drops it, and again when the project is deleted', async () => {
    const song = await upload();
    const p = (await t.call('projectSave', { document: docWith(`asset:${song}`) }, token)).data;
    expect(await inUse(song)).toEqual([{ id: p.id, name: p.name, asset_id: song }]);

    const copy = (await t.call('projectDuplicate', { id: p.id }, token)).data;
    expect((await inUse(song)).map((u: { id: string }) => u.id).sort()).toEqual([p.id, copy.id].sort());

    await t.call('projectSave', { id: p.id, document: docWith() }, token);
    expect(await inUse(song)).toEqual([{ id: copy.id, name: copy.name, asset_id: song }]);

    expect((await t.call('projectDelete', { ids: [copy.id] }, token)).code).toBe(0);
    expect(await inUse(song)).toEqual([]);
  });

  it('is filled from the documents already saved when the migration runs', async () => {
    const song = await upload();
    const p = (await t.call('projectSave', { document: docWith(`asset:${song.toUpperCase()}`) }, token)).data;
    await migration.down(t.ctx.db);
    await migration.up(t.ctx.db);
    expect(await inUse(song)).toEqual([{ id: p.id, name: p.name, asset_id: song }]);
  });
});
