import { planeOffsets, type YuvaImage } from './yuva.js';

/**
 * Pixel work for avatar frames, kept to memcpy where possible. Frames and sprites are planar YUVA 4:2:0
 * (see yuva.ts) with straight alpha. Each plane's rows are run-length coded into opaque runs (copied),
 * partly transparent runs (blended) and empty runs (skipped), so a frame costs a few copies per row plus
 * a blend of the anti-aliased edge pixels. Sprites sit on even pixels, so their chroma samples line up
 * with the frame's.
 */

const OPAQUE = 0;
const PARTIAL = 1;
const EMPTY = 2;

/** Runs of one plane: triples (start, end, kind) per row; `rowStart` indexes them (in triples), length rows + 1. */
interface Runs {
  runs: Int32Array;
  rowStart: Int32Array;
}

/** A YUVA image placed at (x, y) in frame pixels, with the runs of its luma and chroma rows. */
export interface Sprite {
  x: number;
  y: number;
  width: number;
  height: number;
  image: YuvaImage;
  luma: Runs;
  chroma: Runs;
  /** Per plane (Y, U, V), per run, a ready view of its opaque pixels: a frame then allocates nothing for them. */
  views: (Uint8Array | undefined)[][];
}

/** resvg gives premultiplied pixels; undo that in place so semi-transparent edges keep their colour. */
export function unpremultiply(px: Buffer): Buffer {
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3]!;
    if (a === 0 || a === 255) continue;
    const k = 255 / a;
    px[i] = Math.min(255, Math.round(px[i]! * k));
    px[i + 1] = Math.min(255, Math.round(px[i + 1]! * k));
    px[i + 2] = Math.min(255, Math.round(px[i + 2]! * k));
  }
  return px;
}

function runsOf(alpha: Uint8Array, offset: number, width: number, height: number): Runs {
  const runs: number[] = [];
  const rowStart = new Int32Array(height + 1);
  for (let r = 0; r < height; r++) {
    rowStart[r] = runs.length / 3;
    let start = 0;
    let kind = -1;
    for (let c = 0; c < width; c++) {
      const a = alpha[offset + r * width + c]!;
      const k = a === 255 ? OPAQUE : a === 0 ? EMPTY : PARTIAL;
      if (k !== kind) {
        if (kind >= 0) runs.push(start, c, kind);
        start = c;
        kind = k;
      }
    }
    if (kind >= 0) runs.push(start, width, kind);
  }
  rowStart[height] = runs.length / 3;
  return { runs: Int32Array.from(runs), rowStart };
}

function opaqueViews(data: Buffer, offset: number, width: number, height: number, { runs, rowStart }: Runs): (Uint8Array | undefined)[] {
  const views: (Uint8Array | undefined)[] = [];
  for (let r = 0; r < height; r++) {
    for (let k = rowStart[r]!; k < rowStart[r + 1]!; k++) {
      if (runs[k * 3 + 2] === OPAQUE) views[k] = data.subarray(offset + r * width + runs[k * 3]!, offset + r * width + runs[k * 3 + 1]!);
    }
  }
  return views;
}

export function toSprite(image: YuvaImage, x: number, y: number): Sprite {
  const { width: w, height: h, data } = image;
  const o = planeOffsets(w, h);
  const luma = runsOf(data, o.a, w, h);
  const chroma = runsOf(image.chromaAlpha, 0, w / 2, h / 2);
  const views = [opaqueViews(data, 0, w, h, luma), opaqueViews(data, o.u, w / 2, h / 2, chroma), opaqueViews(data, o.v, w / 2, h / 2, chroma)];
  return { x, y, width: w, height: h, image, luma, chroma, views };
}

/** Straight-alpha "source over destination" of one sample: colour `cs` (alpha `sa`) over `cd` (alpha `da`). */
function over(cs: number, sa: number, cd: number, da: number): number {
  if (sa === 0) return cd;
  if (da === 255) return ((cs * sa + cd * (255 - sa) + 127) / 255) | 0;
  if (da === 0) return cs;
  const db = (da * (255 - sa)) / 255;
  return ((cs * sa + cd * db) / (sa + db) + 0.5) | 0;
}

/** Alpha of "source over destination". */
function overAlpha(sa: number, da: number): number {
  if (sa === 0 || da === 255) return sa === 0 ? da : 255;
  return (sa + (da * (255 - sa)) / 255 + 0.5) | 0;
}

/**
 * Draws a sprite over the frame (fw×fh yuva420p), shifted by (dx, dy) — the sum with the sprite's place
 * must be even — and clipped to the frame. With `back` given the sprite REPLACES what was there,
 * composited over `back` instead (a patch of a layer already drawn).
 */
export function drawSprite(frame: Uint8Array, fw: number, fh: number, s: Sprite, dx: number, dy: number, back?: Uint8Array): void {
  const ox = s.x + dx;
  const oy = s.y + dy;
  if (ox % 2 || oy % 2) throw new RangeError(`Sprite drawn at odd pixels (${ox}, ${oy})`);
  const f = planeOffsets(fw, fh);
  const so = planeOffsets(s.width, s.height);
  const dst = back ?? frame;
  const src = s.image.data;
  const ca = s.image.chromaAlpha;
  // Chroma first, then luma, alpha last: blending reads the destination's alpha before it changes.
  for (const [plane, fOff, sOff] of [
    [1, f.u, so.u],
    [2, f.v, so.v],
  ] as const) {
    const views = s.views[plane]!;
    eachRun(
      s.chroma,
      s.width / 2,
      s.height / 2,
      fw / 2,
      fh / 2,
      ox / 2,
      oy / 2,
      (kind, k, si, di, len, row, col) => {
        if (kind === OPAQUE)
          frame.set(len === s.chroma.runs[k * 3 + 1]! - s.chroma.runs[k * 3]! ? views[k]! : src.subarray(sOff + si, sOff + si + len), fOff + di);
        else if (kind === EMPTY) frame.set(back!.subarray(fOff + di, fOff + di + len), fOff + di);
        else {
          for (let i = 0; i < len; i++) {
            // The destination's alpha for this chroma sample: the mean of its 2×2 pixels.
            const p = f.a + 2 * row * fw + 2 * (col + i);
            const da = (dst[p]! + dst[p + 1]! + dst[p + fw]! + dst[p + fw + 1]! + 2) >> 2;
            frame[fOff + di + i] = over(src[sOff + si + i]!, ca[si + i]!, dst[fOff + di + i]!, da);
          }
        }
      },
      back !== undefined,
    );
  }
  const lumaViews = s.views[0]!;
  eachRun(
    s.luma,
    s.width,
    s.height,
    fw,
    fh,
    ox,
    oy,
    (kind, k, si, di, len) => {
      if (kind === OPAQUE) frame.set(len === s.luma.runs[k * 3 + 1]! - s.luma.runs[k * 3]! ? lumaViews[k]! : src.subarray(si, si + len), di);
      else if (kind === EMPTY) frame.set(back!.subarray(di, di + len), di);
      else for (let i = 0; i < len; i++) frame[di + i] = over(src[si + i]!, src[so.a + si + i]!, dst[di + i]!, dst[f.a + di + i]!);
    },
    back !== undefined,
  );
  eachRun(
    s.luma,
    s.width,
    s.height,
    fw,
    fh,
    ox,
    oy,
    (kind, _k, si, di, len) => {
      if (kind === OPAQUE) frame.fill(255, f.a + di, f.a + di + len);
      else if (kind === EMPTY) frame.set(back!.subarray(f.a + di, f.a + di + len), f.a + di);
      else for (let i = 0; i < len; i++) frame[f.a + di + i] = overAlpha(src[so.a + si + i]!, dst[f.a + di + i]!);
    },
    back !== undefined,
  );
}

/**
 * Calls `fn` for every run of a plane that lands inside the frame, with sample offsets (within the plane)
 * in the sprite (`si`) and in the frame (`di`), and the frame row and column of the run's first sample.
 * Empty runs only when `withEmpty`.
 */
function eachRun(
  { runs, rowStart }: Runs,
  sw: number,
  sh: number,
  fw: number,
  fh: number,
  ox: number,
  oy: number,
  fn: (kind: number, k: number, si: number, di: number, len: number, frameRow: number, frameCol: number) => void,
  withEmpty: boolean,
): void {
  const r0 = Math.max(0, -oy);
  const r1 = Math.min(sh, fh - oy);
  for (let r = r0; r < r1; r++) {
    for (let k = rowStart[r]! * 3, end = rowStart[r + 1]! * 3; k < end; k += 3) {
      const kind = runs[k + 2]!;
      if (kind === EMPTY && !withEmpty) continue;
      const c0 = Math.max(runs[k]!, -ox);
      const c1 = Math.min(runs[k + 1]!, fw - ox);
      if (c1 <= c0) continue;
      fn(kind, k / 3, r * sw + c0, (oy + r) * fw + ox + c0, c1 - c0, oy + r, ox + c0);
    }
  }
}
