import { joinTokens, type SubtitleChunk, subtitleMetrics, type Subtitles, textDirection } from '@framecast/timeline';
import { CJK_FONT_NAME } from './fonts.js';
import { round } from './escape.js';

/** Everything about the look of burned-in subtitles, in output pixels. */
export interface SubtitleLayout {
  width: number;
  height: number;
  style: Pick<Subtitles, 'preset' | 'position' | 'size' | 'color' | 'highlight'>;
}

/** `#rrggbb` + alpha (0 opaque … 255 clear) → ASS `&HAABBGGRR`. */
export function assColor(hex: string, alpha = 0): string {
  const [r, g, b] = [1, 3, 5].map((i) => hex.slice(i, i + 2).toUpperCase());
  return `&H${alpha.toString(16).padStart(2, '0').toUpperCase()}${b}${g}${r}`;
}

/**
 * User text as ASS dialogue text: `{`/`}` would open and close override blocks and `\` starts an escape
 * (`\N`, `\h`…), so braces are escaped and a word joiner follows each backslash; line breaks become spaces.
 */
export function escapeAssText(text: string): string {
  return text
    .replace(/\\/g, '\\\u2060')
    .replace(/[{}]/g, (c) => `\\${c}`)
    .replace(/\s*[\r\n]+\s*/g, ' ');
}

/** Seconds → ASS time `H:MM:SS.cc`. */
export function assTime(sec: number): string {
  const cs = Math.max(0, Math.round(sec * 100));
  const h = Math.floor(cs / 360000);
  const m = Math.floor((cs % 360000) / 6000);
  const s = Math.floor((cs % 6000) / 100);
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(cs % 100).padStart(2, '0')}`;
}

/** Right-to-left mark: a strong RTL character that draws nothing. */
const RLM = '\u200F';

function styleLine(layout: SubtitleLayout, rtl: boolean): string {
  const { style } = layout;
  const { fontPx, marginH, marginV } = subtitleMetrics(layout);
  const alignment = { bottom: 2, middle: 5, top: 8 }[style.position];
  const karaoke = style.preset === 'karaoke';
  // ASS karaoke fills from SecondaryColour to PrimaryColour, so the highlight is primary there.
  const primary = assColor(karaoke ? style.highlight : style.color);
  const secondary = assColor(style.color);
  const p = {
    classic: { bold: 0, border: 1, outline: fontPx * 0.08, shadow: fontPx * 0.03, outlineColor: assColor('#000000'), back: assColor('#000000', 0x80) },
    boxed: { bold: 0, border: 3, outline: fontPx * 0.3, shadow: 0, outlineColor: assColor('#000000', 0x60), back: assColor('#000000', 0x60) },
    bold: { bold: -1, border: 1, outline: fontPx * 0.12, shadow: fontPx * 0.05, outlineColor: assColor('#000000'), back: assColor('#000000', 0x60) },
    karaoke: { bold: -1, border: 1, outline: fontPx * 0.1, shadow: fontPx * 0.03, outlineColor: assColor('#000000'), back: assColor('#000000', 0x80) },
  }[style.preset];
  return [
    'Style: Default',
    CJK_FONT_NAME,
    fontPx,
    primary,
    secondary,
    p.outlineColor,
    p.back,
    p.bold,
    0,
    0,
    0,
    100,
    100,
    0,
    0,
    p.border,
    round(p.outline, 1),
    round(p.shadow, 1),
    alignment,
    marginH,
    marginH,
    marginV,
    // Encoding -1 makes libass take each line's base direction from its first strong character
    // (otherwise it lays every line out left to right, swapping an Arabic line's words around a \kf).
    rtl ? -1 : 1,
  ].join(',');
}

function dialogueText(chunk: SubtitleChunk, source: string, karaoke: boolean, rtl: boolean): string {
  // \kf durations add up across the whole event (all lines) from its start; the gap before a word is
  // folded into that word.
  let clock = chunk.start;
  // Each line of a right-to-left script starts with an RLM, so a line that begins with a Latin word or a
  // number still runs right to left as the whole script does.
  const lead = rtl ? RLM : '';
  return chunk.lines
    .map((line) => {
      if (!karaoke) return lead + escapeAssText(joinTokens(line, source));
      return (
        lead +
        line
          .map((token, k) => {
            const end = Math.max(clock, Math.min(token.end, chunk.end));
            const cs = Math.round((end - clock) * 100);
            clock = end;
            const space = k > 0 && /\s/.test(source[token.from - 1] ?? '') ? ' ' : '';
            return `{\\kf${cs}}${escapeAssText(space + token.text)}`;
          })
          .join('')
      );
    })
    .join('\\N');
}

/**
 * An ASS subtitle file for one window: chunks are timed from the speech start, which sits `offsetSec`
 * into the window. Karaoke lines carry `\kf` per word; every line is pre-wrapped (libass does not break
 * CJK text) and WrapStyle 0 stays as a safety net.
 */
export function buildAss(layout: SubtitleLayout, chunks: SubtitleChunk[], source: string, offsetSec: number): string {
  const karaoke = layout.style.preset === 'karaoke';
  const rtl = textDirection(source) === 'rtl';
  const events = chunks
    .filter((c) => c.end > c.start)
    .map((c) => `Dialogue: 0,${assTime(c.start + offsetSec)},${assTime(c.end + offsetSec)},Default,,0,0,0,,${dialogueText(c, source, karaoke, rtl)}`);
  return [
    '[Script Info]',
    'ScriptType: v4.00+',
    `PlayResX: ${layout.width}`,
    `PlayResY: ${layout.height}`,
    'WrapStyle: 0',
    'ScaledBorderAndShadow: yes',
    'YCbCr Matrix: None',
    '',
    '[V4+ Styles]',
    'Format: Name, Fontname, Fontsize, PrimaryColour, SecondaryColour, OutlineColour, BackColour, Bold, Italic, Underline, StrikeOut, ScaleX, ScaleY, Spacing, Angle, BorderStyle, Outline, Shadow, Alignment, MarginL, MarginR, MarginV, Encoding',
    styleLine(layout, rtl),
    '',
    '[Events]',
    'Format: Layer, Start, End, Style, Name, MarginL, MarginR, MarginV, Effect, Text',
    ...events,
    '',
  ].join('\n');
}
