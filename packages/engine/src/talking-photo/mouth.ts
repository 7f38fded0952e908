import { LOWER_INNER, UPPER_INNER } from './mesh-regions.js';

/**
 * Paints the inside of a parted mouth over the warped picture: a dark throat lighter towards the
 * tongue, upper teeth under the upper lip and, wide open, a glimpse of the lower teeth — so an open
 * mouth is a mouth, not stretched lip. Works column by column between the two inner lip edges,
 * straight in YUV 4:2:0 with soft top and bottom edges.
 */

export interface YuvPlanes {
  y: Uint8Array;
  u: Uint8Array;
  v: Uint8Array;
  width: number;
  height: number;
}

/** BT.601 limited-range colours. */
const THROAT = { y: 40, u: 124, v: 150 };
const TONGUE = { y: 78, u: 116, v: 162 };
const TEETH = { y: 208, u: 125, v: 131 };

/** The edge's height at each column from `left`, linear between its points (sorted by x). */
function edgeRows(points: Float32Array, ids: readonly number[], left: number, columns: number): Float32Array {
  const xy = ids.map((i) => [points[i * 2]!, points[i * 2 + 1]!] as const).sort((a, b) => a[0] - b[0]);
  const out = new Float32Array(columns);
  let k = 0;
  for (let c = 0; c < columns; c++) {
    const x = left + c + 0.5;
    while (k < xy.length - 2 && xy[k + 1]![0] < x) k++;
    const [ax, ay] = xy[k]!;
    const [bx, by] = xy[k + 1]!;
    const t = bx === ax ? 0 : Math.min(1, Math.max(0, (x - ax) / (bx - ax)));
    out[c] = ay + (by - ay) * t;
  }
  return out;
}

/** What the mouth shows at share `t` of the way down from the upper lip, `side` 0 centre .. 1 corner. */
function shade(t: number, gapPx: number, teethPx: number, lowerTeethPx: number, side: number, out: { y: number; u: number; v: number }) {
  const fromTop = t * gapPx;
  const fromBottom = (1 - t) * gapPx;
  const dim = 1 - 0.45 * side * side;
  if (fromTop < teethPx * (1 - side * side * 0.6) && side < 0.85) {
    out.y = 40 + (TEETH.y - 40) * dim * (0.85 + 0.15 * Math.min(1, fromTop / Math.max(1, teethPx)));
    out.u = TEETH.u;
    out.v = TEETH.v;
  } else if (fromBottom < lowerTeethPx && side < 0.7) {
    out.y = 40 + (TEETH.y - 40) * dim * 0.7;
    out.u = TEETH.u;
    out.v = TEETH.v;
  } else {
    const tongue = Math.max(0, (t - 0.55) / 0.45) * (1 - side);
    out.y = (THROAT.y + (TONGUE.y - THROAT.y) * tongue) * (0.8 + 0.2 * side);
    out.u = THROAT.u + (TONGUE.u - THROAT.u) * tongue;
    out.v = THROAT.v + (TONGUE.v - THROAT.v) * tongue;
  }
}

export function paintMouth(planes: YuvPlanes, points: Float32Array, gapPx: number, mouthWidth: number): void {
  if (gapPx < 0.75) return;
  let left = Infinity;
  let right = -Infinity;
  for (const i of UPPER_INNER) {
    left = Math.min(left, points[i * 2]!);
    right = Math.max(right, points[i * 2]!);
  }
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(planes.width - 1, Math.ceil(right));
  const columns = x1 - x0 + 1;
  if (columns < 2) return;
  const upper = edgeRows(points, UPPER_INNER, x0, columns);
  const lower = edgeRows(points, LOWER_INNER, x0, columns);
  const centre = (left + right) / 2;
  const half = Math.max(1, (right - left) / 2);
  const teethPx = Math.min(gapPx * 0.4, mouthWidth * 0.11);
  const lowerTeethPx = gapPx > mouthWidth * 0.18 ? Math.min(gapPx * 0.15, mouthWidth * 0.05) : 0;
  const colour = { y: 0, u: 0, v: 0 };
  const { width, height } = planes;
  // Luma, with soft top and bottom edges (coverage of the pixel row).
  for (let c = 0; c < columns; c++) {
    const top = upper[c]!;
    const bottom = lower[c]!;
    if (bottom - top < 0.3) continue;
    const x = x0 + c;
    const side = Math.min(1, Math.abs(x + 0.5 - centre) / half);
    for (let y = Math.max(0, Math.floor(top)); y <= Math.min(height - 1, Math.ceil(bottom)); y++) {
      const cover = Math.min(1, Math.max(0, y + 1 - top)) * Math.min(1, Math.max(0, bottom - y));
      if (cover <= 0) continue;
      shade((y + 0.5 - top) / (bottom - top), bottom - top, teethPx, lowerTeethPx, side, colour);
      const i = y * width + x;
      planes.y[i] = (planes.y[i]! + (colour.y - planes.y[i]!) * cover + 0.5) | 0;
    }
  }
  // Chroma at half size: one sample per 2×2 block, from the block's centre.
  const cw = width >> 1;
  const ch = height >> 1;
  for (let cx = x0 >> 1; cx <= x1 >> 1 && cx < cw; cx++) {
    const c = Math.min(columns - 1, Math.max(0, cx * 2 + 1 - x0));
    const top = upper[c]!;
    const bottom = lower[c]!;
    if (bottom - top < 0.6) continue;
    const side = Math.min(1, Math.abs(cx * 2 + 1 - centre) / half);
    for (let cy = Math.max(0, Math.floor(top / 2)); cy <= Math.min(ch - 1, Math.ceil(bottom / 2)); cy++) {
      const y = cy * 2 + 1;
      const cover = Math.min(1, Math.max(0, (y - top) / 2)) * Math.min(1, Math.max(0, (bottom - y) / 2));
      if (cover <= 0) continue;
      shade((y - top) / (bottom - top), bottom - top, teethPx, lowerTeethPx, side, colour);
      const i = cy * cw + cx;
      planes.u[i] = (planes.u[i]! + (colour.u - planes.u[i]!) * cover + 0.5) | 0;
      planes.v[i] = (planes.v[i]! + (colour.v - planes.v[i]!) * cover + 0.5) | 0;
    }
  }
}
