import { primaryLanguage } from './estimate.js';
import type { ScriptSection } from './types.js';

/** Languages whose sentences follow one another with no space between. */
const UNSPACED = new Set(['zh', 'ja']);
/**
 * A space between two Chinese or Japanese characters, or by their punctuation, is a typo (a language
 * model's, often). One between a character and a Latin word ("认识一下 Aurora") is a house style some
 * follow, and may be inside the product's name, so it stays.
 */
const SPACE_IN_CJK =
  /\s+(?=[\u3000-\u303f\uff00-\uffef])|(?<=[\u3000-\u303f\uff00-\uffef])\s+|(?<=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])\s+(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}])/gu;

const isUnspaced = (language: string) => UNSPACED.has(primaryLanguage(language));

/** Sentences of one section as they are read: a space between them, none in Chinese or Japanese. */
export const joinSentences = (sentences: readonly string[], language: string) => sentences.join(isUnspaced(language) ? '' : ' ');

/** The speakable script: a paragraph per section, a blank line between, so the voice pauses between parts. */
export function scriptText(sections: ScriptSection[], language: string): string {
  const unspaced = isUnspaced(language);
  return sections
    .map((s) => {
      const flat = s.text.replace(/\s+/gu, ' ').trim();
      return unspaced ? flat.replace(SPACE_IN_CJK, '') : flat;
    })
    .filter(Boolean)
    .join('\n\n');
}
