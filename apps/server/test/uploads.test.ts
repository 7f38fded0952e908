import crypto from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '@framecast/contract';
import { FileStore } from '@tus/file-store';
import { media } from './fixtures/media.js';
import { sweepExpiredUploads } from '../src/modules/uploads/cleanup.js';
import { directUploadKey } from '../src/modules/uploads/sign.js';
import { tusDirectory } from '../src/modules/uploads/tus.js';
import { leftovers, sendFile } from './fixtures/upload-client.js';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';

const sha = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');
const until = async <T>(fn: () => Promise<T | undefined>, ms = 20_000): Promise<T> => {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined) return v;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 100));
  }
};

describeEachDb('uploads: resumable, checked by content, kept as assets', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'uploader@example.com');
  });
  afterAll(() => t.close());

  const assetCount = async () => (await t.call('assetList', {}, token)).data.total as number;

  it('uploads a video in chunks and keeps it with its probed facts, hash and poster', async () => {
    const file = media.mp4(640, 360, 2);
    const up = await sendFile(t, token, { tool: 'assets', file, name: 'Clip one.mp4' });
    expect(up.code, up.msg).toBe(0);
    expect(up.data).toMatchObject({ name: 'Clip one.mp4', kind: 'video', mime: 'video/mp4', size_bytes: fs.statSync(file).size, tool: 'assets', warnings: [] });
    expect(up.data.meta).toMatchObject({ width: 640, height: 360, codec: 'h264', has_audio: true, rotation: 0, fps: 10 });
    expect(up.data.meta.duration).toBeCloseTo(2, 0);
    const row = await t.ctx.db.selectFrom('assets').select(['sha256', 'storage_key']).where('id', '=', up.data.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha(file));
    const stored = await t.ctx.storage.fetchToLocal(row.storage_key);
    expect(sha(stored!)).toBe(sha(file));
    expect(leftovers(t)).toEqual([]);
    const derived = await until(async () => {
      const d = (await t.call('assetDetail', { id: up.data.id }, token)).data;
      return d.derived ? d : undefined;
    });
    expect(derived.thumbnail_url).toMatch(/\.thumb\.jpg\?/);
    expect(derived.waveform).toHaveLength(200);
    const poster = await t.app.inject({ url: derived.thumbnail_url });
    expect(poster.statusCode).toBe(200);
    expect(poster.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it('draws a waveform for audio and a thumbnail for a photo', async () => {
    const audio = await sendFile(t, token, { tool: 'avatar_audio', file: media.mp3(3), name: 'voice.mp3' });
    expect(audio.code, audio.msg).toBe(0);
    expect(audio.data).toMatchObject({ kind: 'audio', mime: 'audio/mpeg' });
    expect(audio.data.meta.duration).toBeCloseTo(3, 0);
    const photo = await sendFile(t, token, { tool: 'photo', file: media.jpg(640, 480), name: 'face.jpg' });
    expect(photo.code, photo.msg).toBe(0);
    expect(photo.data.meta).toMatchObject({ width: 640, height: 480, duration: null });
    // 4:3 is taken, with the spec's advice (16:9 or 9:16 recommended) kept as a warning on the asset.
    expect(photo.data.warnings).toEqual([UPLOAD_MESSAGES.adviseShape]);
    const peaks = await until(async () => (await t.call('assetDetail', { id: audio.data.id }, token)).data.waveform ?? undefined);
    expect(Math.max(...peaks)).toBeGreaterThan(0.1); // lavfi sine peaks at 1/8
  });

  it('refuses what the rules refuse, with the spec message, and keeps nothing', async () => {
    const before = await assetCount();
    const cases: { tool: string; file: string; name: string; msg: string; stage?: string }[] = [
      { tool: 'voice_clone', file: media.png(), name: 'notes.txt', msg: UPLOAD_MESSAGES.voiceCloneType, stage: 'sign' },
      { tool: 'assets', file: media.png(), name: 'picture.mp4', msg: UPLOAD_MESSAGES.realType },
      { tool: 'assets', file: media.garbage(), name: 'random.mp4', msg: UPLOAD_MESSAGES.realType },
      { tool: 'assets', file: media.truncatedMp4(), name: 'broken.mp4', msg: UPLOAD_MESSAGES.realType },
      { tool: 'assets', file: media.empty(), name: 'nothing.mp4', msg: UPLOAD_MESSAGES.empty, stage: 'sign' },
      { tool: 'voice_clone', file: media.wav(2), name: 'short.wav', msg: UPLOAD_MESSAGES.voiceCloneShort },
      { tool: 'voice_clone', file: media.mp3(185), name: 'long.mp3', msg: 'File length cannot exceed 3 minutes.' },
      { tool: 'photo', file: media.png(200, 200), name: 'tiny.png', msg: 'The shorter side of the photo must be at least 300px.' },
      { tool: 'video_translation', file: media.silentMp4(640, 360, 2), name: 'mute.mp4', msg: UPLOAD_MESSAGES.noAudio },
      { tool: 'video_translation', file: media.mp4(320, 240, 2), name: 'small.mp4', msg: 'Video resolution must be between 360x360 and 4096x4096.' },
      { tool: 'profile_photo', file: media.png(640, 480), name: 'me.png', msg: 'The profile photo must be square.' },
    ];
    for (const c of cases) {
      const r = await sendFile(t, token, c);
      expect([r.code, r.msg, r.stage], c.name).toEqual([21001, c.msg, c.stage ?? 'complete']);
    }
    expect(await assetCount()).toBe(before);
    expect(leftovers(t)).toEqual([]);
    const statuses = await t.ctx.db.selectFrom('uploads').select('status').where('status', 'in', ['pending', 'completing']).execute();
    expect(statuses).toEqual([]);
  });

  it('refuses files over the size limit before a byte is sent', async () => {
    const r = await t.call('uploadSign', { tool: 'assets', filename: 'big.mp4', size: 101 * 1024 * 1024 }, token);
    expect([r.code, r.msg]).toEqual([21001, UPLOAD_MESSAGES.media100]);
    const v = await t.call('uploadSign', { tool: 'voice_clone', filename: 'big.wav', size: 301 * 1024 * 1024 }, token);
    expect(v.msg).toBe(UPLOAD_MESSAGES.voiceCloneSize);
  });

  it('refuses file names with path separators or control characters, keeps other scripts', async () => {
    for (const filename of ['../../etc/passwd.png', 'a\\b.png', 'x\u202egnp.exe.png', 'tab\there.png']) {
      const r = await t.call('uploadSign', { tool: 'assets', filename, size: 100 }, token);
      expect(r.code, filename).toBe(40001);
      expect(JSON.stringify(r.data.fields)).toContain('slashes or control characters');
    }
    const up = await sendFile(t, token, { tool: 'assets', file: media.png(), name: 'Cafe\u0301 照片.png' });
    expect(up.code, up.msg).toBe(0);
    expect(up.data.name).toBe('Café 照片.png'.normalize('NFC'));
  });

  it('will not take more bytes than declared, another upload’s id, or a finished token', async () => {
    const file = media.png();
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'a.png', size: fs.statSync(file).size }, token)).data;
    const bigger = await t.app.inject({
      method: 'POST',
      url: signed.url,
      headers: { 'tus-resumable': '1.0.0', ...signed.headers, 'upload-length': String(fs.statSync(file).size + 1) },
    });
    expect(bigger.statusCode).toBeGreaterThanOrEqual(400);
    const other = (await t.call('uploadSign', { tool: 'assets', filename: 'b.png', size: 10 }, token)).data;
    const wrongId = await t.app.inject({ method: 'HEAD', url: `${signed.url}/${other.upload_id}`, headers: { 'tus-resumable': '1.0.0', ...signed.headers } });
    expect(wrongId.statusCode).toBe(404);
    const noToken = await t.app.inject({ method: 'POST', url: signed.url, headers: { 'tus-resumable': '1.0.0', 'upload-length': '10' } });
    expect(noToken.statusCode).toBe(404);
    const early = await t.call('uploadComplete', { upload_id: other.upload_id }, token);
    expect(early.code).toBe(21004);
  });

  it('resumes an interrupted upload from the server’s offset and ends byte-identical', async () => {
    const file = media.mp4(1280, 720, 6);
    const half = Math.floor(fs.statSync(file).size / 2);
    const bytes = fs.readFileSync(file);
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'resume.mp4', size: bytes.length }, token)).data;
    const h = { 'tus-resumable': '1.0.0', ...signed.headers };
    const created = await t.app.inject({ method: 'POST', url: signed.url, headers: { ...h, 'upload-length': String(bytes.length) } });
    const loc = String(created.headers.location);
    await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes.subarray(0, half),
    });
    const head = await t.app.inject({ method: 'HEAD', url: loc, headers: h });
    expect(Number(head.headers['upload-offset'])).toBe(half);
    await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': String(half), 'content-type': 'application/offset+octet-stream' },
      payload: bytes.subarray(half),
    });
    const done = await t.call('uploadComplete', { upload_id: signed.upload_id }, token);
    expect(done.code, done.msg).toBe(0);
    const row = await t.ctx.db.selectFrom('assets').select('sha256').where('id', '=', done.data.id).executeTakeFirstOrThrow();
    expect(row.sha256).toBe(sha(file));
  });

  it('cancel deletes partial data; expired uploads are swept', async () => {
    const file = media.mp4(640, 360, 2);
    const bytes = fs.readFileSync(file);
    const signed = (await t.call('uploadSign', { tool: 'assets', filename: 'c.mp4', size: bytes.length }, token)).data;
    const h = { 'tus-resumable': '1.0.0', ...signed.headers };
    const loc = String((await t.app.inject({ method: 'POST', url: signed.url, headers: { ...h, 'upload-length': String(bytes.length) } })).headers.location);
    await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes.subarray(0, 1000),
    });
    expect(leftovers(t).length).toBeGreaterThan(0);
    expect((await t.call('uploadCancel', { upload_id: signed.upload_id }, token)).code).toBe(0);
    expect(leftovers(t)).toEqual([]);
    expect((await t.call('uploadComplete', { upload_id: signed.upload_id }, token)).code).toBe(21003);
  });

  it('temp_sts credentials take one resumable upload named at creation, checked like any other', async () => {
    const sts = await t.call('uploadSts', { tool: 'avatar_audio' }, token);
    expect(sts.code).toBe(0);
    expect(sts.data).toMatchObject({ storage: 'local', endpoint: '/api/common/upload/tus', header: 'x-upload-token', max_bytes: 100 * 1024 * 1024 });
    const h = { 'tus-resumable': '1.0.0', [sts.data.header]: sts.data.token };
    const meta = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;
    const wrong = await t.app.inject({
      method: 'POST',
      url: sts.data.endpoint,
      headers: { ...h, 'upload-length': '100', 'upload-metadata': meta('song.ogg') },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().msg).toBe('Invalid file type. Please upload .mp3 or .wav files.');
    const bytes = fs.readFileSync(media.mp3(3));
    const created = await t.app.inject({
      method: 'POST',
      url: sts.data.endpoint,
      headers: { ...h, 'upload-length': String(bytes.length), 'upload-metadata': meta('hello.mp3') },
    });
    expect(created.statusCode).toBe(201);
    const loc = String(created.headers.location);
    await t.app.inject({
      method: 'PATCH',
      url: loc,
      headers: { ...h, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: bytes,
    });
    const done = await t.call('uploadComplete', { upload_id: loc.split('/').pop()! }, token);
    expect(done.code, done.msg).toBe(0);
    expect(done.data).toMatchObject({ name: 'hello.mp3', kind: 'audio', tool: 'avatar_audio' });
  });

  it('sweeps an upload whose completion died after storing the file: no chunks and no stored copy stay', async () => {
    const file = media.jpg(320, 240);
    const half = await sendFile(t, token, { tool: 'assets', file, name: 'Half done.jpg', stopAfter: 0 });
    const id = (half as { target: { upload_id: string } }).target.upload_id;
    const row = await t.ctx.db.selectFrom('uploads').select(['space_id']).where('id', '=', id).executeTakeFirstOrThrow();
    // What a process killed between storing the file and writing the asset row leaves behind.
    const key = directUploadKey(row.space_id, id, 'Half done.jpg');
    fs.copyFileSync(file, `${file}.copy`);
    await t.ctx.storage.putFile(key, `${file}.copy`, 'image/jpeg');
    await t.ctx.db
      .updateTable('uploads')
      .set({ status: 'completing', expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await t.ctx.storage.stat(key)).toBeTruthy();

    const swept = await sweepExpiredUploads(t.ctx, new FileStore({ directory: tusDirectory(t.ctx) }));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.stat(key)).toBeFalsy();
    expect(leftovers(t).filter((f) => f.startsWith(id))).toEqual([]);
    expect((await t.ctx.db.selectFrom('uploads').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status).toBe('expired');
  });
});
