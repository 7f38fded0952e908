/** Small colour helpers for the drawing code: mixing a palette colour towards black or white. */

function parse(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: number[]): string {
  return (
    '#' +
    rgb
      .map((v) =>
        Math.max(0, Math.min(255, Math.round(v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** Mixes `a` towards `b` by `t` (0 = a, 1 = b). */
export function mix(a: string, b: string, t: number): string {
  const x = parse(a);
  const y = parse(b);
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
}

/** Darker (amount > 0) or lighter (amount < 0) version of a colour. */
export function shade(hex: string, amount: number): string {
  return amount >= 0 ? mix(hex, '#1b0f14', amount) : mix(hex, '#ffffff', -amount);
}

/** Relative lightness 0 (black) .. 1 (white), good enough to pick contrasting details. */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}
