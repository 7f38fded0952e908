import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ScriptError } from '../types.js';
import { OpenAiSpeechEngine } from './openai.js';
import { startFakeTts, type FakeTtsOptions, type FakeTtsServer } from './testing/fake-openai-tts.js';
import { readWav } from './wav.js';

let dir: string;
let server: FakeTtsServer | null = null;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'openai-tts-test-'));
});
afterEach(async () => {
  await server?.close();
  server = null;
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function fake(opts: FakeTtsOptions = {}) {
  server = await startFakeTts(opts);
  return server;
}

const probe = (path: string) =>
  execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'csv=p=0', path], { encoding: 'utf8' }).trim();

describe('OpenAiSpeechEngine against a Kokoro-like server', () => {
  it('reads a chunked 22050 Hz WAV with placeholder sizes and stores 24 kHz mono', async () => {
    const s = await fake();
    const engine = new OpenAiSpeechEngine({ baseUrl: `${s.url}/v1/`, model: 'kokoro' });
    const out = join(dir, 'kokoro.wav');
    const text = 'Hello from the fake Kokoro server.'; // 34 characters → 2.04 s of tone
    const r = await engine.synthesize({ text, voice: 'af_heart', speed: 1 }, out);
    expect(probe(out)).toBe('pcm_s16le,24000,1');
    expect(r.sampleRate).toBe(24000);
    expect(r.durationSec).toBeCloseTo(0.06 * text.length, 2);
    expect((await readWav(out)).samples.length).toBe(Math.round(r.durationSec * 24000));
    expect(s.requests.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/audio/speech',
      body: { model: 'kokoro', input: text, voice: 'af_heart', response_format: 'wav', speed: 1 },
    });
    expect(s.requests.at(-1)!.authorization).toBeUndefined();
  });

  it('downmixes stereo and passes speed through', async () => {
    const s = await fake({ channels: 2, sampleRate: 44100 });
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url });
    const r = await engine.synthesize({ text: 'Twenty characters!!', voice: 'am_adam', speed: 2 }, join(dir, 'stereo.wav'));
    expect(probe(join(dir, 'stereo.wav'))).toBe('pcm_s16le,24000,1');
    expect(r.durationSec).toBeCloseTo((0.06 * 19) / 2, 2);
    expect(s.requests.at(-1)!.body).toMatchObject({ model: 'tts-1', speed: 2 });
  });

  it('takes a 24 kHz mono WAV as it is', async () => {
    const s = await fake({ sampleRate: 24000 });
    const r = await new OpenAiSpeechEngine({ baseUrl: s.url }).synthesize({ text: 'Exactly right.', voice: 'af_heart', speed: 1 }, join(dir, 'direct.wav'));
    expect(probe(join(dir, 'direct.wav'))).toBe('pcm_s16le,24000,1');
    expect(r.durationSec).toBeCloseTo(0.06 * 14, 3);
  });

  it("surfaces the engine's own message for a bad voice (400, {detail:{…}})", async () => {
    const s = await fake();
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url });
    await expect(engine.synthesize({ text: 'Hi there', voice: 'nobody', speed: 1 }, join(dir, 'bad.wav'))).rejects.toThrow(
      "Speech engine error (HTTP 400): Voice 'nobody' not found",
    );
    expect(existsSync(join(dir, 'bad.wav'))).toBe(false);
  });

  it('surfaces a model the engine rejects, and OpenAI-shaped errors', async () => {
    const s = await fake({ errors: 'openai' });
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url, model: 'whisper-9' });
    await expect(engine.synthesize({ text: 'Hi there', voice: 'af_heart', speed: 1 }, join(dir, 'm.wav'))).rejects.toThrow(
      /HTTP 400\): Unsupported model: whisper-9/,
    );
  });

  it('lists voices as objects, and as legacy strings, with und/female defaults', async () => {
    const s = await fake();
    const voices = await new OpenAiSpeechEngine({ baseUrl: s.url }).voices();
    expect(voices).toEqual([
      { id: 'http:af_heart', name: 'af_heart', language: 'und', languageName: 'Unknown', gender: 'female', quality: 'natural' },
      { id: 'http:am_adam', name: 'am_adam', language: 'und', languageName: 'Unknown', gender: 'female', quality: 'natural' },
    ]);
    await s.close();
    const legacy = await fake({ listing: 'legacy' });
    expect((await new OpenAiSpeechEngine({ baseUrl: legacy.url }).voices()).map((v) => v.id)).toEqual(['http:af_heart', 'http:am_adam']);
  });

  it('takes language and gender from a speaches-style listing', async () => {
    const s = await fake({ listing: 'speaches' });
    const voices = await new OpenAiSpeechEngine({ baseUrl: s.url }).voices();
    expect(voices[1]).toEqual({ id: 'http:am_adam', name: 'am_adam', language: 'en-us', languageName: 'American English', gender: 'male', quality: 'natural' });
  });

  it('reuses a voice listing for its time to live, and asks again after it or after a failure', async () => {
    const s = await fake();
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url, voicesTtlMs: 300 });
    const listings = () => s.requests.filter((r) => r.path.endsWith('/voices')).length;
    const [a, b] = await Promise.all([engine.voices(), engine.voices()]);
    expect(b).toEqual(a);
    await engine.voices();
    expect(listings()).toBe(1);
    await new Promise((r) => setTimeout(r, 350));
    await engine.voices();
    expect(listings()).toBe(2);
    const locked = await fake({ apiKey: 'sekret' });
    const refused = new OpenAiSpeechEngine({ baseUrl: locked.url, apiKey: 'wrong' });
    await expect(refused.voices()).rejects.toThrow(/HTTP 403/);
    await expect(refused.voices()).rejects.toThrow(/HTTP 403/);
    expect(locked.requests).toHaveLength(2); // a failure is asked again, not kept
  });

  it('answers no voices when the server has no listing (404)', async () => {
    const s = await fake({ listing: 'none' });
    expect(await new OpenAiSpeechEngine({ baseUrl: s.url }).voices()).toEqual([]);
  });

  it('sends the Bearer key, and reports a refused one', async () => {
    const s = await fake({ apiKey: 'sekret' });
    await new OpenAiSpeechEngine({ baseUrl: s.url, apiKey: 'sekret' }).voices();
    expect(s.requests.at(-1)!.authorization).toBe('Bearer sekret');
    await expect(new OpenAiSpeechEngine({ baseUrl: s.url, apiKey: 'wrong' }).voices()).rejects.toThrow('Speech engine error (HTTP 403): Invalid API key');
  });

  it('gives up after its time limit', async () => {
    const s = await fake({ delayMs: 2000 });
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url, timeoutMs: 200 });
    await expect(engine.synthesize({ text: 'Slow one', voice: 'af_heart', speed: 1 }, join(dir, 'slow.wav'))).rejects.toThrow(/did not answer within 0.2 s/);
  });

  it('reports an unreachable server', async () => {
    const s = await fake();
    const url = s.url;
    await s.close();
    server = null;
    await expect(new OpenAiSpeechEngine({ baseUrl: url }).voices()).rejects.toThrow(/unreachable: ECONNREFUSED/);
  });

  it('throws ScriptError for unspeakable text without calling the server, and for silent audio', async () => {
    const s = await fake({ silent: true });
    const engine = new OpenAiSpeechEngine({ baseUrl: s.url });
    for (const text of ['!!!', '', '🎉']) {
      await expect(engine.synthesize({ text, voice: 'af_heart', speed: 1 }, join(dir, 'n.wav'))).rejects.toBeInstanceOf(ScriptError);
    }
    expect(s.requests).toHaveLength(0);
    await expect(engine.synthesize({ text: 'Quiet please', voice: 'af_heart', speed: 1 }, join(dir, 'silent.wav'))).rejects.toBeInstanceOf(ScriptError);
    expect(existsSync(join(dir, 'silent.wav'))).toBe(false);
  });
});
