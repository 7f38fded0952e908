import type { ShapeKind, Sticker } from './schema.js';

export interface ShapeSpec {
  shape: ShapeKind;
  /** Pixels. */
  width: number;
  height: number;
  fill: string;
  /** Corner rounding of a rect: 0 square … 1 fully round (half the shorter side). */
  radius: number;
  /** A progress bar's track colour (its empty part); absent = none. */
  track?: string;
}

/** The white of a sticker's inner marks (the tick, the bubble's dots, the badge's ring). */
const MARK = '#ffffff';

/** A star's (or a badge's scalloped edge's) points around (50, 50) in the 100-unit box. */
function starPoints(points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${(50 + r * Math.cos(a)).toFixed(2)},${(50 + r * Math.sin(a)).toFixed(2)}`);
  }
  return out.join(' ');
}

/** Each sticker drawn in a 100 × 100 box, filled with `fill`. */
const STICKER_BODIES: Record<Sticker, (fill: string) => string> = {
  star: (fill) => `<polygon points="${starPoints(5, 48, 20)}" fill="${fill}"/>`,
  arrow: (fill) => `<polygon points="4,38 58,38 58,14 96,50 58,86 58,62 4,62" fill="${fill}"/>`,
  heart: (fill) =>
    `<path d="M50 90 C20 68 4 50 4 31 C4 16 15 6 29 6 C39 6 46 12 50 20 C54 12 61 6 71 6 C85 6 96 16 96 31 C96 50 80 68 50 90 Z" fill="${fill}"/>`,
  bubble: (fill) =>
    `<path d="M16 10 H84 Q96 10 96 22 V60 Q96 72 84 72 H46 L24 92 L28 72 H16 Q4 72 4 60 V22 Q4 10 16 10 Z" fill="${fill}"/>` +
    [32, 50, 68].map((cx) => `<circle cx="${cx}" cy="41" r="6" fill="${MARK}"/>`).join(''),
  check: (fill) =>
    `<circle cx="50" cy="50" r="46" fill="${fill}"/><polyline points="28,52 44,68 73,35" fill="none" stroke="${MARK}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
  badge: (fill) => `<polygon points="${starPoints(12, 48, 41)}" fill="${fill}"/><circle cx="50" cy="50" r="30" fill="none" stroke="${MARK}" stroke-width="4"/>`,
};

const isSticker = (shape: ShapeKind): shape is Sticker => shape in STICKER_BODIES;

/**
 * A shape layer as SVG at its pixel size: what the renderer rasterises (resvg) and the editor's stage
 * shows, so both draw the same picture. Stickers keep their own square shape inside the box; a progress
 * bar's SVG is its track only (the growing fill is drawn over time by each side).
 */
export function shapeSvg(spec: ShapeSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  if (isSticker(spec.shape))
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 100 100" preserveAspectRatio="xMidYMid meet">${STICKER_BODIES[spec.shape](spec.fill)}</svg>`;
  const body =
    spec.shape === 'ellipse'
      ? `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${spec.fill}"/>`
      : spec.shape === 'progress'
        ? spec.track
          ? `<rect width="${w}" height="${h}" fill="${spec.track}"/>`
          : ''
        : `<rect width="${w}" height="${h}" rx="${(Math.min(w, h) / 2) * spec.radius}" fill="${spec.fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

/** The SVG as an address an <img> can show. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * How full a progress bar is at `t` seconds into what it measures, `length` seconds long: 0 at the
 * start, 1 at the end (the renderer's last frame shows it full).
 */
export const progressAt = (t: number, length: number) => (length > 0 ? Math.min(1, Math.max(0, t / length)) : 1);
