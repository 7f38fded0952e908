/**
 * Which way a piece of text runs, by the Unicode bidi rule for a paragraph's base direction (UAX #9
 * P2–P3): the first strong character decides. The editor sets `dir` from it and the renderer picks the
 * subtitle and drawtext direction from it, so the preview and the video agree.
 */
export type TextDirection = 'ltr' | 'rtl';

// Scripts written right to left (their letters are bidi class R or AL).
const RTL_SCRIPTS =
  '\\p{Script=Hebrew}\\p{Script=Arabic}\\p{Script=Syriac}\\p{Script=Thaana}\\p{Script=Nko}\\p{Script=Samaritan}\\p{Script=Mandaic}\\p{Script=Adlam}\\p{Script=Hanifi_Rohingya}\\p{Script=Yezidi}';
const RTL_LETTER = new RegExp(`[${RTL_SCRIPTS}]`, 'u');
const RTL_ANY = new RegExp(`[${RTL_SCRIPTS}\\u200F\\u061C]`, 'u');
/** Letters and the explicit marks and embeddings, the characters that are strong for rule P2. */
const STRONG = /[\p{L}\u200E\u200F\u061C\u202A-\u202E\u2066-\u2068]/u;
// Right-to-left marks, embeddings, overrides and isolates (RLM, ALM, RLE, RLO, RLI).
const RTL_MARK = /[\u200F\u061C\u202B\u202E\u2067]/u;

/** The base direction of `text`: that of its first strong character, `fallback` when it has none. */
export function textDirection(text: string, fallback: TextDirection = 'ltr'): TextDirection {
  for (const ch of text) {
    if (!STRONG.test(ch)) continue;
    return RTL_MARK.test(ch) || RTL_LETTER.test(ch) ? 'rtl' : 'ltr';
  }
  return fallback;
}

/** True when any character of `text` belongs to a right-to-left script (it needs a font with those glyphs). */
export const hasRtlScript = (text: string): boolean => RTL_ANY.test(text);
