import { describe, expect, it } from 'vitest';
import { drawSprite, toSprite, unpremultiply } from './compose.js';

const px = (...v: number[]) => Buffer.from(v);

describe('avatar frame compositing', () => {
  it('turns resvg’s premultiplied pixels into straight alpha', () => {
    expect([...unpremultiply(px(128, 64, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0))]).toEqual([255, 128, 0, 128, 10, 20, 30, 255, 0, 0, 0, 0]);
  });

  it('run-length codes rows into opaque, partial and empty runs', () => {
    const s = toSprite(px(0, 0, 0, 0, 1, 1, 1, 255, 2, 2, 2, 255, 3, 3, 3, 100), 4, 1, 0, 0);
    expect([...s.runs]).toEqual([0, 1, 2, 1, 3, 0, 3, 4, 1]);
    expect([...s.rowStart]).toEqual([0, 3]);
  });

  it('copies opaque pixels, blends edges with straight alpha, skips empty ones, clips to the frame', () => {
    const frame = Buffer.alloc(3 * 2 * 4);
    for (let i = 0; i < 6; i++) frame.set([0, 0, 200, 255], i * 4);
    const sprite = toSprite(px(255, 0, 0, 255, 255, 0, 0, 128, 9, 9, 9, 0), 3, 1, 0, 0);
    drawSprite(frame, 3, 2, sprite, 1, 1);
    expect([...frame.subarray(12, 16)]).toEqual([0, 0, 200, 255]); // (0,1) untouched
    expect([...frame.subarray(16, 20)]).toEqual([255, 0, 0, 255]); // (1,1) opaque copy
    expect([...frame.subarray(20, 24)]).toEqual([128, 0, 100, 255]); // (2,1) half red over blue
    drawSprite(frame, 3, 2, sprite, -5, 0); // wholly outside: nothing happens
    expect([...frame.subarray(0, 4)]).toEqual([0, 0, 200, 255]);
  });

  it('keeps colour when blending onto transparency', () => {
    const frame = Buffer.alloc(4);
    drawSprite(frame, 1, 1, toSprite(px(10, 200, 30, 60), 1, 1, 0, 0), 0, 0);
    expect([...frame]).toEqual([10, 200, 30, 60]);
    drawSprite(frame, 1, 1, toSprite(px(250, 0, 0, 60), 1, 1, 0, 0), 0, 0);
    expect(frame[3]).toBe(106); // 60 + 60·(1 − 60/255)
    expect(frame[0]).toBe(146); // (250·60 + 10·45.9) / 105.9
  });

  it('with a back layer, a patch replaces what was drawn, composited over the back', () => {
    const back = px(0, 0, 0, 0, 50, 50, 50, 255);
    const frame = px(1, 2, 3, 255, 1, 2, 3, 255);
    drawSprite(frame, 2, 1, toSprite(px(9, 9, 9, 0, 100, 0, 0, 0), 2, 1, 0, 0), 0, 0, back);
    expect([...frame]).toEqual([0, 0, 0, 0, 50, 50, 50, 255]);
  });
});
