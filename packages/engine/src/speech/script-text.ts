import { isSpeakable, SCRIPT_INPUT_ERROR, speakableText } from '@framecast/timeline';
import { ScriptError } from '../types.js';

/**
 * What of a script reaches a speech engine. Emoji would be read out by name ("grinning face") and
 * punctuation alone as "exclamation"; the timeline package decides what is speakable, so every step
 * agrees, and this turns "nothing to say" into the ScriptError the render reports.
 */

/** The text to send to an engine; throws ScriptError when nothing in it can be spoken. */
export function speakableScript(text: string): string {
  if (!isSpeakable(text)) throw new ScriptError(SCRIPT_INPUT_ERROR);
  return speakableText(text);
}

const WORDLIKE = /[\p{L}\p{N}]/u;
// Scripts spoken a syllable per character; espeak treats each character as a word.
const SYLLABIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
const EDGE_PUNCTUATION = /^[^\p{L}\p{N}\p{M}\p{S}%]+|[^\p{L}\p{N}\p{M}\p{S}%]+$/gu;

export interface ScriptWord {
  /** As shown in captions: surrounding punctuation removed (`"Hello,"` → `Hello`, `35%` stays). */
  text: string;
  /** As written, for asking the engine how it reads it (`35%` → "thirty five percent"). */
  written: string;
}

/** The script's words: split at spaces, Chinese and Japanese characters one each; punctuation alone is no word. */
export function scriptWords(text: string): ScriptWord[] {
  return text
    .replace(SYLLABIC, ' $& ')
    .split(/\s+/u)
    .filter((w) => WORDLIKE.test(w))
    .map((written) => ({ text: written.replace(EDGE_PUNCTUATION, ''), written }));
}
