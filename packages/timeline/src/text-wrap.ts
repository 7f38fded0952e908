import { DEFAULT_FONT_FAMILY, FONT_LATIN_WIDTH, type FontFamily } from './fonts.js';

/**
 * Line wrapping by estimated width, for subtitles and text layers. Text is wrapped in logical (typed)
 * order and each line is reordered for display on its own (UAX #9 reorders after line breaking), so
 * right-to-left lines keep their first words on the first line. Fonts are not measured; CJK glyphs
 * are 1 em and Latin about 0.5 em (measured on WenQuanYi Zen Hei, rounded up), which errs on the side of
 * shorter lines.
 */
const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3040-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{20000}-\u{3fffd}]/u;
const NARROW = /[ilj.,;:'!|()[\]`"،؛]/;
/** Combining marks (Arabic and Hebrew vowel points) sit on the letter before; bidi marks and joiners draw nothing. */
const NO_WIDTH = /[\p{M}\p{Cf}]/u;
/** Punctuation that must not start a line (kept with the character before it). */
const CLOSING = /^[\s,.!?;:%)\]}'"”’、。，．！？；：）】》」』〉…·\-،؛؟۔]/u;

export const isWide = (ch: string) => WIDE.test(ch);

export function charWidthEm(ch: string): number {
  if (ch === ' ') return 0.3;
  if (NO_WIDTH.test(ch)) return 0;
  if (WIDE.test(ch)) return 1;
  if (NARROW.test(ch)) return 0.3;
  if (/[A-Z@%&mwMW]/.test(ch)) return 0.68;
  return 0.52;
}

export const textWidthEm = (text: string) => [...text].reduce((sum, ch) => sum + charWidthEm(ch), 0);

/** The width of text whose non-CJK characters are drawn `latinScale` times as wide as the estimate (a wider family). */
const scaledWidthEm = (latinScale: number) => (text: string) => [...text].reduce((sum, ch) => sum + (WIDE.test(ch) ? 1 : charWidthEm(ch) * latinScale), 0);

/** A breakable piece of text: a word with its trailing spaces, or one CJK character (with closing punctuation). */
export interface Token {
  text: string;
  /** Character offsets of the token in the source text (UTF-16, end exclusive, trailing spaces excluded). */
  from: number;
  to: number;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    if (/\s/.test(text[i])) {
      i++;
      continue;
    }
    const from = i;
    const first = String.fromCodePoint(text.codePointAt(i)!);
    i += first.length;
    if (!isWide(first)) {
      while (i < text.length && !/\s/.test(text[i]) && !isWide(String.fromCodePoint(text.codePointAt(i)!))) i++;
    }
    // Closing punctuation stays with what it closes, so no line starts with "，" or "!".
    while (i < text.length && !/\s/.test(text[i]) && CLOSING.test(text[i])) i++;
    tokens.push({ text: text.slice(from, i), from, to: i });
  }
  return tokens;
}

/** Joins tokens back into text: a space between two tokens exactly where the source had one. */
export function joinTokens(tokens: Token[], source: string): string {
  return tokens.map((t, k) => (k > 0 && /\s/.test(source[t.from - 1] ?? '') ? ' ' : '') + t.text).join('');
}

/** Greedy wrap of tokens into lines at most `maxEm` wide (a single over-long token gets its own line). */
export function wrapTokens(tokens: Token[], source: string, maxEm: number, measure: (text: string) => number = textWidthEm): Token[][] {
  const lines: Token[][] = [];
  let line: Token[] = [];
  for (const token of tokens) {
    if (line.length && measure(joinTokens([...line, token], source)) > maxEm) {
      lines.push(line);
      line = [];
    }
    line.push(token);
  }
  if (line.length) lines.push(line);
  return lines;
}

export const wrapText = (text: string, maxEm: number, measure: (text: string) => number = textWidthEm): string[] => {
  const tokens = tokenize(text);
  return wrapTokens(tokens, text, maxEm, measure).map((line) => joinTokens(line, text));
};

/**
 * The lines a text layer shows: its own line breaks kept, each paragraph wrapped to `widthEm` (the box's
 * width over the font size), its Latin text as wide as its family draws it (FONT_LATIN_WIDTH). The
 * renderer draws these lines and the editor's stage shows the same ones.
 */
export const textLayerLines = (text: string, widthEm: number, font: FontFamily = DEFAULT_FONT_FAMILY): string[] => {
  const measure = FONT_LATIN_WIDTH[font] === 1 ? textWidthEm : scaledWidthEm(FONT_LATIN_WIDTH[font]);
  return text.split(/\r?\n/).flatMap((para) => (para.trim() ? wrapText(para.trim(), widthEm, measure) : ['']));
};

/** Like wrapTokens with the same number of lines, but lines of about equal width (no one-word last line). */
export function wrapBalanced(tokens: Token[], source: string, maxEm: number): Token[][] {
  const greedy = wrapTokens(tokens, source, maxEm);
  if (greedy.length < 2) return greedy;
  const total = textWidthEm(joinTokens(tokens, source));
  for (const slack of [1.05, 1.15, 1.3]) {
    const width = Math.min(maxEm, (total / greedy.length) * slack);
    const lines = wrapTokens(tokens, source, width);
    if (lines.length === greedy.length) return lines;
  }
  return greedy;
}
