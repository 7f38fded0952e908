import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScriptError, type SpeechResult, type TimedUnit } from '../types.js';
import { checkFlite, FLITE_INSTALL_HINT, FliteEngine, fliteArgs, fliteDurationStretch, fliteText, fliteVoiceArg } from './flite.js';
import { parseFlitePsdur } from './flite-phonemes.js';
import { FLITE_VOICES, listFliteVoices, parseFliteVoiceList } from './flite-voices.js';
import { createSpeechRegistry } from './registry.js';
import { readWav, wavDurationSec } from './wav.js';

let dir: string;
const engine = new FliteEngine();
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'flite-test-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Units in order, each starting where (or after) the one before ends, ends strictly increasing, inside the clip. */
function expectTimed(units: TimedUnit[] | undefined, durationSec: number, contiguous = false) {
  expect(units?.length).toBeGreaterThan(0);
  let last = 0;
  for (const u of units!) {
    if (contiguous) expect(u.start).toBe(last);
    else expect(u.start).toBeGreaterThanOrEqual(last);
    expect(u.end).toBeGreaterThan(u.start);
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
}

/** RMS of the clip between two times, 0..1 of full scale. */
function rmsBetween(samples: Int16Array, sampleRate: number, start: number, end: number): number {
  const from = Math.round(start * sampleRate);
  const to = Math.max(from + 1, Math.round(end * sampleRate));
  let sum = 0;
  for (let i = from; i < to; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (to - from)) / 32768;
}

const spokenOf = (r: Omit<SpeechResult, 'wavPath'>) =>
  r
    .phonemes!.filter((p) => p.text !== '_')
    .map((p) => p.text)
    .join(' ');

describe('flite arguments', () => {
  it("maps speed to a duration stretch on the voice's own (kal speaks 1.1 by default)", () => {
    expect(fliteDurationStretch(1)).toBe(1);
    expect(fliteDurationStretch(2)).toBe(0.5);
    expect(fliteDurationStretch(0.5, 'rms')).toBe(2);
    expect(fliteDurationStretch(1, 'kal')).toBe(1.1);
    expect(fliteDurationStretch(2, 'kal')).toBe(0.55);
    expect(fliteDurationStretch(10)).toBe(0.25);
    expect(fliteDurationStretch(0.1)).toBe(4);
    expect(() => fliteDurationStretch(0)).toThrow(RangeError);
    expect(() => fliteDurationStretch(Number.NaN)).toThrow(RangeError);
  });

  it('passes only the offered built-in voices (flite would load a path or URL, or fall back to kal)', () => {
    expect(fliteVoiceArg('slt')).toBe('slt');
    expect(fliteVoiceArg('RMS')).toBe('rms');
    for (const bad of ['-x', 'kal16', 'awb_time', '/tmp/v.flitevox', 'http://example.com/v.flitevox', 'nosuch', '']) {
      expect(() => fliteVoiceArg(bad)).toThrow(/Unknown flite voice/);
    }
  });

  it('reads the text from a file, never from an argument', () => {
    const args = fliteArgs('slt', 0.5, '/tmp/t.txt', '/tmp/o.wav');
    expect(args).toEqual(['-voice', 'slt', '--setf', 'duration_stretch=0.5', '-psdur', '-f', '/tmp/t.txt', '-o', '/tmp/o.wav']);
    expect(args).not.toContain('-t');
  });

  it('folds accents and typographic marks flite cannot read, and ends the text with a newline', () => {
    expect(fliteText('Café “naïve” — Straße’s')).toBe('Cafe "naive" ,  Strasse\'s\n');
    expect(fliteText('Hello. Shapes')).toBe('Hello. Shapes\n');
  });
});

describe('flite itself', () => {
  const run = (args: string[]) => execFileSync('flite', args, { encoding: 'utf8' });

  it('prints each utterance on its own line, its phones with end times from the utterance start', async () => {
    const file = join(dir, 'sample.txt');
    await writeFile(file, 'Hello world. Mouth shapes.\n');
    const utterances = parseFlitePsdur(run(['-voice', 'slt', '-psdur', '-f', file, '-o', join(dir, 'sample.wav')]));
    expect(utterances.map((u) => u.map((s) => s.phone).join(' '))).toEqual(['pau hh ax l ow w er l d pau', 'pau m aw th sh ey p s pau']);
    // Times restart: the second line ends before the first.
    expect(utterances[1]!.at(-1)!.end).toBeLessThan(utterances[0]!.at(-1)!.end + 0.5);
    // The audio is the utterances end to end, a few ms short of the summed ends (16 kHz for slt).
    const wav = await readWav(join(dir, 'sample.wav'));
    expect(wav.sampleRate).toBe(16000);
    const summed = utterances.reduce((s, u) => s + u.at(-1)!.end, 0);
    expect(summed - wav.samples.length / wav.sampleRate).toBeGreaterThanOrEqual(0);
    expect(summed - wav.samples.length / wav.sampleRate).toBeLessThan(0.011);
  });

  it('drops a last one-word utterance when the text does not end in a newline (hence fliteText)', async () => {
    const file = join(dir, 'quirk.txt');
    await writeFile(file, 'Hello. Shapes');
    expect(run(['-voice', 'slt', '-ps', '-f', file, '-o', 'none']).trim()).toBe('pau hh ax l ow pau');
    await writeFile(file, fliteText('Hello. Shapes'));
    expect(run(['-voice', 'slt', '-ps', '-f', file, '-o', 'none']).trim().split('\n')).toHaveLength(2);
  });

  it('speaks an unknown voice name as kal, without complaint (hence the allow-list)', () => {
    const out = (voice: string) => run(['-voice', voice, '-psdur', '-t', 'hello', '-o', 'none']);
    expect(out('nosuch')).toBe(out('kal'));
  });
});

describe('FliteEngine (real flite)', () => {
  it('speaks "Hello world. Mouth shapes." with flite’s phone times, the words timed, in a 24 kHz mono WAV', async () => {
    const out = join(dir, 'hello.wav');
    const r = await engine.synthesize({ text: 'Hello world. Mouth shapes.', voice: 'slt', speed: 1 }, out);
    await expectStandardWav(out, r);
    expect(r.durationSec).toBeGreaterThan(2);
    expect(r.durationSec).toBeLessThan(3);
    // Phonemes cover the clip end to end, pauses as '_'.
    expectTimed(r.phonemes, r.durationSec, true);
    expect(Math.abs(r.durationSec - r.phonemes!.at(-1)!.end)).toBeLessThan(0.05);
    expect(spokenOf(r)).toBe('h @ l oU w 3: l d m aU T S eI p s');

    // The 'm' of "Mouth" sits inside the audio, after the pause between the sentences.
    const audio = await readWav(out);
    const m = r.phonemes!.findIndex((p) => p.text === 'm');
    const [pause, nasal, vowel] = [r.phonemes![m - 1]!, r.phonemes![m]!, r.phonemes![m + 1]!];
    expect(pause.text).toBe('_');
    expect(nasal.start).toBeGreaterThan(1);
    expect(nasal.end).toBeLessThan(r.durationSec);
    const level = (u: TimedUnit) => rmsBetween(audio.samples, audio.sampleRate, u.start, u.end);
    expect(level(pause)).toBeLessThan(0.005); // the pause is silence
    expect(level(nasal)).toBeGreaterThan(0.01);
    expect(level(vowel)).toBeGreaterThan(level(nasal));

    expect(r.words!.map((w) => w.text)).toEqual(['Hello', 'world', 'Mouth', 'shapes']);
    expectTimed(r.words, r.durationSec);
    const mouth = r.words![2]!;
    expect(mouth.start).toBe(nasal.start);
    expect(r.words![1]!.end).toBeLessThan(pause.end);
    expect(r.words![3]!.end).toBe(r.phonemes!.findLast((p) => p.text === 's')!.end);
  });

  it('speaks faster at speed 2 and slower at 0.5', async () => {
    const text = 'The quick brown fox jumps over the lazy dog.';
    const normal = await engine.synthesize({ text, voice: 'slt', speed: 1 }, join(dir, 'normal.wav'));
    const fast = await engine.synthesize({ text, voice: 'slt', speed: 2 }, join(dir, 'fast.wav'));
    const slow = await engine.synthesize({ text, voice: 'slt', speed: 0.5 }, join(dir, 'slow.wav'));
    expect(fast.durationSec).toBeLessThan(normal.durationSec * 0.6);
    expect(slow.durationSec).toBeGreaterThan(normal.durationSec * 1.8);
    for (const r of [fast, slow]) {
      expectTimed(r.phonemes, r.durationSec, true);
      expect(Math.abs(r.durationSec - r.phonemes!.at(-1)!.end)).toBeLessThan(0.05);
      expectTimed(r.words, r.durationSec);
    }
  });

  it('speaks with each of its voices, kal at its own pace', async () => {
    const text = 'Hello world. Mouth shapes.';
    for (const voice of ['slt', 'rms', 'awb', 'kal']) {
      const out = join(dir, `${voice}.wav`);
      const r = await engine.synthesize({ text, voice, speed: 1 }, out);
      await expectStandardWav(out, r);
      expectTimed(r.phonemes, r.durationSec, true);
      expect(Math.abs(r.durationSec - r.phonemes!.at(-1)!.end)).toBeLessThan(0.05);
      expect(r.words).toHaveLength(4);
      if (voice === 'kal') expect(r.durationSec).toBeCloseTo(2.533, 2); // what plain `flite -voice kal` says
    }
  });

  it('reads accented words and a script that starts with "-" as text', async () => {
    const cafe = await engine.synthesize({ text: 'Café naïve', voice: 'rms', speed: 1 }, join(dir, 'cafe.wav'));
    expect(spokenOf(cafe)).toMatch(/^k . f eI /); // the é is spoken, not dropped
    expect(cafe.words!.map((w) => w.text)).toEqual(['Café', 'naïve']);
    const dash = await engine.synthesize({ text: '-x --version is not an option', voice: 'slt', speed: 1 }, join(dir, 'dash.wav'));
    expect(dash.durationSec).toBeGreaterThan(1);
  });

  it('throws ScriptError for text with nothing to say (or nothing English), and leaves no file', async () => {
    for (const text of ['!!!', '', '   ', '🎉🎉', '你好世界']) {
      const out = join(dir, 'none.wav');
      await expect(engine.synthesize({ text, voice: 'slt', speed: 1 }, out)).rejects.toBeInstanceOf(ScriptError);
      expect(existsSync(out)).toBe(false);
    }
  });

  it('refuses an unknown voice before running flite', async () => {
    const out = join(dir, 'x.wav');
    await expect(engine.synthesize({ text: 'hi', voice: 'nosuch', speed: 1 }, out)).rejects.toThrow(/Unknown flite voice 'nosuch'/);
    await expect(engine.synthesize({ text: 'hi', voice: 'kal16', speed: 1 }, out)).rejects.toThrow(/Unknown flite voice/);
    expect(existsSync(out)).toBe(false);
  });

  it('names the package when flite is missing, and then lists no voices', async () => {
    const missing = new FliteEngine({ binary: 'flite-not-here' });
    await expect(missing.synthesize({ text: 'hello', voice: 'slt', speed: 1 }, join(dir, 'm.wav'))).rejects.toThrow(
      `flite is not installed. Install it with: ${FLITE_INSTALL_HINT}`,
    );
    expect(await missing.voices()).toEqual([]);
    expect(missing.version).toBe('');
  });

  it('stops a process that runs past its time limit', async () => {
    const slowEngine = new FliteEngine({ timeoutMs: 1 });
    await expect(slowEngine.synthesize({ text: 'hello there', voice: 'slt', speed: 1 }, join(dir, 't.wav'))).rejects.toThrow(/longer than 1 ms/);
  });

  it('synthesises a minute of English with every word timed', async () => {
    const text = 'The quick brown fox jumps over the lazy dog, while the farmer watches from the porch. '.repeat(11);
    const r = await engine.synthesize({ text, voice: 'slt', speed: 1 }, join(dir, 'minute.wav'));
    expect(r.durationSec).toBeGreaterThan(50);
    expectTimed(r.phonemes, r.durationSec, true);
    expect(Math.abs(r.durationSec - r.phonemes!.at(-1)!.end)).toBeLessThan(0.05);
    expect(r.words).toHaveLength(16 * 11);
    expectTimed(r.words, r.durationSec);
  });
});

describe('flite voices and install check', () => {
  it('offers slt, rms, awb and kal with their metadata and quality', async () => {
    const voices = await engine.voices();
    expect(voices.map((v) => v.id)).toEqual(['flite:slt', 'flite:rms', 'flite:awb', 'flite:kal']);
    expect(voices.find((v) => v.id === 'flite:slt')).toMatchObject({ gender: 'female', language: 'en-us', quality: 'standard' });
    expect(voices.find((v) => v.id === 'flite:awb')).toMatchObject({ gender: 'male', language: 'en-gb-scotland', accent: 'Scotland' });
    expect(voices.find((v) => v.id === 'flite:kal')).toMatchObject({ quality: 'basic' });
    expect(await listFliteVoices()).toEqual(FLITE_VOICES);
  });

  it("reads flite's voice list", () => {
    expect(parseFliteVoiceList('Voices available: kal awb_time kal16 awb rms slt \n')).toEqual(['kal', 'awb_time', 'kal16', 'awb', 'rms', 'slt']);
    expect(parseFliteVoiceList('')).toEqual([]);
  });

  it('reports the installed version, or the apt-get command', async () => {
    expect(engine.version).toMatch(/^flite-2\.2/);
    const r = await checkFlite();
    expect(r.ok).toBe(true);
    expect(r.version).toMatch(/^\d+\.\d+/);
    expect(await checkFlite('flite-not-here')).toEqual({ ok: false, hint: 'sudo apt-get install -y --no-install-recommends flite' });
  });
});

describe('the speech registry with flite', () => {
  it('resolves flite voices, lists them, and says when flite is turned off', async () => {
    const registry = createSpeechRegistry({ espeak: false });
    const { engine: flite, voice } = registry.resolve('flite:slt');
    expect(flite.id).toBe('flite');
    expect(voice).toBe('slt');
    expect((await registry.voices()).map((v) => v.id)).toEqual(['flite:slt', 'flite:rms', 'flite:awb', 'flite:kal']);
    expect(() => createSpeechRegistry({ flite: false }).resolve('flite:slt')).toThrow(/needs flite, which is turned off/);
    expect(() => registry.resolve('festival:kal')).toThrow(/known: espeak, flite, http/);
  });
});
