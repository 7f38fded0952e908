/**
 * Pixel work for avatar frames, kept to memcpy where possible: a sprite's rows are run-length coded
 * into opaque runs (copied), partly transparent runs (blended) and empty runs (skipped), so a frame
 * costs a few Buffer.copy calls per row plus a blend of the anti-aliased edge pixels.
 * All images are RGBA with straight (not premultiplied) alpha, which is what ffmpeg's `rgba` means.
 */

const OPAQUE = 0;
const PARTIAL = 1;
const EMPTY = 2;

/** An RGBA image placed at (x, y) in frame pixels, with its runs: triples (start, end, kind) per row. */
export interface Sprite {
  x: number;
  y: number;
  width: number;
  height: number;
  rgba: Buffer;
  runs: Int32Array;
  /** Index into `runs` (in triples) where each row starts; length height + 1. */
  rowStart: Int32Array;
  /** Per run, a ready view of its pixels (opaque runs only): a frame then allocates nothing for them. */
  views: (Uint8Array | undefined)[];
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

export function toSprite(rgba: Buffer, width: number, height: number, x: number, y: number): Sprite {
  const runs: number[] = [];
  const rowStart = new Int32Array(height + 1);
  for (let r = 0; r < height; r++) {
    rowStart[r] = runs.length / 3;
    let start = 0;
    let kind = -1;
    for (let c = 0; c < width; c++) {
      const a = rgba[(r * width + c) * 4 + 3]!;
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
  const views: (Uint8Array | undefined)[] = [];
  for (let r = 0; r < height; r++) {
    for (let k = rowStart[r]!; k < rowStart[r + 1]!; k++) {
      if (runs[k * 3 + 2] === OPAQUE) views[k] = rgba.subarray((r * width + runs[k * 3]!) * 4, (r * width + runs[k * 3 + 1]!) * 4);
    }
  }
  return { x, y, width, height, rgba, runs: Int32Array.from(runs), rowStart, views };
}

/**
 * Straight-alpha "source over destination" for `len` bytes of pixels: src at `si`, dst at `di`, result
 * written to `out` at `di`. Inline integer arithmetic: this runs for every edge pixel of every frame.
 */
function blend(src: Uint8Array, si: number, dst: Uint8Array, out: Uint8Array, di: number, len: number): void {
  for (let i = 0; i < len; i += 4) {
    const s = si + i;
    const d = di + i;
    const sa = src[s + 3]!;
    const da = dst[d + 3]!;
    if (sa === 0) {
      out[d] = dst[d]!;
      out[d + 1] = dst[d + 1]!;
      out[d + 2] = dst[d + 2]!;
      out[d + 3] = da;
    } else if (da === 255) {
      const inv = 255 - sa;
      out[d] = ((src[s]! * sa + dst[d]! * inv + 127) / 255) | 0;
      out[d + 1] = ((src[s + 1]! * sa + dst[d + 1]! * inv + 127) / 255) | 0;
      out[d + 2] = ((src[s + 2]! * sa + dst[d + 2]! * inv + 127) / 255) | 0;
      out[d + 3] = 255;
    } else if (da === 0) {
      out[d] = src[s]!;
      out[d + 1] = src[s + 1]!;
      out[d + 2] = src[s + 2]!;
      out[d + 3] = sa;
    } else {
      const db = (da * (255 - sa)) / 255;
      const a = sa + db;
      out[d] = (src[s]! * sa + dst[d]! * db) / a + 0.5;
      out[d + 1] = (src[s + 1]! * sa + dst[d + 1]! * db) / a + 0.5;
      out[d + 2] = (src[s + 2]! * sa + dst[d + 2]! * db) / a + 0.5;
      out[d + 3] = a + 0.5;
    }
  }
}

/**
 * Draws a sprite over the frame, shifted by (dx, dy), clipped to the frame. With `back` given the sprite
 * REPLACES what was there, composited over `back` instead (a patch of a layer already drawn).
 */
export function drawSprite(frame: Uint8Array, fw: number, fh: number, s: Sprite, dx: number, dy: number, back?: Uint8Array): void {
  const ox = s.x + dx;
  const oy = s.y + dy;
  const r0 = Math.max(0, -oy);
  const r1 = Math.min(s.height, fh - oy);
  const runs = s.runs;
  const src = s.rgba;
  for (let r = r0; r < r1; r++) {
    const rowSrc = r * s.width;
    const rowDst = (oy + r) * fw + ox;
    for (let k = s.rowStart[r]! * 3, end = s.rowStart[r + 1]! * 3; k < end; k += 3) {
      const kind = runs[k + 2]!;
      if (kind === EMPTY && !back) continue;
      const start = runs[k]!;
      const stop = runs[k + 1]!;
      const c0 = Math.max(start, -ox);
      const c1 = Math.min(stop, fw - ox);
      if (c1 <= c0) continue;
      const si = (rowSrc + c0) * 4;
      const di = (rowDst + c0) * 4;
      const len = (c1 - c0) * 4;
      if (kind === OPAQUE) frame.set(c0 === start && c1 === stop ? s.views[k / 3]! : src.subarray(si, si + len), di);
      else if (kind === EMPTY) frame.set(back!.subarray(di, di + len), di);
      else blend(src, si, back ?? frame, frame, di, len);
    }
  }
}
