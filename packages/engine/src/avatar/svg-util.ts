/** Tiny helpers for writing SVG markup by hand. */

/** A number rounded to 0.1 for compact path data. */
export const n = (v: number): string => String(Math.round(v * 10) / 10);

/** Mirrors an absolute path around x = 300 (the face's centre line); handles M L C Q S T Z and H. */
export function mirrorPath(d: string): string {
  return d.replace(/([MLCQSTHZ])([^MLCQSTHZ]*)/gi, (_, cmd: string, args: string) => {
    const nums = args
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (cmd.toUpperCase() === 'H') return `H${nums.map((x) => n(600 - x)).join(' ')}`;
    const out = nums.map((v, i) => (i % 2 === 0 ? n(600 - v) : n(v)));
    return cmd + out.join(' ');
  });
}

export const attr = (a: Record<string, string | number | undefined>): string =>
  Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');

/**
 * A path element. `opacity` is written as fill-/stroke-opacity: element opacity makes resvg 2.6 open a
 * layer, and a layer wholly off the canvas aborts the process (see polygon.ts).
 */
export function path(d: string, a: Record<string, string | number | undefined>): string {
  const { opacity, ...rest } = a;
  if (opacity !== undefined) {
    if (rest.fill !== 'none') rest['fill-opacity'] = opacity;
    if (rest.stroke !== undefined && rest.stroke !== 'none') rest['stroke-opacity'] = opacity;
  }
  return `<path d="${d}" ${attr(rest)}/>`;
}

export const clamp01 = (v: number): number => (v < 0 ? 0 : Math.min(v, 1));
export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
