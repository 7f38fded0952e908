import { describe, expect, it } from 'vitest';
import { drawSprite, toSprite, unpremultiply } from './compose.js';
import { planeOffsets, rgbaToYuva } from './yuva.js';

const px = (...v: number[]) => Buffer.from(v);
/** A w×h RGBA image of one colour. */
const solid = (w: number, h: number, rgba: number[]) => Buffer.concat(Array.from({ length: w * h }, () => px(...rgba)));
const frameOf = (w: number, h: number, rgba: number[]) => rgbaToYuva(solid(w, h, rgba), w, h).data;
/** Y, U, V, A of pixel (x, y) of a w×h yuva420p frame. */
function sample(frame: Uint8Array, w: number, h: number, x: number, y: number): number[] {
  const o = planeOffsets(w, h);
  const c = (y >> 1) * (w / 2) + (x >> 1);
  return [frame[y * w + x]!, frame[o.u + c]!, frame[o.v + c]!, frame[o.a + y * w + x]!];
}

describe('avatar frame compositing (yuva420p)', () => {
  it('turns resvg’s premultiplied pixels into straight alpha', () => {
    expect([...unpremultiply(px(128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0))]).toEqual([255, 128, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
  });

  it('copies opaque pixels, blends edges, skips empty ones, clips to the frame', () => {
    const blue = frameOf(6, 4, [0, 0, 200, 255]);
    const frame = Buffer.from(blue);
    // 4×2 sprite: two opaque red columns, two half-transparent red ones.
    const rgba = Buffer.concat([0, 1].flatMap(() => [px(255, 0, 0, 255), px(255, 0, 0, 255), px(255, 0, 0, 128), px(255, 0, 0, 128)]));
    const sprite = toSprite(rgbaToYuva(rgba, 4, 2), 0, 0);
    drawSprite(frame, 6, 4, sprite, 2, 2);
    const red = sample(frameOf(2, 2, [255, 0, 0, 255]), 2, 2, 0, 0);
    const half = sample(frameOf(2, 2, [128, 0, 100, 255]), 2, 2, 0, 0);
    expect(sample(frame, 6, 4, 0, 0)).toEqual(sample(blue, 6, 4, 0, 0)); // untouched
    expect(sample(frame, 6, 4, 2, 2)).toEqual(red); // opaque copy
    for (const [got, want] of sample(frame, 6, 4, 4, 3).map((v, i) => [v, half[i]!])) expect(Math.abs(got! - want)).toBeLessThanOrEqual(1); // half red over blue
    drawSprite(frame, 6, 4, sprite, -8, 0); // wholly outside: nothing happens
    expect(sample(frame, 6, 4, 0, 0)).toEqual(sample(blue, 6, 4, 0, 0));
  });

  it('keeps colour when blending onto transparency', () => {
    const frame = Buffer.from(frameOf(2, 2, [0, 0, 0, 0]));
    const a = rgbaToYuva(solid(2, 2, [10, 200, 30, 60]), 2, 2);
    drawSprite(frame, 2, 2, toSprite(a, 0, 0), 0, 0);
    expect([...frame]).toEqual([...a.data]);
    drawSprite(frame, 2, 2, toSprite(rgbaToYuva(solid(2, 2, [250, 0, 0, 60]), 2, 2), 0, 0), 0, 0);
    expect(sample(frame, 2, 2, 0, 0)[3]).toBe(106); // 60 + 60·(1 − 60/255)
  });

  it('with a back layer, a patch replaces what was drawn, composited over the back', () => {
    const back = frameOf(2, 2, [50, 50, 50, 255]);
    const frame = Buffer.from(frameOf(2, 2, [1, 2, 3, 255]));
    drawSprite(frame, 2, 2, toSprite(rgbaToYuva(solid(2, 2, [100, 0, 0, 0]), 2, 2), 0, 0), 0, 0, back);
    expect([...frame]).toEqual([...back]);
  });

  it('draws only on even pixels, where the chroma samples line up', () => {
    const sprite = toSprite(rgbaToYuva(solid(2, 2, [9, 9, 9, 255]), 2, 2), 0, 0);
    expect(() => drawSprite(Buffer.alloc(40), 4, 4, sprite, 1, 0)).toThrow(RangeError);
  });
});

describe('rgbaToYuva', () => {
  it('uses BT.601 limited range like ffmpeg, and weights chroma by alpha', () => {
    expect(sample(frameOf(2, 2, [255, 255, 255, 255]), 2, 2, 0, 0)).toEqual([235, 128, 128, 255]);
    expect(sample(frameOf(2, 2, [0, 0, 0, 255]), 2, 2, 0, 0)).toEqual([16, 128, 128, 255]);
    // One opaque red pixel among transparent ones: the chroma is red's, its alpha a quarter.
    const img = rgbaToYuva(px(255, 0, 0, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0), 2, 2);
    expect(sample(img.data, 2, 2, 0, 0)).toEqual(sample(frameOf(2, 2, [255, 0, 0, 255]), 2, 2, 0, 0));
    expect([...img.chromaAlpha]).toEqual([64]);
    expect(() => rgbaToYuva(Buffer.alloc(12), 3, 1)).toThrow(RangeError);
  });
});
