import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { probeMedia } from '../compose/probe.js';
import { EspeakEngine } from '../speech/espeak.js';
import type { AvatarClipRequest, SpeechResult } from '../types.js';
import { HeygemAvatarRenderer, heygemOptionsFromEnv, padSpeech } from './heygem.js';
import { startFakeHeygem, type FakeHeygem } from './heygem-fake.js';
import { LocalAvatarRenderer } from './local-renderer.js';
import { renderLookPreview } from './previews.js';
import { AvatarRouter } from '../talking-photo/router.js';
import { TalkingPhotoRenderer } from '../talking-photo/renderer.js';
import { mediaRef, parseEnvelope, queryState, resultCandidates, submitBody, submitOutcome, TalkingHeadError } from './heygem-protocol.js';

describe('HeyGem protocol helpers', () => {
  it('reads JSON whatever the content type, with msg as a number', () => {
    expect(parseEnvelope('{"code":10000,"success":true,"msg":10000,"data":{}}')).toEqual({ code: 10000, success: true, msg: 10000, data: {} });
    expect(parseEnvelope('{"code":"10001","msg":"忙碌中"}').code).toBe(10001);
    expect(() => parseEnvelope('<h1>502 Bad Gateway</h1>')).toThrow(TalkingHeadError);
  });

  it('treats 10001 as busy and other codes as refusals', () => {
    expect(submitOutcome({ code: 10000, msg: 10000 })).toEqual({ kind: 'accepted' });
    expect(submitOutcome({ code: 10001 })).toEqual({ kind: 'busy' });
    expect(() => submitOutcome({ code: 10002, msg: 'audio_url参数缺失' })).toThrow(/audio_url/);
  });

  it('reads job states: running, done, failed, missing', () => {
    expect(queryState({ code: 10000, data: { status: 1, progress: 37 } })).toEqual({ kind: 'running', progress: 37 });
    expect(queryState({ code: 10000, data: { status: 2, result: 'x-r.mp4' } })).toEqual({ kind: 'done', result: 'x-r.mp4' });
    expect(queryState({ code: 10000, data: { status: 3, msg: 'no face' } })).toEqual({ kind: 'failed', message: 'no face' });
    expect(queryState({ code: 10004, msg: '任务不存在' })).toEqual({ kind: 'missing' });
    expect(() => queryState({ code: 9999, msg: 'boom' })).toThrow(/9999/);
  });

  it('looks for the result in every place an image version may put it', () => {
    expect(resultCandidates('/d', 'a-r.mp4')).toEqual(['/d/a-r.mp4', '/d/temp/a-r.mp4']);
    expect(resultCandidates('/d', 'temp/a-r.mp4')).toEqual(['/d/temp/a-r.mp4', '/d/temp/temp/a-r.mp4', '/d/a-r.mp4']);
    expect(resultCandidates('/d', '/code/data/temp/a-r.mp4', '/code/data')[0]).toBe('/d/temp/a-r.mp4');
    expect(mediaRef('a.wav')).toBe('a.wav');
    expect(mediaRef('a.wav', '/code/data')).toBe('/code/data/temp/a.wav');
    expect(submitBody('a.wav', 'v.mp4', 'c')).toEqual({ audio_url: 'a.wav', video_url: 'v.mp4', code: 'c', chaofen: 0, watermark_switch: 0, pn: 1 });
  });

  it('pads the speech with the lead-in and to the clip length', () => {
    const out = padSpeech(Int16Array.from([5, 6]), 10, 0.3, 1);
    expect([...out]).toEqual([0, 0, 0, 5, 6, 0, 0, 0, 0, 0]);
    expect(padSpeech(Int16Array.from([1, 2, 3]), 10, 0, 0.1)).toHaveLength(3);
  });

  it('is configured from the environment', () => {
    expect(heygemOptionsFromEnv({})).toBeNull();
    expect(() => heygemOptionsFromEnv({ ENGINE_TALKING_HEAD_URL: 'http://h:8383' })).toThrow(/DATA_DIR/);
    expect(heygemOptionsFromEnv({ ENGINE_TALKING_HEAD_URL: 'http://h:8383', ENGINE_TALKING_HEAD_DATA_DIR: '/v' })).toEqual({
      baseUrl: 'http://h:8383',
      dataDir: '/v',
      containerDataDir: undefined,
    });
  });
});

describe('HeygemAvatarRenderer against a fake HeyGem', () => {
  let dir: string;
  let speech: SpeechResult;
  let fake: FakeHeygem | undefined;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'heygem-test-'));
    const wavPath = join(dir, 'line.wav');
    speech = { ...(await new EspeakEngine().synthesize({ text: 'Hello from the studio.', voice: 'en-us', speed: 1.2 }, wavPath)), wavPath };
  });
  afterEach(async () => {
    await fake?.close();
    fake = undefined;
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const req = (extra: Partial<AvatarClipRequest> = {}): AvatarClipRequest => ({
    avatar: 'kwame/studio',
    emotion: 'happy',
    width: 120,
    height: 160,
    fps: 25,
    frames: 40,
    leadIn: 0.2,
    speech,
    removeBackground: true,
    ...extra,
  });
  const renderer = (dataDir: string, extra = {}) =>
    new HeygemAvatarRenderer({ baseUrl: fake!.url, dataDir, pollMs: 40, busyRetryMs: 60, timeoutMs: 20_000, sourceSeconds: 1, ...extra });

  it('stages audio and source video, waits out a busy service, polls, and returns the muxed file', async () => {
    const data = join(dir, 'ok');
    fake = await startFakeHeygem({ dataDir: data, jobMs: 250 });
    fake.busyNext(2);
    const clip = await renderer(data).clip(req());
    expect(clip.kind).toBe('file');
    if (clip.kind !== 'file') return;
    expect(clip.hasAlpha).toBe(false);
    expect(clip.path).toBe(join(data, 'temp', `${fake.submits.at(-1)!.code}-r.mp4`));
    const info = await probeMedia(clip.path);
    expect(info.video).toMatchObject({ width: 120, height: 160 });
    expect(info.durationSec).toBeCloseTo(40 / 25, 1);
    expect(fake.submits).toHaveLength(3); // two were turned away as busy
    const sent = fake.submits.at(-1)!;
    expect(sent).toMatchObject({ chaofen: 0, watermark_switch: 0, pn: 1 });
    expect(String(sent.audio_url)).toMatch(/^framecast-.*\.wav$/);
    expect(String(sent.video_url)).toMatch(/^framecast-src-.*\.mp4$/);
    const staged = await readdir(join(data, 'temp'));
    expect(staged.filter((f) => f.endsWith('.wav'))).toEqual([]); // the driving audio is cleaned up
    expect(fake.queries).toBeGreaterThanOrEqual(2);
  });

  it('lip-syncs a talking photo too: the source video is the photo, animated here, with the mouth shut', async () => {
    const data = join(dir, 'photo');
    fake = await startFakeHeygem({ dataDir: data, jobMs: 50 });
    const photo = join(dir, 'face.png');
    await renderLookPreview('maya/support', 'neutral', photo, 240);
    const local = new AvatarRouter(new LocalAvatarRenderer(), new TalkingPhotoRenderer());
    const r = renderer(data, { local });
    await r.prepare('file:face.png', photo);
    expect(r.aspect('file:face.png')).toBeCloseTo(0.75, 2);
    const clip = await r.clip(req({ avatar: 'file:face.png', removeBackground: false }));
    expect(clip.kind).toBe('file');
    const source = (await readdir(join(data, 'temp'))).find((f) => f.startsWith('framecast-src-'))!;
    const info = await probeMedia(join(data, 'temp', source));
    expect(info.video).toMatchObject({ width: 120, height: 160 });
  });

  it('reuses the staged source video and follows container paths and nested results', async () => {
    const data = join(dir, 'container');
    fake = await startFakeHeygem({ dataDir: data, containerDataDir: '/code/data', resultStyle: 'container', jobMs: 50 });
    const r = renderer(data, { containerDataDir: '/code/data' });
    const first = await r.clip(req());
    const source = (await readdir(join(data, 'temp'))).find((f) => f.startsWith('framecast-src-'))!;
    const before = (await stat(join(data, 'temp', source))).mtimeMs;
    const second = await r.clip(req());
    expect((await stat(join(data, 'temp', source))).mtimeMs).toBe(before);
    expect(first.kind === 'file' && second.kind === 'file' && first.path !== second.path).toBe(true);
    expect(String(fake.submits[0]!.video_url)).toBe(`/code/data/temp/${source}`);
  });

  it('reports a failed job (status 3) with its message', async () => {
    const data = join(dir, 'fail');
    fake = await startFakeHeygem({ dataDir: data, jobMs: 50 });
    fake.failNext('no face detected');
    await expect(renderer(data).clip(req())).rejects.toThrow(/no face detected/);
  });

  it('treats 10004 after a run as a lost job', async () => {
    const data = join(dir, 'lost');
    fake = await startFakeHeygem({ dataDir: data, jobMs: 400 });
    fake.loseNext();
    await expect(renderer(data).clip(req())).rejects.toThrow(/lost/);
  });

  it('gives up after its timeout', async () => {
    const data = join(dir, 'slow');
    fake = await startFakeHeygem({ dataDir: data, jobMs: 5000 });
    await expect(renderer(data, { timeoutMs: 300 }).clip(req())).rejects.toThrow(/did not finish/);
  });

  it('says so when the service is unreachable', async () => {
    const r = new HeygemAvatarRenderer({ baseUrl: 'http://127.0.0.1:9', dataDir: join(dir, 'none'), sourceSeconds: 1 });
    await expect(r.clip(req())).rejects.toThrow(/unreachable/);
  });

  it('draws an idle clip locally: there is nothing to lip-sync', async () => {
    const clip = await new HeygemAvatarRenderer({ baseUrl: 'http://127.0.0.1:9', dataDir: join(dir, 'idle') }).clip(req({ speech: undefined, frames: 3 }));
    expect(clip.kind).toBe('frames');
  });
});
