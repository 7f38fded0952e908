import { displayScript } from './script-markup.js';

/**
 * What in a script can be spoken. Speech engines fail on text with nothing to say (upstream answers
 * 'Script input error. Please check and try again.'), so every step decides "speakable" the same way.
 */

/** The spec's message for a script that yields no speech (000 §8, 001 §6). */
export const SCRIPT_INPUT_ERROR = 'Script input error. Please check and try again.';

// Emoji, their modifiers and joiners, flags, keycap enclosures, and invisible format/control characters.
// biome-ignore lint/suspicious/noMisleadingCharacterClass: the variation selectors are listed on purpose, each on its own
const UNSPOKEN = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Regional_Indicator}\p{Me}\p{Cc}\p{Cf}\uFE0E\uFE0F]/gu;
const WORDLIKE = /[\p{L}\p{N}]/u;

/**
 * The text an engine should receive: the script as shown (pauses and pronunciations, which only some
 * engines read, taken out; see script-markup.ts), emoji and invisible characters removed, whitespace collapsed.
 */
export function speakableText(text: string): string {
  return displayScript(text).replace(UNSPOKEN, ' ').replace(/\s+/gu, ' ').trim();
}

/** False for empty text and text of only whitespace, punctuation, symbols or emoji. */
export function isSpeakable(text: string): boolean {
  return WORDLIKE.test(speakableText(text));
}

/** Scripts written one syllable per character (Han, kana, Hangul): spoken per character, joined without spaces. */
export const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
export const CJK = new RegExp(`[${CJK_CLASS}]`, 'u');
const CJK_OR_FULLWIDTH_PUNCT = new RegExp(`[${CJK_CLASS}\\u3000-\\u303F\\uFF00-\\uFFEF]`, 'u');

/** Joins two pieces of script: a space between words, nothing next to CJK text. */
export function joinText(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  const glue = CJK_OR_FULLWIDTH_PUNCT.test(a.at(-1)!) || CJK_OR_FULLWIDTH_PUNCT.test(b[0]!) ? '' : ' ';
  return a + glue + b;
}

const LETTER = /\p{L}/u;
const DIGIT = /\p{N}/u;

/** Counts that drive speech length: syllabic (CJK) characters, other letters, digits, and pause marks. */
export function scriptCounts(text: string): { cjk: number; letters: number; digits: number; pauses: number } {
  const clean = speakableText(text);
  let cjk = 0;
  let letters = 0;
  let digits = 0;
  for (const ch of clean) {
    if (CJK.test(ch)) cjk++;
    else if (LETTER.test(ch)) letters++;
    else if (DIGIT.test(ch)) digits++;
  }
  // ASCII marks count only before a space or the end, so 3,000 and 2.5 are not pauses.
  const pauses = clean.match(/[…，。！？；：、]+|[.,!?;:]+(?=\s|$)/gu)?.length ?? 0;
  return { cjk, letters, digits, pauses };
}

const NAME_WORDS = 6;
const NAME_MAX = 40;
const CJK_NAME_MAX = 16;

/**
 * A project name from the first words of the script: six words, or sixteen characters of CJK text.
 * No "…" where it was cut: the name is also the file name of the download, and screens that need
 * to shorten it do so themselves. Empty for an empty script (the caller names it "Untitled").
 */
export function projectNameFromScript(script: string): string {
  const text = script.replace(/\s+/gu, ' ').trim();
  if (!text) return '';
  const words = text.split(' ');
  const cjk = CJK.test(words[0]!);
  let name = cjk ? [...words[0]!].slice(0, CJK_NAME_MAX).join('') : words.slice(0, NAME_WORDS).join(' ');
  if ([...name].length > NAME_MAX) name = [...name].slice(0, NAME_MAX).join('');
  return name.replace(/[\s\p{P}]+$/u, '');
}
