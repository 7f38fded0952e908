import { scriptPauseSeconds } from './script-markup.js';
import { scriptCounts } from './text.js';

/*
 * Speech length before any audio exists (sentence splitting, the length limit, progress estimates).
 * Measured on espeak-ng 1.51 at its default rate (175 wpm), the local speech engine: 18 English
 * sentences (`espeak-ng -v en-us -w out.wav "<text>"`) and 14 Chinese sentences (`-v cmn-latn-pinyin`),
 * 3 to 322 characters each, durations read with `ffprobe -show_entries format=duration`, then a
 * least-squares fit of  seconds = overhead + letters/a + digits/d + cjk/c + pauses·p.
 * Fit: en-us 0.165 s + 0.0614 s/letter + 0.198 s/digit + 0.271 s/pause;
 *      cmn-latn-pinyin 0.077 s + 0.257 s/hanzi + 0.208 s/pause.
 * Averaged over whole sentences (pauses included) that is 13.3 letters/s and 3.5 hanzi/s. The `cmn`
 * voice (Latin read as English) is slower, 2.6 hanzi/s; stronger engines are usually faster. Kana and
 * Hangul are counted as CJK but were not measured. speech-estimate.test.ts re-measures on this machine.
 */
/** Letters per second of alphabetic scripts (Latin, Cyrillic, …), spaces excluded. */
export const ALPHABETIC_CHARS_PER_SECOND = 16.3;
/** Characters per second of CJK (syllable-per-character) scripts. */
export const CJK_CHARS_PER_SECOND = 3.9;
/** Digits are read as whole words ("2024" → "two thousand twenty four"). */
export const DIGITS_PER_SECOND = 5;
/** Silence the engine leaves at a comma or sentence end. */
export const PUNCTUATION_PAUSE_SECONDS = 0.25;
/** Lead-in and tail silence of every synthesised clip. */
export const CLIP_OVERHEAD_SECONDS = 0.12;

/** Estimated seconds of speech for `text` at `speed` (1 = normal); 0 when nothing can be spoken. */
export function estimateSpeechSeconds(text: string, speed = 1): number {
  if (!(speed > 0)) throw new RangeError(`speed must be positive, got ${speed}`);
  const { cjk, letters, digits, pauses } = scriptCounts(text);
  if (cjk + letters + digits === 0) return 0;
  const seconds =
    CLIP_OVERHEAD_SECONDS +
    letters / ALPHABETIC_CHARS_PER_SECOND +
    digits / DIGITS_PER_SECOND +
    cjk / CJK_CHARS_PER_SECOND +
    pauses * PUNCTUATION_PAUSE_SECONDS;
  // Written pauses are silence: the speaking rate does not shorten them.
  return seconds / speed + scriptPauseSeconds(text);
}
