/**
 * ffmpeg filtergraph escaping (ffmpeg-filters "Notes on filtergraph escaping"): a value is escaped once
 * for the filter's `key=value:…` option list, then again for the filtergraph around it. We pass args
 * without a shell, so there is no third level.
 */
export const escapeOptionValue = (value: string) => value.replace(/[\\':]/g, (c) => `\\${c}`);
export const escapeGraphText = (text: string) => text.replace(/[\\'[\],;]/g, (c) => `\\${c}`);
/** A string (text, file path) as one option value inside -filter_complex. */
export const filterValue = (value: string) => escapeGraphText(escapeOptionValue(value));

/** `#rrggbb` + opacity → ffmpeg colour syntax `0xRRGGBB@a`. */
export function ffColor(hex: string, opacity = 1): string {
  if (!/^#[0-9a-fA-F]{6}$/.test(hex)) throw new Error(`Bad colour ${hex}`);
  const alpha = Math.max(0, Math.min(1, opacity));
  return `0x${hex.slice(1).toUpperCase()}${alpha < 1 ? `@${round(alpha, 3)}` : ''}`;
}

/** Seconds (or any number) without float noise in command lines: 1.2000000000000002 → "1.2". */
export const round = (n: number, places = 6) => Number(n.toFixed(places)).toString();

/** A term to append inside an expression: `+0.4`, `-0.4`, or nothing for 0. */
export const plus = (n: number, places = 6) => (Number(n.toFixed(places)) === 0 ? '' : `${n > 0 ? '+' : ''}${round(n, places)}`);
