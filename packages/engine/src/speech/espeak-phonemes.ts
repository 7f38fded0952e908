import { Break, type WeightedUnit } from './timing.js';

/**
 * Reads espeak-ng's phoneme mnemonics (`-x --sep=z`): one line per clause, words separated by spaces,
 * phonemes inside a word separated by U+200C (so multi-letter names like `tS;`, `aI@`, `s.` stay
 * whole). Stress marks are dropped; tone numbers stay on their vowel (`i35`). Tokens starting with
 * `_` are pause or syllable marks, not sounds; in-clause pauses (`_:` for "--") are often not audible
 * as silence, so only line ends count as clause breaks. `(en)`-style markers are language switches.
 */

export const PHONEME_SEPARATOR = '\u200c';

export interface EspeakPhoneme extends WeightedUnit {
  /** The mnemonic without stress marks, e.g. `oU`, `tS;`, `i35`. */
  text: string;
  /** Which spoken word (0-based, across the whole text) it belongs to. */
  word: number;
}

const VOWEL_START = /^[aeiouyAEIOUVY@03&]/;

/** Vowels carry most of a syllable's length; long vowels and diphthongs more. */
export function phonemeWeight(mnemonic: string): number {
  if (!VOWEL_START.test(mnemonic)) return 1;
  const body = mnemonic.replace(/\d+$/, '');
  return body.includes(':') || /^[aeiouyAEIOUVY@03&]{2}/.test(body) ? 2.6 : 2;
}

export function parseEspeakPhonemes(output: string, sep = PHONEME_SEPARATOR): EspeakPhoneme[] {
  const out: EspeakPhoneme[] = [];
  let word = -1;
  let pending: Break = Break.None;
  for (const line of output.split(/\r?\n/)) {
    const clause = line.replace(/\([a-z]{2,3}(?:-[a-z0-9]+)*\)/gi, ' ').trim();
    if (!clause) continue;
    if (out.length) pending = Break.Clause;
    for (const token of clause.split(/\s+/)) {
      let started = false;
      for (const raw of token.split(sep)) {
        const text = raw.replace(/[',%=]/g, '');
        if (!text || text.startsWith('_')) continue;
        if (!started) {
          started = true;
          word++;
          if (pending === Break.None && out.length) pending = Break.Word;
        }
        out.push({ text, word, weight: phonemeWeight(text), breakBefore: out.length ? pending : Break.None });
        pending = Break.None;
      }
    }
  }
  return out;
}

/**
 * The phonemes of each script word said on its own, from `-x -l <big>` output of the script words one
 * per line (each line its own clause, so one output line each). Null when the lines do not line up.
 */
export function isolatedWordPhonemes(output: string, lines: number, sep = PHONEME_SEPARATOR): string[][] | null {
  const rows = output.replace(/\r?\n$/, '').split(/\r?\n/);
  if (rows.length !== lines) return null;
  return rows.map((row) => parseEspeakPhonemes(row, sep).map((p) => p.text));
}
