/**
 * How long a script takes to say. Languages written with spaces are timed by words, Chinese and Japanese
 * by characters (a syllable or a mora or two each); the rates are those of an unhurried ad voice-over.
 */

/** Words a second for languages written with spaces; others fall back to English's. */
const WORD_RATES: Record<string, number> = { en: 2.5, es: 2.7, fr: 2.7, pt: 2.6, it: 2.6, de: 2.2, nl: 2.4 };
/** Characters a second for languages written without them. */
const CHARACTER_RATES: Record<string, number> = { zh: 4, ja: 5, ko: 4.5 };
const DEFAULT_WORD_RATE = 2.5;

const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

/** `zh-Hans-CN` → `zh`: the rates and phrasebooks differ by language, not by region or script. */
export const primaryLanguage = (tag: string) => tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';

export interface SpeechRate {
  unit: 'words' | 'characters';
  perSecond: number;
}

export function speechRate(language: string): SpeechRate {
  const lang = primaryLanguage(language);
  const chars = CHARACTER_RATES[lang];
  return chars ? { unit: 'characters', perSecond: chars } : { unit: 'words', perSecond: WORD_RATES[lang] ?? DEFAULT_WORD_RATE };
}

/**
 * A Latin word inside Chinese or Japanese text, in syllables: a brand name or a spec like "BPA-free"
 * takes longer than one character. Acronyms are spelled; digits are read one syllable each.
 */
function syllablesOf(word: string): number {
  const digits = word.replace(/\D/g, '').length;
  const letters = word.replace(/[^\p{L}]/gu, '');
  if (!letters) return digits;
  const spelled = letters.length <= 5 && letters === letters.toUpperCase() ? letters.length : 0;
  return digits + (spelled || Math.max(1, letters.match(/[aeiouyàâäáéèêëíìîïóòôöúùûü]+/giu)?.length ?? 1));
}

/** Seconds to speak `text` in `language` (a BCP-47 tag). */
export function estimateSeconds(text: string, language: string): number {
  const syllabic = text.match(SYLLABIC)?.length ?? 0;
  const words = text
    .replace(SYLLABIC, ' ')
    .split(/\s+/u)
    .filter((w) => WORDLIKE.test(w));
  const rate = speechRate(language);
  if (rate.unit === 'characters') return (syllabic + words.reduce((n, w) => n + syllablesOf(w), 0)) / rate.perSecond;
  // A Chinese name inside an English script: its characters at Chinese speed.
  return words.length / rate.perSecond + syllabic / CHARACTER_RATES.zh!;
}
