import { scriptPauseSeconds } from './script-markup.js';
import { spokenCounts } from './spoken-form.js';

/*
 * Speech length before any audio exists (sentence splitting, the plan's length limit in the browser and
 * on the server, progress estimates). Fitted to the local speech engine as it renders: espeak-ng 1.51
 * through EspeakEngine at its default rate, the library's voices en-us and en-us+f3, cmn-latn-pinyin and
 * its +f3, 26 English and 20 Chinese sentences of the kind people write (prices, percentages, acronyms,
 * years, short calls to action), least squares on what is said (spoken-form.ts):
 *   0.434 s/clip + 0.024 s/word + 0.057 s/letter + 0.159 s/spelled letter + 0.235 s/hanzi + 0.385 s/pause
 * (a pause inside the clip: the closing full stop is not heard). Per sentence the fit is within ±8%
 * (one sd) for both languages, and a whole script's error is 1-7% (plain prose of short words is read
 * fastest). The constants are the fit's plus 2%, so a script near a plan's limit errs long: a video
 * refused for a second too many is an annoyance, one refused after rendering is worse. The earlier fit counted letters and digits only and came out 20-30% short on real scripts.
 * packages/engine/src/speech/estimate-calibration.test.ts re-measures it against the engine.
 */
/** Lead-in and tail of every synthesised clip, its closing fall included. */
export const CLIP_OVERHEAD_SECONDS = 0.44;
/** Each word's own onset and gap, whatever its length. */
export const WORD_SECONDS = 0.0245;
/** Each letter of a word read as a word. */
export const LETTER_SECONDS = 0.058;
/** What a spelled letter (an acronym's) costs beyond its word. */
export const SPELLED_LETTER_SECONDS = 0.162;
/** Each CJK syllable, numbers read in Chinese included. */
export const CJK_SYLLABLE_SECONDS = 0.24;
/** Silence the engine leaves at a comma or a sentence end inside the clip. */
export const PUNCTUATION_PAUSE_SECONDS = 0.392;

/** Estimated seconds of speech for `text` at `speed` (1 = normal); 0 when nothing can be spoken. */
export function estimateSpeechSeconds(text: string, speed = 1): number {
  if (!(speed > 0)) throw new RangeError(`speed must be positive, got ${speed}`);
  const { words, letters, spelled, cjk, pauses } = spokenCounts(text);
  if (words + cjk === 0) return 0;
  const seconds =
    CLIP_OVERHEAD_SECONDS +
    words * WORD_SECONDS +
    letters * LETTER_SECONDS +
    spelled * SPELLED_LETTER_SECONDS +
    cjk * CJK_SYLLABLE_SECONDS +
    pauses * PUNCTUATION_PAUSE_SECONDS;
  // Written pauses are silence: the speaking rate does not shorten them.
  return seconds / speed + scriptPauseSeconds(text);
}
