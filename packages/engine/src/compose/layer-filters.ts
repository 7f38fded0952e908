import { CJK, hasRtlScript, TEXT_ENTER_SECONDS, type TextDirection, watermarkLayout } from '@framecast/timeline';
import { ffColor, filterValue, plus, round } from './escape.js';
import { type Keyed, keyedOpacityValue, keyedTravel } from './keyframe-filters.js';

/** Seconds within the window a layer shows; absent = the whole window. */
export interface TimeSpan {
  start: number;
  end: number;
}

/** `:enable='between(t,a,b)'` or nothing. Quoted, so the commas need no escaping in the graph. */
export const enableOpt = (span?: TimeSpan) => (span ? `:enable='between(t,${round(span.start, 4)},${round(span.end, 4)})'` : '');

/** The opacity step for an RGBA(-able) stream, or nothing when opaque. */
export const opacityFilter = (opacity: number) => (opacity < 1 ? `,format=rgba,colorchannelmixer=aa=${round(opacity, 3)}` : '');

/** Scales a background (image or video frames) to fill the frame (cover: crop) or fit it (contain: pad). */
export function fitFilter(fit: 'cover' | 'contain', width: number, height: number): string {
  return fit === 'cover'
    ? `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`
    : `scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2:color=black`;
}

/** A block of text: pre-wrapped lines centred on (cx, cy), aligned inside a box `width` wide. */
export interface TextBlock {
  lines: string[];
  /** The layer's family (its `font`, else the CJK font): what its Latin lines are drawn in. */
  fontFile: string;
  /** The CJK font, when the layer's family is another: lines with CJK need its glyphs. */
  cjkFontFile?: string;
  /** The font for lines in right-to-left scripts (the CJK font has no Arabic or Hebrew glyphs). */
  rtlFontFile?: string;
  /** The block's base direction (its text's first strong character); absent = left to right. */
  direction?: TextDirection;
  fontPx: number;
  color: string;
  opacity: number;
  bold: boolean;
  align: 'left' | 'center' | 'right';
  /** Box colour behind each line. */
  box?: string;
  cx: number;
  cy: number;
  width: number;
  span?: TimeSpan;
  /** Fades in from `start` (window seconds), rising `rise` pixels into place as it does. */
  enter?: { start: number; rise: number };
  /** v4 keyframes: the block moves and fades by them; they do not scale text yet. */
  keys?: Keyed;
}

export const LINE_HEIGHT = 1.3;

/**
 * One drawtext per line (ffmpeg 5.1's drawtext cannot align lines), with `expansion=none` so `%` is
 * literal. Lines sit on the font's ascent/descent, not each line's own glyph box, so baselines are even.
 * `frame` (the picture's size) turns keyframes' fractions into pixels.
 */
export function textFilters(block: TextBlock, frame?: { width: number; height: number }): string[] {
  const lineH = block.fontPx * LINE_HEIGHT;
  const top = block.cy - (lineH * block.lines.length) / 2;
  const left = block.cx - block.width / 2;
  const { enter, keys } = block;
  if (keys && !frame) throw new Error('Keyframed text needs the frame size');
  const travel = keys && frame && keyedTravel(keys, frame);
  const dx = travel?.dx ?? '';
  const x = { left: `${round(left, 2)}${dx}`, center: `${round(block.cx, 2)}${dx}-tw/2`, right: `${round(left + block.width, 2)}${dx}-tw` }[block.align];
  const arrived = enter && `clip((t${plus(-enter.start, 4)})/${TEXT_ENTER_SECONDS},0,1)`;
  const rise = `${enter?.rise ? `+${round(enter.rise, 2)}*pow(1-${arrived},2)` : ''}${travel?.dy ?? ''}`;
  const keyedOpacity = keys && keyedOpacityValue(keys);
  // A fixed opacity is the colours' own; a changing one multiplies drawtext's alpha with the entrance's.
  const opacity = typeof keyedOpacity === 'number' ? keyedOpacity : keyedOpacity === undefined ? block.opacity : 1;
  const alpha = [arrived, typeof keyedOpacity === 'string' ? keyedOpacity : undefined].filter(Boolean).join('*');
  return block.lines.flatMap((line, i) => {
    if (!line.trim()) return []; // a blank line only takes its height
    const centre = top + lineH * (i + 0.5);
    const { fontFile, text } = lineGlyphs(block, line);
    const opts = [
      `fontfile=${filterValue(fontFile)}`,
      `text=${filterValue(text)}`,
      'expansion=none',
      `fontsize=${Math.round(block.fontPx)}`,
      `fontcolor=${ffColor(block.color, opacity)}`,
      dx ? `x='${x}'` : `x=${x}`,
      rise ? `y='${round(centre, 2)}-(ascent-descent)/2${rise}'` : `y=${round(centre, 2)}-(ascent-descent)/2`,
    ];
    if (alpha) opts.push(`alpha='${alpha}'`);
    if (block.bold) opts.push(`borderw=${Math.max(1, Math.round(block.fontPx * 0.035))}`, `bordercolor=${ffColor(block.color, opacity)}`);
    if (block.box) opts.push('box=1', `boxcolor=${ffColor(block.box, opacity)}`, `boxborderw=${Math.round(block.fontPx * 0.2)}`);
    return [`drawtext=${opts.join(':')}${enableOpt(block.span)}`];
  });
}

/**
 * The font and text drawtext gets for one line (drawtext takes one font file per line, so a line is in
 * one font): a line with CJK in the CJK font, a right-to-left one in the RTL font, any other in the
 * layer's family. ffmpeg 5.1's drawtext shapes and reorders with fribidi
 * (joined Arabic letters, runs in visual order) but always in a left-to-right paragraph, so a line of a
 * right-to-left block is wrapped in an embedding (RLE … PDF): punctuation and Latin or digit runs then
 * land where a right-to-left reader expects them. The RTL font draws the two marks as nothing (the CJK
 * font would draw boxes), so lines with CJK keep the CJK font and no embedding.
 */
export function lineGlyphs(block: TextBlock, line: string): { fontFile: string; text: string } {
  if (block.cjkFontFile !== undefined && CJK.test(line)) return { fontFile: block.cjkFontFile, text: line };
  const rtl = block.rtlFontFile !== undefined && !CJK.test(line) && (block.direction === 'rtl' || hasRtlScript(line));
  if (!rtl) return { fontFile: block.fontFile, text: line };
  return { fontFile: block.rtlFontFile!, text: block.direction === 'rtl' ? `\u202B${line}\u202C` : line };
}

/** The Free plan's mark where the shared layout puts it (bottom-right), readable on light and dark. */
export function watermarkFilter(width: number, height: number, fontFile: string): string {
  const { text, fontPx: size, margin } = watermarkLayout({ width, height });
  return [
    `drawtext=fontfile=${filterValue(fontFile)}`,
    `text=${filterValue(text)}`,
    'expansion=none',
    `fontsize=${size}`,
    'fontcolor=white@0.6',
    'shadowcolor=black@0.45',
    `shadowx=${Math.max(1, Math.round(size / 16))}`,
    `shadowy=${Math.max(1, Math.round(size / 16))}`,
    `x=w-tw-${margin}`,
    `y=h-th-${margin}`,
  ].join(':');
}
