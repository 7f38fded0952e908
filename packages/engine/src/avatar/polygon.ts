import { n } from './svg-util.js';

/**
 * Polygon clipping for the few places the drawing needs a clip (an iris inside the eye opening, teeth
 * inside the mouth, stubble inside the face). resvg 2.6 aborts the process when a clipped or
 * semi-transparent group lies wholly outside the canvas, which a cropped sprite render makes likely,
 * so the artwork clips geometry itself and never uses clip-path, mask or group opacity.
 */

export type Pt = [number, number];

export function cubic(p0: Pt, p1: Pt, p2: Pt, p3: Pt, steps = 16): Pt[] {
  const out: Pt[] = [];
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    const u = 1 - t;
    out.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  return out;
}

export function circle(cx: number, cy: number, r: number, steps = 40): Pt[] {
  return Array.from({ length: steps }, (_, i) => [cx + r * Math.cos((2 * Math.PI * i) / steps), cy + r * Math.sin((2 * Math.PI * i) / steps)] as Pt);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, steps = 40): Pt[] {
  return Array.from({ length: steps }, (_, i) => [cx + rx * Math.cos((2 * Math.PI * i) / steps), cy + ry * Math.sin((2 * Math.PI * i) / steps)] as Pt);
}

/** Samples an absolute path made of M, L, H, V, C, Q and Z into one polygon (first subpath only). */
export function pathToPolygon(d: string, steps = 12): Pt[] {
  const tokens = d.match(/[MLHVCQZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const pts: Pt[] = [];
  let cmd = '';
  let i = 0;
  const num = () => Number(tokens[i++]);
  let cur: Pt = [0, 0];
  while (i < tokens.length) {
    if (/[A-Z]/i.test(tokens[i]!)) cmd = tokens[i++]!;
    if (cmd === 'Z' || cmd === 'z') break;
    if (cmd === 'M' || cmd === 'L') cur = [num(), num()];
    else if (cmd === 'H') cur = [num(), cur[1]];
    else if (cmd === 'V') cur = [cur[0], num()];
    else if (cmd === 'C') {
      const c1: Pt = [num(), num()];
      const c2: Pt = [num(), num()];
      const end: Pt = [num(), num()];
      pts.push(...cubic(cur, c1, c2, end, steps).slice(0, -1));
      cur = end;
    } else if (cmd === 'Q') {
      const c: Pt = [num(), num()];
      const end: Pt = [num(), num()];
      const c1: Pt = [cur[0] + (2 / 3) * (c[0] - cur[0]), cur[1] + (2 / 3) * (c[1] - cur[1])];
      const c2: Pt = [end[0] + (2 / 3) * (c[0] - end[0]), end[1] + (2 / 3) * (c[1] - end[1])];
      pts.push(...cubic(cur, c1, c2, end, steps).slice(0, -1));
      cur = end;
    } else throw new Error(`pathToPolygon: unsupported command ${cmd}`);
    pts.push(cur);
  }
  return pts;
}

function signedArea(p: Pt[]): number {
  let a = 0;
  for (let i = 0; i < p.length; i++) {
    const [x1, y1] = p[i]!;
    const [x2, y2] = p[(i + 1) % p.length]!;
    a += x1 * y2 - x2 * y1;
  }
  return a / 2;
}

/** Sutherland–Hodgman: `subject` (any simple polygon) inside `convex` (a convex polygon). */
export function clipPolygon(subject: Pt[], convex: Pt[]): Pt[] {
  const sign = signedArea(convex) >= 0 ? 1 : -1;
  let out = subject;
  for (let i = 0; i < convex.length && out.length; i++) {
    const a = convex[i]!;
    const b = convex[(i + 1) % convex.length]!;
    const side = (p: Pt) => sign * ((b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]));
    const input = out;
    out = [];
    for (let j = 0; j < input.length; j++) {
      const p = input[j]!;
      const q = input[(j + 1) % input.length]!;
      const sp = side(p);
      const sq = side(q);
      if (sp >= 0) out.push(p);
      if (sp >= 0 !== sq >= 0) {
        const t = sp / (sp - sq);
        out.push([p[0] + (q[0] - p[0]) * t, p[1] + (q[1] - p[1]) * t]);
      }
    }
  }
  return out;
}

export function polygonPath(p: Pt[]): string {
  if (p.length < 3) return '';
  return `M${p.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;
}
