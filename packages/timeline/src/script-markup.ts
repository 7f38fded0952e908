/**
 * Pauses and phonetic pronunciation inside a script (spec 001 §8: where a voice does not support them
 * they are removed, with a notice). Written as plain text so a script stays one string:
 *   `[pause 1.5s]` or `[pause 500ms]` — silence, 0.1 to 10 seconds;
 *   `{tomato|t@m'A:toU}` — the word as shown, then how it is said in espeak-ng's phoneme mnemonics.
 * Captions, estimates and engines without support read the script as shown (the words, no pauses).
 */

export const PAUSE_MIN_SECONDS = 0.1;
export const PAUSE_MAX_SECONDS = 10;
const PAUSE = '\\[pause\\s+(\\d{1,5}(?:\\.\\d{1,3})?)\\s*(ms|s)\\]';
const SAY = '\\{([^{}|\\n]{1,60})\\|([^{}|\\n]{1,120})\\}';
const TOKEN = () => new RegExp(`${PAUSE}|${SAY}`, 'giu');

export type ScriptPart = { type: 'text'; text: string } | { type: 'pause'; seconds: number } | { type: 'say'; word: string; phonemes: string };

const clampPause = (n: number) => Math.min(PAUSE_MAX_SECONDS, Math.max(PAUSE_MIN_SECONDS, n));

/** The script as text, pauses and words with their phonemes, in order. */
export function scriptParts(text: string): ScriptPart[] {
  const parts: ScriptPart[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN())) {
    if (m.index > at) parts.push({ type: 'text', text: text.slice(at, m.index) });
    if (m[1] !== undefined) parts.push({ type: 'pause', seconds: clampPause(Number(m[1]) / (m[2]!.toLowerCase() === 'ms' ? 1000 : 1)) });
    else parts.push({ type: 'say', word: m[3]!.trim(), phonemes: m[4]!.trim() });
    at = m.index + m[0].length;
  }
  if (at < text.length) parts.push({ type: 'text', text: text.slice(at) });
  return parts;
}

export const hasScriptMarkup = (text: string): boolean => TOKEN().test(text);

/** The script as shown and captioned: each word with a pronunciation as its word, pauses as a space. */
export function displayScript(text: string): string {
  return text.replace(TOKEN(), (_m, _s, _u, word: string | undefined) => (word === undefined ? ' ' : word.trim()));
}

/** One line as a caption shows it: the script as shown, whitespace collapsed. */
export const captionText = (text: string): string => displayScript(text).replace(/\s+/gu, ' ').trim();

/** Seconds of written pauses in the script. */
export function scriptPauseSeconds(text: string): number {
  return scriptParts(text).reduce((sum, p) => sum + (p.type === 'pause' ? p.seconds : 0), 0);
}

/** A pause as the script writes it. */
export const pauseMark = (seconds: number): string => `[pause ${Math.round(clampPause(seconds) * 10) / 10}s]`;
/** A word with its pronunciation as the script writes it (braces and bars cannot appear inside). */
export const sayMark = (word: string, phonemes: string): string => `{${word.replace(/[{}|]/g, '').trim()}|${phonemes.replace(/[{}|]/g, '').trim()}}`;
