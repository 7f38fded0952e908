import { z } from 'zod';
import { hasRtlScript, type TextDirection } from './bidi.js';
import { CJK } from './text.js';

/**
 * The font families a text layer may name: only those the renderer really has (Debian packages
 * `scripts/system-deps.mjs` installs, found with fc-match). The first is the default and the font every
 * text had before a layer could name one, so a layer without `font` draws as it always did.
 */
export const FONT_FAMILIES = ['WenQuanYi Zen Hei', 'DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono'] as const;
export const FontFamily = z.enum(FONT_FAMILIES);
export type FontFamily = z.infer<typeof FontFamily>;
export const DEFAULT_FONT_FAMILY: FontFamily = 'WenQuanYi Zen Hei';

/** The Debian package that ships each family, for the renderer's error when one is missing. */
export const FONT_PACKAGES: Record<FontFamily, string> = {
  'WenQuanYi Zen Hei': 'fonts-wqy-zenhei',
  'DejaVu Sans': 'fonts-dejavu-core',
  'DejaVu Serif': 'fonts-dejavu-core',
  'DejaVu Sans Mono': 'fonts-dejavu-core',
};

/**
 * How much wider each family's Latin text is than the wrap's estimate (text-wrap.ts, made on WenQuanYi
 * Zen Hei): the widest ratio of drawtext's width to the estimate over a pangram, capitals, digits and
 * punctuation, rounded up. Lines of a layer in a wider family wrap sooner, so they stay inside its box in
 * the render and on the stage alike.
 */
export const FONT_LATIN_WIDTH: Record<FontFamily, number> = {
  'WenQuanYi Zen Hei': 1,
  'DejaVu Sans': 1.16,
  'DejaVu Serif': 1.22,
  'DejaVu Sans Mono': 1.27,
};

/** The generic CSS family each one falls back to where a browser lacks it. */
const GENERIC: Record<FontFamily, string> = {
  'WenQuanYi Zen Hei': '"Noto Sans CJK SC", sans-serif',
  'DejaVu Sans': 'sans-serif',
  'DejaVu Serif': 'serif',
  'DejaVu Sans Mono': 'monospace',
};

/**
 * A CSS font-family list that draws a layer as the renderer does: the family, then (for CJK lines, which
 * the renderer always draws in the CJK font) WenQuanYi Zen Hei, then a generic family.
 */
export function fontFamilyCss(family: FontFamily = DEFAULT_FONT_FAMILY): string {
  return family === DEFAULT_FONT_FAMILY ? `"${family}", ${GENERIC[family]}` : `"${family}", "${DEFAULT_FONT_FAMILY}", ${GENERIC[family]}`;
}

/** The family the renderer draws right-to-left lines in (the CJK font has no Arabic or Hebrew). */
export const RTL_FONT_FAMILY: FontFamily = 'DejaVu Sans';

/**
 * The family one line of a text layer is drawn in, as the renderer chooses it (drawtext takes one font
 * per line): a line with CJK in the CJK font, a right-to-left one in the RTL font, any other in the
 * layer's own family.
 */
export function lineFontFamily(font: FontFamily | undefined, line: string, direction: TextDirection = 'ltr'): FontFamily {
  if (CJK.test(line)) return DEFAULT_FONT_FAMILY;
  if (direction === 'rtl' || hasRtlScript(line)) return RTL_FONT_FAMILY;
  return font ?? DEFAULT_FONT_FAMILY;
}
