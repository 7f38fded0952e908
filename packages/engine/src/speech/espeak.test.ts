import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptError, type SpeechResult, type TimedUnit } from '../types.js';
import { EspeakEngine, espeakArgs, espeakVoiceArg, espeakWpm } from './espeak.js';
import { readWav, wavDurationSec } from './wav.js';

let dir: string;
const engine = new EspeakEngine();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'espeak-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function expectTimed(units: TimedUnit[] | undefined, durationSec: number) {
  expect(units?.length).toBeGreaterThan(0);
  let last = 0;
  for (const u of units!) {
    expect(u.start).toBeGreaterThanOrEqual(last);
    expect(u.end).toBeGreaterThanOrEqual(u.start);
    last = u.end;
  }
  expect(last).toBeLessThanOrEqual(durationSec);
}

async function expectStandardWav(path: string, result: Omit<SpeechResult, 'wavPath'>) {
  const probe = execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'stream=codec_name,sample_rate,channels', '-of', 'csv=p=0', path], {
    encoding: 'utf8',
  });
  expect(probe.trim()).toBe('pcm_s16le,24000,1');
  expect(result.sampleRate).toBe(24000);
  expect(result.durationSec).toBeCloseTo(await wavDurationSec(path), 3);
  expect((await readWav(path)).sampleRate).toBe(24000);
}

describe('espeak arguments', () => {
  it('maps speed to words per minute within espeak-ng limits', () => {
    expect(espeakWpm(1)).toBe(175);
    expect(espeakWpm(1.2)).toBe(210);
    expect(espeakWpm(0.1)).toBe(80);
    expect(espeakWpm(10)).toBe(450);
    expect(() => espeakWpm(0)).toThrow(RangeError);
  });

  it('serves the broken plain Mandarin voice with the Pinyin one and refuses option-like voices', () => {
    expect(espeakVoiceArg('cmn')).toBe('cmn-latn-pinyin');
    expect(espeakVoiceArg('zh+f2')).toBe('cmn-latn-pinyin+f2');
    expect(espeakVoiceArg('en-us+f3')).toBe('en-us+f3');
    expect(() => espeakVoiceArg('-x')).toThrow(/Invalid/);
    expect(() => espeakVoiceArg('en us')).toThrow(/Invalid/);
  });

  it('passes the text on stdin, never as an argument', () => {
    const args = espeakArgs('en-us', 175, '/tmp/p.txt');
    expect(args).toContain('--stdin');
    expect(args).toContain('--stdout');
    expect(args).toContain('--phonout=/tmp/p.txt');
  });
});

describe('espeak-ng itself', () => {
  it('gives no phoneme timings for its own voices (--pho prints nothing), hence the estimated timings', () => {
    const pho = execFileSync('espeak-ng', ['--pho', '-v', 'en-us', '-w', join(dir, 'pho.wav'), 'hello world'], { encoding: 'utf8' });
    expect(pho).toBe('');
  });

  it('reads Hanzi wrongly with the plain cmn voice (tone digits as English numbers), rightly with cmn-latn-pinyin', () => {
    const x = (voice: string) => execFileSync('espeak-ng', ['-q', '-x', '-v', voice, '你好'], { encoding: 'utf8' });
    expect(x('cmn')).toContain("Tr'i:"); // "three", the English number
    expect(x('cmn-latn-pinyin')).not.toContain('(en)');
    expect(x('cmn-latn-pinyin')).toMatch(/n'i35/);
  });
});

describe('EspeakEngine (real espeak-ng)', () => {
  it('speaks English: a 24 kHz mono WAV with ordered phonemes and the script words timed', async () => {
    const out = join(dir, 'en.wav');
    const text = 'Hello world, this is a test. In 2024, sales grew 35% across twelve regions.';
    const r = await engine.synthesize({ text, voice: 'en-us', speed: 1 }, out);
    await expectStandardWav(out, r);
    expect(r.durationSec).toBeGreaterThan(3);
    expect(r.durationSec).toBeLessThan(9);
    expectTimed(r.phonemes, r.durationSec);
    expectTimed(r.words, r.durationSec);
    expect(r.words!.map((w) => w.text)).toEqual([
      'Hello',
      'world',
      'this',
      'is',
      'a',
      'test',
      'In',
      '2024',
      'sales',
      'grew',
      '35%',
      'across',
      'twelve',
      'regions',
    ]);
    // "2024" is four spoken words; it must take far longer than the one-syllable words around it.
    const year = r.words!.find((w) => w.text === '2024')!;
    const grew = r.words!.find((w) => w.text === 'grew')!;
    expect(year.end - year.start).toBeGreaterThan(2 * (grew.end - grew.start));
    // The clause pause after "world," is silence: no word covers it.
    const world = r.words![1]!;
    const next = r.words![2]!;
    expect(next.start - world.end).toBeGreaterThan(0.08);
  });

  it('speaks a Mandarin Hanzi sentence, one timed word per character', async () => {
    const out = join(dir, 'zh.wav');
    const r = await engine.synthesize({ text: '你好，世界。今天天气很好。', voice: 'cmn-latn-pinyin', speed: 1 }, out);
    await expectStandardWav(out, r);
    expect(r.durationSec).toBeGreaterThan(2);
    expect(r.durationSec).toBeLessThan(6);
    expectTimed(r.phonemes, r.durationSec);
    expect(r.phonemes!.map((p) => p.text).slice(0, 4)).toEqual(['n', 'i35', 'X', 'Au214']);
    expect(r.words!.map((w) => w.text).join('')).toBe('你好世界今天天气很好');
    expectTimed(r.words, r.durationSec);
  });

  it('speaks faster at a higher speed, and a female variant', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const slow = await engine.synthesize({ text, voice: 'en-us+f3', speed: 0.8 }, join(dir, 'slow.wav'));
    const fast = await engine.synthesize({ text, voice: 'en-us+f3', speed: 1.6 }, join(dir, 'fast.wav'));
    expect(fast.durationSec).toBeLessThan(slow.durationSec * 0.7);
  });

  it('reads a script that starts with "-" as text', async () => {
    const r = await engine.synthesize({ text: '-x --version is not an option', voice: 'en-us', speed: 1 }, join(dir, 'dash.wav'));
    expect(r.durationSec).toBeGreaterThan(1);
  });

  it('throws ScriptError for text with nothing to say, and leaves no file', async () => {
    for (const text of ['!!!', '', '   ', '🎉🎉']) {
      const out = join(dir, 'none.wav');
      await expect(engine.synthesize({ text, voice: 'en-us', speed: 1 }, out)).rejects.toBeInstanceOf(ScriptError);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('names an unknown voice', async () => {
    await expect(engine.synthesize({ text: 'hi', voice: 'xx-nope', speed: 1 }, join(dir, 'x.wav'))).rejects.toThrow(/Unknown espeak-ng voice 'xx-nope'/);
  });

  it('stops a process that runs past its time limit', async () => {
    const slowEngine = new EspeakEngine({ timeoutMs: 1 });
    await expect(slowEngine.synthesize({ text: 'hello there', voice: 'en-us', speed: 1 }, join(dir, 't.wav'))).rejects.toThrow(/longer than 1 ms/);
  });

  // How fast is bench/render's to measure (timed tests flake on a shared machine); this checks a long take.
  it('synthesises a minute of English with every word timed', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, while the farmer watches from the porch. '.repeat(11);
    const r = await engine.synthesize({ text, voice: 'en-us', speed: 1 }, join(dir, 'minute.wav'));
    expect(r.durationSec).toBeGreaterThan(50);
    expectTimed(r.words, r.durationSec);
  });
});
