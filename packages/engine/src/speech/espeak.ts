import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCRIPT_INPUT_ERROR, scriptParts, speakableText } from '@framecast/timeline';
import { ScriptError, type SpeechEngine, type SpeechRequest, type SpeechResult, type VoiceInfo } from '../types.js';
import { isolatedWordPhonemes, parseEspeakPhonemes } from './espeak-phonemes.js';
import { listEspeakVoices } from './espeak-voices.js';
import { normaliseArgs, SPEECH_SAMPLE_RATE } from './normalise.js';
import { MissingBinaryError, runPiped, runProcess } from './process.js';
import { scriptWords, speakableScript, type ScriptWord } from './script-text.js';
import { spreadUnits } from './timing.js';
import { MIN_VOICED_SEC, totalDuration, voicedSpans } from './voiced.js';
import { readWav } from './wav.js';
import { alignWordPhonemes, spokenWordSpans, timeScriptWords } from './word-timing.js';

/** The command that installs espeak-ng on Debian/Ubuntu. */
export const ESPEAK_INSTALL_HINT = 'sudo apt-get install -y --no-install-recommends espeak-ng';

/** espeak-ng's own words-per-minute limits (espeakRATE_MINIMUM / espeakRATE_MAXIMUM). */
const MIN_WPM = 80;
const MAX_WPM = 450;

// Debian's `cmn` voice (also what `zh` selects) reads pinyin tone digits as English numbers; requests
// for it are served by the Pinyin voice, which speaks the same Hanzi correctly.
const ALIASES: Record<string, string> = { cmn: 'cmn-latn-pinyin', zh: 'cmn-latn-pinyin', 'zh-cmn': 'cmn-latn-pinyin' };
const VOICE_NAME = /^[A-Za-z0-9][A-Za-z0-9_\-/]*(?:\+[A-Za-z0-9_-]+)?$/;

export function espeakWpm(speed: number): number {
  if (!Number.isFinite(speed) || speed <= 0) throw new RangeError(`speed must be a positive number, got ${speed}`);
  return Math.min(MAX_WPM, Math.max(MIN_WPM, Math.round(175 * speed)));
}

export function espeakVoiceArg(voice: string): string {
  const [lang, variant] = voice.split('+', 2) as [string, string | undefined];
  const name = (ALIASES[lang.toLowerCase()] ?? lang) + (variant ? `+${variant}` : '');
  // Never starts with '-', so it cannot be read as an option.
  if (!VOICE_NAME.test(name)) throw new Error(`Invalid espeak-ng voice '${voice}'`);
  return name;
}

/**
 * espeak-ng arguments: text on stdin (`--stdin`), never as an argument, so a script starting with '-'
 * is just text; the WAV on stdout; phoneme mnemonics (`-x`, U+200C between phonemes) to a file.
 */
export function espeakArgs(voice: string, wpm: number, phonemeFile: string, ssml = false): string[] {
  return ['-v', voice, '-s', String(wpm), ...(ssml ? ['-m'] : []), '-x', '--sep=z', `--phonout=${phonemeFile}`, '--stdin', '--stdout'];
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** What espeak-ng's phoneme input may hold: its mnemonics, never the `]]` that ends the input or markup. */
const safePhonemes = (s: string) => s.replace(/[^A-Za-z0-9@'",:;_\-#=!%^*~?.\s]/g, '').trim();

/**
 * The script as espeak-ng reads it: plain text, or — with written pauses or pronunciations — SSML,
 * pauses as `<break>` and pronounced words as `[[phoneme input]]`. Also the phonemes of each
 * pronounced word, for word timings.
 */
export function espeakInput(script: string): { input: string; ssml: boolean; pronounced: Map<string, string> } {
  const parts = scriptParts(script);
  const pronounced = new Map<string, string>();
  if (!parts.some((p) => p.type !== 'text')) return { input: speakableScript(script), ssml: false, pronounced };
  speakableScript(script); // nothing to say is still a script error
  const pieces = parts.map((p) => {
    if (p.type === 'text') return escapeXml(speakableText(p.text));
    if (p.type === 'pause') return `<break time="${Math.round(p.seconds * 1000)}ms"/>`;
    const phonemes = safePhonemes(p.phonemes);
    if (!phonemes) return escapeXml(speakableText(p.word));
    if (!/\s/.test(p.word)) pronounced.set(p.word, phonemes);
    return `[[${phonemes}]]`;
  });
  return { input: `<speak>${pieces.filter(Boolean).join(' ')}</speak>`, ssml: true, pronounced };
}

/** Phonemes only (`-q`), one clause per input line (`-l`), so each script word is read on its own. */
export function isolatedWordArgs(voice: string): string[] {
  return ['-q', '-x', '--sep=z', '-l', '1000000', '-v', voice, '--stdin'];
}

export interface EspeakEngineOptions {
  binary?: string;
  /** Limit for each child process; default 30 s plus 10 ms per character. */
  timeoutMs?: number;
}

const ms = (t: number) => Math.round(t * 1000) / 1000;

/**
 * Speech from espeak-ng (local, offline). Its CLI gives no phoneme timings for its own voices
 * (`--pho` prints nothing unless an MBROLA voice is used), so phoneme and word times are estimated:
 * the phonemes it prints (`-x`) are spread over the voiced stretches of the audio by weight, with
 * clause and word breaks pulled onto silences (see timing.ts). Pauses are real and no phoneme
 * covers one; inside a stretch of sound the times are proportional estimates, meant for lip sync and
 * caption highlighting, not for phonetic analysis.
 */
export class EspeakEngine implements SpeechEngine {
  readonly id = 'espeak';
  private readonly binary: string;
  private versionText?: string;

  constructor(private readonly opts: EspeakEngineOptions = {}) {
    this.binary = opts.binary ?? 'espeak-ng';
  }

  /** `espeak-ng --version`'s line, read once: an upgraded espeak-ng speaks differently, so old takes are not reused. */
  get version(): string {
    if (this.versionText === undefined) {
      try {
        this.versionText = execFileSync(this.binary, ['--version'], { encoding: 'utf8', timeout: 5000 })
          .split('\n')[0]!
          .replace(/\s*Data at:.*$/, '')
          .trim();
      } catch {
        this.versionText = ''; // a missing binary fails at synthesis, with its own message
      }
    }
    return this.versionText;
  }

  voices(): Promise<VoiceInfo[]> {
    return listEspeakVoices(this.binary);
  }

  async synthesize(req: SpeechRequest, outPath: string): Promise<Omit<SpeechResult, 'wavPath'>> {
    const text = speakableScript(req.text);
    const { input, ssml, pronounced } = espeakInput(req.text);
    const voice = espeakVoiceArg(req.voice);
    const wpm = espeakWpm(req.speed);
    const timeoutMs = this.opts.timeoutMs ?? 30_000 + text.length * 10;
    const words = scriptWords(text);
    // How each word sounds on its own, for word timings; runs beside the synthesis.
    // If it fails, word timings fall back to shares; the speech still stands.
    const isolated = words.length > 1 ? this.isolatedPhonemes(words, voice, timeoutMs, pronounced).catch(() => null) : Promise.resolve(null);
    const dir = await mkdtemp(join(tmpdir(), 'framecast-espeak-'));
    let phonemeText: string;
    try {
      const phonemeFile = join(dir, 'phonemes.txt');
      // espeak-ng writes 22050 Hz; its WAV goes straight into ffmpeg for the standard format.
      await this.guard(req.voice, () =>
        runPiped(
          { binary: this.binary, args: espeakArgs(voice, wpm, phonemeFile, ssml) },
          { binary: 'ffmpeg', args: normaliseArgs({ stdinFormat: 'wav' }, outPath) },
          input,
          timeoutMs,
        ),
      );
      phonemeText = await readFile(phonemeFile, 'utf8');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }

    const audio = await readWav(outPath);
    const spans = voicedSpans(audio.samples, audio.sampleRate);
    if (totalDuration(spans) < MIN_VOICED_SEC) {
      await rm(outPath, { force: true });
      throw new ScriptError(SCRIPT_INPUT_ERROR);
    }
    const phonemes = parseEspeakPhonemes(phonemeText);
    const times = spreadUnits(phonemes, spans);
    const alone = await isolated;
    const alignment = alone
      ? alignWordPhonemes(
          alone,
          phonemes.map((p) => p.text),
        )
      : null;
    return {
      durationSec: audio.samples.length / SPEECH_SAMPLE_RATE,
      sampleRate: SPEECH_SAMPLE_RATE,
      phonemes: phonemes.map((p, i) => ({ text: p.text, start: ms(times[i]!.start), end: ms(times[i]!.end) })),
      words: timeScriptWords(words, alignment, spokenWordSpans(phonemes, times), phonemes, times),
    };
  }

  private async isolatedPhonemes(words: ScriptWord[], voice: string, timeoutMs: number, pronounced: Map<string, string>): Promise<string[][] | null> {
    // A word sounds the same on its own wherever it stands, so each distinct spelling is read once;
    // a word given a pronunciation is read as that.
    const distinct = [...new Set(words.map((w) => w.written))];
    const lines = distinct.map((w) => (pronounced.has(w) ? `[[${pronounced.get(w)}]]` : w));
    const { stdout } = await runProcess(this.binary, isolatedWordArgs(voice), { input: lines.join('\n'), timeoutMs });
    const phonemes = isolatedWordPhonemes(stdout, distinct.length);
    if (!phonemes) return null;
    const of = new Map(distinct.map((w, i) => [w, phonemes[i]!]));
    return words.map((w) => of.get(w.written)!);
  }

  /** Turns espeak-ng's failures into messages a user can act on. */
  private async guard<T>(voice: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof MissingBinaryError) {
        throw new Error(err.binary === 'ffmpeg' ? 'ffmpeg is not installed' : `espeak-ng is not installed. Install it with: ${ESPEAK_INSTALL_HINT}`);
      }
      if (err instanceof Error && /voice does not exist/i.test(err.message)) throw new Error(`Unknown espeak-ng voice '${voice}'`);
      throw err;
    }
  }
}
