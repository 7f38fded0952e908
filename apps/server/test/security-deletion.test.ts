import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type BuiltApp } from '../src/app.js';
import { startFakeS3 } from './fixtures/fake-s3.js';
import { media } from './fixtures/media.js';
import { waitFor } from './fixtures/queue-env.js';
import { sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, sha, startTestApp, type TestApp } from './helper.js';

const photo = () => `data:image/png;base64,${fs.readFileSync(media.png(64, 64)).toString('base64')}`;

interface Account {
  token: string;
  userId: string;
  spaceId: string;
  projectId: string;
  /** Signed links to the account's files, as the app handed them out. */
  links: string[];
  /** Storage keys of its files. */
  keys: string[];
}

/**
 * An account with a profile photo, an uploaded file (with a thumbnail written by the test) and a rendered
 * video (its files put where the render job puts them; rendering for real is the render tests' job).
 */
async function makeAccount(t: TestApp, email: string, upload: (token: string) => Promise<{ id: string }>): Promise<Account> {
  const token = await createUser(t, email, { password: 'secret123' });
  const saved = await t.call('userSave', { avatar: photo() }, token);
  expect(saved.code, saved.msg).toBe(0);
  const user = await t.ctx.db.selectFrom('users').select(['id', 'avatar_key']).where('email', '=', email).executeTakeFirstOrThrow();
  const asset = await upload(token);
  const row = await t.ctx.db.selectFrom('assets').select(['storage_key', 'space_id']).where('id', '=', asset.id).executeTakeFirstOrThrow();
  const thumbKey = row.storage_key.replace(/\.[a-z0-9]+$/, '.thumb.jpg');
  await t.ctx.storage.put(thumbKey, fs.readFileSync(media.png(32, 32)), 'image/png');
  await t.ctx.db.updateTable('assets').set({ thumb_key: thumbKey }).where('id', '=', asset.id).execute();
  const projectId = (
    await t.call(
      'projectSave',
      {
        document: (
          await import('@framecast/timeline')
        ).newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello.' }),
      },
      token,
    )
  ).data.id;
  const renderId = crypto.randomUUID();
  const videoKey = `videos/${projectId}/${renderId}/video.mp4`;
  await t.ctx.storage.put(videoKey, fs.readFileSync(media.mp4()), 'video/mp4');
  const keys = [user.avatar_key!, row.storage_key, thumbKey, videoKey];
  const links = [saved.data.avatar as string, ...[row.storage_key, thumbKey, videoKey].map((k) => t.ctx.storage.links(null).url(k, 3600))];
  return { token, userId: user.id, spaceId: row.space_id, projectId, links, keys };
}

const status = async (app: BuiltApp['app'], url: string) => (await app.inject({ url })).statusCode;

async function rowsOf(t: { ctx: BuiltApp['ctx'] }, a: Account) {
  const db = t.ctx.db;
  const count = async (q: { execute(): Promise<unknown[]> }) => (await q.execute()).length;
  return {
    users: await count(db.selectFrom('users').select('id').where('id', '=', a.userId)),
    spaces: await count(db.selectFrom('spaces').select('id').where('owner_id', '=', a.userId)),
    assets: await count(db.selectFrom('assets').select('id').where('space_id', '=', a.spaceId)),
    uploads: await count(db.selectFrom('uploads').select('id').where('user_id', '=', a.userId)),
    projects: await count(db.selectFrom('projects').select('id').where('id', '=', a.projectId)),
    sessions: await count(db.selectFrom('sessions').select('id').where('user_id', '=', a.userId)),
  };
}

const noRows = { users: 0, spaces: 0, assets: 0, uploads: 0, projects: 0, sessions: 0 };
const jobDone = (ctx: BuiltApp['ctx'], userId: string) =>
  waitFor('the purge job', async () => (await ctx.queue.get(`purge-${userId}`))?.status === 'done', 60_000);

describeEachDb('account deletion (local storage)', (kind) => {
  let t: TestApp;
  const tusUpload = async (token: string) => {
    const up = await sendFile(t, token, { tool: 'assets', file: media.png(320, 240), name: 'Logo.png' });
    expect(up.code, up.msg).toBe(0);
    return up.data as { id: string };
  };
  beforeAll(async () => {
    // No worker yet: the test decides when the purge runs.
    t = await startTestApp(kind, { inProcessWorker: false });
  });
  afterAll(() => t.close());
  const onDisk = (key: string) => fs.existsSync(path.join(t.dataDir, 'files', key));

  it('revokes every link at once, removes the rows, then the job removes every file; others keep theirs', async () => {
    const gone = await makeAccount(t, 'leaving@example.com', tusUpload);
    const stays = await makeAccount(t, 'staying@example.com', tusUpload);
    // An upload left half-way: its chunks sit outside storage.
    const partial = await sendFile(t, gone.token, { tool: 'assets', file: media.mp4(), name: 'half.mp4', stopAfter: 1000 });
    if (partial.stage !== 'complete') throw new Error(`the partial upload stopped at ${partial.stage}`);
    const partialFile = path.join(t.dataDir, 'uploads', 'tus', partial.target.upload_id);
    expect(fs.existsSync(partialFile)).toBe(true);
    for (const link of [...gone.links, ...stays.links]) expect(await status(t.app, link)).toBe(200);
    // A zip link of two of its files, signed before the deletion.
    const second = await tusUpload(gone.token);
    const first = await t.ctx.db.selectFrom('assets').select('id').where('space_id', '=', gone.spaceId).where('id', '!=', second.id).executeTakeFirstOrThrow();
    const zip = await t.call('assetDownload', { ids: [first.id, second.id] }, gone.token);
    expect(zip.data.filename).toMatch(/\.zip$/);
    expect(await status(t.app, zip.data.url)).toBe(200);

    expect((await t.call('deleteUser', { password: sha('wrong-one') }, gone.token)).code).toBe(10308);
    expect((await t.call('deleteUser', { password: sha('secret123') }, gone.token)).code).toBe(0);

    // Before the job has run: links answer 404 though the files are still there.
    for (const link of gone.links) expect(await status(t.app, link)).toBe(404);
    expect(await status(t.app, zip.data.url)).toBe(404);
    expect(gone.keys.every(onDisk)).toBe(true);
    expect(await rowsOf(t, gone)).toEqual(noRows);
    expect((await t.call('userInfo', {}, gone.token)).code).toBe(10102);

    await t.ctx.queue.startWorker({ concurrency: 1 });
    await jobDone(t.ctx, gone.userId);
    expect(gone.keys.filter(onDisk)).toEqual([]);
    for (const dir of [`avatars/${gone.userId}`, `assets/${gone.spaceId}`, `videos/${gone.projectId}`]) expect(onDisk(dir)).toBe(false);
    expect(fs.existsSync(partialFile)).toBe(false);
    expect(fs.existsSync(`${partialFile}.json`)).toBe(false);
    // The other account is untouched.
    expect(stays.keys.every(onDisk)).toBe(true);
    for (const link of stays.links) expect(await status(t.app, link)).toBe(200);
  }, 120_000);
});

describeEachDb('account deletion survives a restart', (kind) => {
  let t: TestApp;
  let again: BuiltApp | null = null;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false });
  });
  afterAll(async () => {
    await again?.app.close();
    // Closes the first app once more (a no-op), then removes the data and the database.
    await t.close();
  });

  it('finishes the purge queued before the server stopped', async () => {
    const gone = await makeAccount(t, 'restart@example.com', async (token) => {
      const up = await sendFile(t, token, { tool: 'assets', file: media.png(320, 240), name: 'Logo.png' });
      return up.data as { id: string };
    });
    expect((await t.call('deleteUser', { password: sha('secret123') }, gone.token)).code).toBe(0);
    expect((await t.ctx.queue.get(`purge-${gone.userId}`))?.status).toBe('queued');
    await t.app.close();

    // The same data directory and database, now with a worker.
    again = await buildApp({ ...t.ctx.config, inProcessWorker: true });
    await jobDone(again.ctx, gone.userId);
    expect(gone.keys.filter((k) => fs.existsSync(path.join(t.dataDir, 'files', k)))).toEqual([]);
    for (const link of gone.links) expect(await status(again.app, link)).toBe(404);
  }, 120_000);
});

describeEachDb('account deletion whose job was never queued', (kind) => {
  let t: TestApp;
  let again: BuiltApp | null = null;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false });
  });
  afterAll(async () => {
    await again?.app.close();
    await t.close();
  });

  it('queues the purge at the next start', async () => {
    const gone = await makeAccount(t, 'lost-job@example.com', async (token) => {
      const up = await sendFile(t, token, { tool: 'assets', file: media.png(320, 240), name: 'Logo.png' });
      return up.data as { id: string };
    });
    expect((await t.call('deleteUser', { password: sha('secret123') }, gone.token)).code).toBe(0);
    // As if the process had died between the deletion's commit and the enqueue.
    await t.ctx.db.deleteFrom('jobs').where('name', '=', 'accounts.purge-files').execute();
    await t.app.close();

    again = await buildApp({ ...t.ctx.config, inProcessWorker: true });
    await waitFor('the resumed purge', async () => (await again!.ctx.queue.get('purge-resume'))?.status === 'done', 60_000);
    expect(gone.keys.filter((k) => fs.existsSync(path.join(t.dataDir, 'files', k)))).toEqual([]);
  }, 120_000);
});

describe('account deletion (S3 storage)', () => {
  let t: TestApp;
  let s3: Awaited<ReturnType<typeof startFakeS3>>;
  const putUpload = async (token: string) => {
    const bytes = fs.readFileSync(media.png(320, 240));
    const signed = await t.call('uploadSign', { tool: 'assets', filename: 'Logo.png', size: bytes.length, content_type: 'image/png' }, token);
    expect(signed.code, signed.msg).toBe(0);
    expect((await fetch(signed.data.url, { method: 'PUT', headers: signed.data.headers, body: new Uint8Array(bytes) })).status).toBe(200);
    const done = await t.call('uploadComplete', { upload_id: signed.data.upload_id }, token);
    expect(done.code, done.msg).toBe(0);
    return done.data as { id: string };
  };
  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await startTestApp('pglite', { s3: s3.config, inProcessWorker: false });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('revokes the links at once, then removes the objects and their local copies', async () => {
    const gone = await makeAccount(t, 's3-leaving@example.com', putUpload);
    const stays = await makeAccount(t, 's3-staying@example.com', putUpload);
    const copies = await Promise.all(gone.keys.map((k) => t.ctx.storage.fetchToLocal(k)));
    expect(copies.every((c) => c && fs.existsSync(c))).toBe(true);
    for (const link of gone.links) expect(await status(t.app, link)).toBe(302);

    expect((await t.call('deleteUser', { password: sha('secret123') }, gone.token)).code).toBe(0);
    for (const link of gone.links) expect(await status(t.app, link)).toBe(404);
    expect(await rowsOf(t, gone)).toEqual(noRows);

    await t.ctx.queue.startWorker({ concurrency: 1 });
    await jobDone(t.ctx, gone.userId);
    for (const key of gone.keys) expect(await t.ctx.storage.exists(key)).toBe(false);
    expect(copies.filter((c) => fs.existsSync(c!))).toEqual([]);
    for (const key of stays.keys) expect(await t.ctx.storage.exists(key)).toBe(true);
    for (const link of stays.links) expect(await status(t.app, link)).toBe(302);
  }, 120_000);
});
