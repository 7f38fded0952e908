import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SCRIPT_INPUT_ERROR } from '@framecast/timeline';
import { ScriptError, type SpeechEngine, type SpeechRequest, type SpeechResult, type TimedUnit, type VoiceInfo } from '../types.js';
import { fliteToEspeak, isFlitePause, parseFlitePhoneLines, parseFlitePsdur, timeFliteSegments } from './flite-phonemes.js';
import { FLITE_VOICE_NAMES, listFliteVoices } from './flite-voices.js';
import { normaliseToSpeechWav, SPEECH_SAMPLE_RATE } from './normalise.js';
import { MissingBinaryError, runProcess } from './process.js';
import { scriptWords, speakableScript, type ScriptWord } from './script-text.js';
import { Break } from './timing.js';
import { MIN_VOICED_SEC, totalDuration, voicedSpans } from './voiced.js';
import { readWav } from './wav.js';
import { alignWordPhonemes, timeScriptWords } from './word-timing.js';

/** The command that installs flite on Debian/Ubuntu. */
export const FLITE_INSTALL_HINT = 'sudo apt-get install -y --no-install-recommends flite';

/** Limits of flite's duration stretch: a quarter to four times the normal length. */
const MIN_STRETCH = 0.25;
const MAX_STRETCH = 4;

/**
 * The voices' own `duration_stretch`: kal sets 1.1 (setting it replaces the voice's value, so
 * `duration_stretch=1` makes kal 10% faster than it normally speaks); the others keep flite's 1.
 */
const VOICE_STRETCH: Record<string, number> = { kal: 1.1 };

/** flite's `duration_stretch` for a speed (1 = the voice's normal pace, 2 = twice as fast). */
export function fliteDurationStretch(speed: number, voice = 'slt'): number {
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`speed must be a positive number, got ${speed}`);
  const stretch = (VOICE_STRETCH[voice] ?? 1) / speed;
  return Math.min(MAX_STRETCH, Math.max(MIN_STRETCH, Math.round(stretch * 1000) / 1000));
}

/**
 * The `-voice` name for a requested voice: only the built-in voices offered. flite takes a path or URL
 * there too (and an unknown name silently falls back to kal), so nothing else is passed on.
 */
export function fliteVoiceArg(voice: string): string {
  const name = voice.trim().toLowerCase();
  if (!FLITE_VOICE_NAMES.includes(name)) throw new Error(`Unknown flite voice '${voice}' (known: ${FLITE_VOICE_NAMES.join(', ')})`);
  return name;
}

/**
 * flite arguments: the text from a file (`-f`), never as an argument, so a script starting with '-'
 * is just text; the WAV to a file (`-o`); each utterance's phones with their end times (`-psdur`) on stdout.
 */
export function fliteArgs(voice: string, stretch: number, textFile: string, wavFile: string): string[] {
  return ['-voice', voice, '--setf', `duration_stretch=${stretch}`, '-psdur', '-f', textFile, '-o', wavFile];
}

/** Phone names only (`-ps`), audio discarded: one line per utterance. */
export function flitePhoneArgs(voice: string, textFile: string): string[] {
  return ['-voice', voice, '-ps', '-f', textFile, '-o', 'none'];
}

// flite reads bytes as Latin-1 and drops what it cannot read ("Café" → "caf"): accents are taken
// off (NFKD), and typographic marks it skips become the ASCII ones it knows.
const TYPOGRAPHY: Record<string, string> = {
  '‘': "'",
  '’': "'",
  '‚': "'",
  '“': '"',
  '”': '"',
  '„': '"',
  '—': ', ',
  '–': '-',
  '…': '...',
  ß: 'ss',
  æ: 'ae',
  Æ: 'Ae',
  œ: 'oe',
  Œ: 'Oe',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  þ: 'th',
  Þ: 'Th',
};
const TYPOGRAPHIC = new RegExp(`[${Object.keys(TYPOGRAPHY).join('')}]`, 'g');

/**
 * The text as flite should read it, ending in a newline: without one, flite 2.2 drops a last
 * utterance of one word ("Hello. Shapes" says only "hello").
 */
export function fliteText(text: string): string {
  return `${text
    .replace(TYPOGRAPHIC, (c) => TYPOGRAPHY[c]!)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')}\n`;
}

export interface FliteEngineOptions {
  binary?: string;
  /** Limit for each child process; default 30 s plus 10 ms per character. */
  timeoutMs?: number;
}

/** The line of `flite --version` with the version ("flite-2.2-current Sep 2018"); '' when flite is missing. */
function versionLineOf(output: string): string {
  return /version:\s*(.*?)\s*(?:\(|$)/m.exec(output)?.[1] ?? '';
}

/**
 * Speech from flite (local, offline, English only). flite prints each phone with its real end time
 * (`-psdur`), so phoneme times are flite's own, not estimates; words are timed by aligning each
 * word's phones said on its own (a second, audio-less run) with the phones of the whole text.
 * Phonemes are answered as espeak-ng mnemonics (what lip sync reads), pauses included as `_`, so they
 * cover the clip end to end, each starting where the one before ends.
 */
export class FliteEngine implements SpeechEngine {
  readonly id = 'flite';
  private readonly binary: string;
  private versionText?: string;

  constructor(private readonly opts: FliteEngineOptions = {}) {
    this.binary = opts.binary ?? 'flite';
  }

  /** `flite --version`'s version, read once (it exits with status 1, so its output is read regardless). */
  get version(): string {
    if (this.versionText === undefined) {
      const r = spawnSync(this.binary, ['--version'], { encoding: 'utf8', timeout: 5000 });
      this.versionText = r.error ? '' : versionLineOf(`${r.stdout ?? ''}\n${r.stderr ?? ''}`);
    }
    return this.versionText;
  }

  /** The built-in voices offered, as `flite -lv` lists them; none when flite is not installed. */
  voices(): Promise<VoiceInfo[]> {
    return listFliteVoices(this.binary);
  }

  async synthesize(req: SpeechRequest, outPath: string): Promise<Omit<SpeechResult, 'wavPath'>> {
    const text = speakableScript(req.text);
    const voice = fliteVoiceArg(req.voice);
    const stretch = fliteDurationStretch(req.speed, voice);
    const timeoutMs = this.opts.timeoutMs ?? 30_000 + text.length * 10;
    const words = scriptWords(text);
    const dir = resolve(await mkdtemp(join(tmpdir(), 'framecast-flite-')));
    // How each word sounds on its own, for word timings; runs beside the synthesis.
    // If it fails, word timings fall back to shares; the speech still stands.
    const isolated = words.length > 1 ? this.isolatedPhones(words, voice, dir, timeoutMs).catch(() => null) : Promise.resolve(null);
    let psdur: string;
    try {
      const textFile = join(dir, 'text.txt');
      const wavFile = join(dir, 'flite.wav');
      await writeFile(textFile, fliteText(text));
      // slt, rms and awb write 16 kHz, kal 8 kHz; ffmpeg makes the standard format.
      psdur = await this.guard(async () => (await runProcess(this.binary, fliteArgs(voice, stretch, textFile, wavFile), { timeoutMs })).stdout);
      await this.guard(() => normaliseToSpeechWav(wavFile, outPath, timeoutMs));
    } finally {
      await isolated;
      await rm(dir, { recursive: true, force: true });
    }

    const audio = await readWav(outPath);
    const durationSec = audio.samples.length / SPEECH_SAMPLE_RATE;
    const segments = timeFliteSegments(parseFlitePsdur(psdur), durationSec);
    const spoken = segments.filter((s) => !isFlitePause(s.text));
    // English voices say nothing for text in other scripts: only pauses, silence.
    if (!spoken.length || totalDuration(voicedSpans(audio.samples, audio.sampleRate)) < MIN_VOICED_SEC) {
      await rm(outPath, { force: true });
      throw new ScriptError(SCRIPT_INPUT_ERROR);
    }
    const alone = await isolated;
    const alignment = alone
      ? alignWordPhonemes(
          alone,
          spoken.map((s) => s.text),
        )
      : null;
    // Without an alignment, words share the speech by length, over the phones' real times.
    const units = spoken.map((s) => ({ weight: s.end - s.start, breakBefore: Break.None }));
    return {
      durationSec,
      sampleRate: SPEECH_SAMPLE_RATE,
      phonemes: segments.map((s): TimedUnit => ({ text: fliteToEspeak(s.text), start: s.start, end: s.end })),
      words: timeScriptWords(words, alignment, [], units, spoken),
    };
  }

  /** Each script word's phones said on its own: the distinct words one per utterance (a blank line ends one). */
  private async isolatedPhones(words: ScriptWord[], voice: string, dir: string, timeoutMs: number): Promise<string[][] | null> {
    const distinct = [...new Set(words.map((w) => w.written))];
    const file = join(dir, 'words.txt');
    await writeFile(file, fliteText(distinct.join('\n\n')));
    const { stdout } = await runProcess(this.binary, flitePhoneArgs(voice, file), { timeoutMs });
    const phones = parseFlitePhoneLines(stdout, distinct.length);
    if (!phones) return null;
    const of = new Map(distinct.map((w, i) => [w, phones[i]!]));
    return words.map((w) => of.get(w.written)!);
  }

  /** Turns flite's failures into messages a user can act on. */
  private async guard<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof MissingBinaryError) {
        throw new Error(err.binary === 'ffmpeg' ? 'ffmpeg is not installed' : `flite is not installed. Install it with: ${FLITE_INSTALL_HINT}`);
      }
      throw err;
    }
  }
}

/** Is flite installed? With its version, or the command that installs it. */
export async function checkFlite(binary = 'flite'): Promise<{ ok: boolean; version?: string; hint?: string }> {
  try {
    await runProcess(binary, ['-lv'], { timeoutMs: 10_000 });
  } catch {
    return { ok: false, hint: FLITE_INSTALL_HINT };
  }
  // `flite --version` exits with status 1; its text is what counts.
  const output = await new Promise<string>((done) => {
    execFile(binary, ['--version'], { encoding: 'utf8', timeout: 10_000 }, (_err, stdout, stderr) => done(`${stdout}\n${stderr}`));
  });
  // "  version: flite-2.2-current Sep 2018 (http://cmuflite.org)"
  const version = /flite-(\d+(?:\.\d+)+)/.exec(versionLineOf(output))?.[1];
  return { ok: true, ...(version ? { version } : {}) };
}
