import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FishSpeechEngine } from './fish.js';
import { SPEECH_SAMPLE_RATE } from './normalise.js';
import { createSpeechRegistry } from './registry.js';
import { startFakeFish, type FakeFishServer } from './testing/fake-fish-speech.js';
import { encodeWav, readWav } from './wav.js';

let dir: string;
let sample: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'fish-'));
  sample = path.join(dir, 'sample.wav');
  const tone = new Int16Array(16000 * 6).map((_, i) => Math.round(6000 * Math.sin((2 * Math.PI * 200 * i) / 16000)));
  await fs.writeFile(sample, encodeWav(tone, 16000));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

describe('FishSpeechEngine (fish-speech references and tts)', () => {
  let fish: FakeFishServer;
  beforeAll(async () => {
    fish = await startFakeFish({ apiKey: 'k' });
  });
  afterAll(() => fish.close());

  it('enrolls a recording, then speaks with it as our standard WAV, and forgets it', async () => {
    const engine = new FishSpeechEngine({ baseUrl: fish.url, apiKey: 'k' });
    const id = '0b7c5e2a-1111-4222-8333-444455556666';
    await engine.enroll(id, sample, '');
    expect(fish.references.get(id)).toBeGreaterThan(100_000);
    const out = path.join(dir, 'out.wav');
    const r = await engine.synthesize({ text: 'Hello from my own voice.', voice: id, speed: 1 }, out);
    const wav = await readWav(out);
    expect(wav.sampleRate).toBe(SPEECH_SAMPLE_RATE);
    expect(r.durationSec).toBeCloseTo('Hello from my own voice.'.length * 0.07, 1);
    expect(fish.requests.every((q) => q.authorization === 'Bearer k')).toBe(true);
    await engine.remove(id);
    expect(fish.references.has(id)).toBe(false);
    await expect(engine.synthesize({ text: 'Gone.', voice: id, speed: 1 }, out)).rejects.toThrow(/HTTP 404/);
  });

  it('says what went wrong: a wrong key, a refused recording, an engine that is not there', async () => {
    await expect(new FishSpeechEngine({ baseUrl: fish.url, apiKey: 'nope' }).enroll('a', sample)).rejects.toThrow(/HTTP 401.*Invalid API key/);
    const picky = await startFakeFish({ refuse: 'Audio too noisy' });
    await expect(new FishSpeechEngine({ baseUrl: picky.url }).enroll('b', sample)).rejects.toThrow(/Audio too noisy/);
    await picky.close();
    await expect(new FishSpeechEngine({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 5000 }).enroll('c', sample)).rejects.toThrow(/unreachable/);
    await expect(new FishSpeechEngine({ baseUrl: fish.url, apiKey: 'k' }).enroll('../x', sample)).rejects.toThrow(/Invalid voice id/);
  });

  it('is the registry’s clone engine when ENGINE_VOICE_CLONE_URL is set, and lists no voices of its own', async () => {
    const registry = createSpeechRegistry({ cloneUrl: fish.url, cloneKey: 'k', flite: false });
    expect(registry.cloner).toBeInstanceOf(FishSpeechEngine);
    expect(registry.resolve('clone:abc').voice).toBe('abc');
    expect((await registry.voices()).some((v) => v.id.startsWith('clone:'))).toBe(false);
    expect(() => createSpeechRegistry({ flite: false }).resolve('clone:abc')).toThrow(/ENGINE_VOICE_CLONE_URL/);
  });
});
