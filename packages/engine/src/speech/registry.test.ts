import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkEspeak, createSpeechRegistry, DEFAULT_VOICES } from './registry.js';
import { startFakeTts, type FakeTtsServer } from './testing/fake-openai-tts.js';

let server: FakeTtsServer;
beforeAll(async () => {
  server = await startFakeTts();
});
afterAll(async () => {
  await server.close();
});

describe('createSpeechRegistry', () => {
  it('resolves espeak and http voices to their engines', () => {
    const registry = createSpeechRegistry({ httpUrl: server.url });
    const e = registry.resolve('espeak:en-us+f3');
    expect(e.engine.id).toBe('espeak');
    expect(e.voice).toBe('en-us+f3');
    const h = registry.resolve('http:af_bella+af_sky');
    expect(h.engine.id).toBe('http');
    expect(h.voice).toBe('af_bella+af_sky');
  });

  it('names ENGINE_TTS_URL when an http voice is used without a server', () => {
    expect(() => createSpeechRegistry().resolve('http:af_heart')).toThrow(/ENGINE_TTS_URL/);
  });

  it('refuses malformed ids, unknown engines and a disabled espeak', () => {
    const registry = createSpeechRegistry({ espeak: false });
    expect(() => registry.resolve('en-us')).toThrow(/<engine>:<voice>/);
    expect(() => registry.resolve('espeak:')).toThrow(/<engine>:<voice>/);
    expect(() => registry.resolve('azure:jenny')).toThrow(/Unknown speech engine 'azure'/);
    expect(() => registry.resolve('espeak:en-us')).toThrow(/turned off/);
  });

  it('merges the voices of every engine, and still answers when one engine fails', async () => {
    const registry = createSpeechRegistry({ httpUrl: server.url, httpKey: '', httpModel: 'kokoro' });
    const voices = await registry.voices();
    expect(voices.filter((v) => v.id.startsWith('http:')).map((v) => v.id)).toEqual(['http:af_heart', 'http:am_adam']);
    expect(voices.filter((v) => v.id.startsWith('espeak:')).length).toBeGreaterThan(200);
    const ids = voices.map((v) => v.id);
    expect(ids).toContain(DEFAULT_VOICES.en);
    expect(ids).toContain(DEFAULT_VOICES.zh);

    const errors: string[] = [];
    const down = createSpeechRegistry({ httpUrl: 'http://127.0.0.1:9', onVoicesError: (engine) => errors.push(engine) });
    expect((await down.voices()).length).toBeGreaterThan(200);
    expect(errors).toEqual(['http']);
  });

  it('speaks through a resolved http engine with the configured model and key', async () => {
    const { engine, voice } = createSpeechRegistry({ httpUrl: server.url, httpKey: 'k1', httpModel: 'kokoro' }).resolve('http:af_heart');
    const dir = await mkdtemp(join(tmpdir(), 'registry-test-'));
    try {
      await engine.synthesize({ text: 'Hello', voice, speed: 1 }, join(dir, 'out.wav'));
      expect(server.requests.at(-1)).toMatchObject({ authorization: 'Bearer k1', body: { model: 'kokoro', voice: 'af_heart' } });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('checkEspeak', () => {
  it('reports the installed version', async () => {
    const r = await checkEspeak();
    expect(r.ok).toBe(true);
    expect(r.version).toMatch(/^\d+\.\d+/);
  });

  it('gives the apt-get command when espeak-ng is missing', async () => {
    expect(await checkEspeak('espeak-ng-not-here')).toEqual({ ok: false, hint: 'sudo apt-get install -y --no-install-recommends espeak-ng' });
  });
});
