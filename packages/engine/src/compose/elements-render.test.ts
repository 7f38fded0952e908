import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile } from './fonts.js';
import { writeShapePng } from './shape-image.js';
import { type WindowClipSpec, type WindowLayer, progressX, windowClipArgs } from './window-args.js';

/** Stickers and progress bars drawn by real ffmpeg (160×90, one second at 25 fps), checked on the pixels. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-elements-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const [W, H, FPS] = [160, 90, 25];

let n = 0;
/** Draws a window on black and answers its frames as RGB. */
async function draw(spec: Partial<WindowClipSpec>): Promise<Buffer[]> {
  const output = path.join(dir, `clip-${++n}.mp4`);
  const args = windowClipArgs({
    width: W,
    height: H,
    fps: FPS,
    frames: 25,
    background: { kind: 'color', color: '#000000' },
    layers: [],
    watermark: false,
    fontFile: cjkFontFile(),
    threads: 1,
    output,
    ...spec,
  });
  await runFfmpeg({ args });
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return Array.from({ length: rgb.length / (W * H * 3) }, (_, i) => rgb.subarray(i * W * H * 3, (i + 1) * W * H * 3));
}

const px = (frame: Buffer, x: number, y: number) => [...frame.subarray((y * W + x) * 3, (y * W + x) * 3 + 3)] as [number, number, number];
const isRed = ([r, g, b]: number[]) => r! > 180 && g! < 80 && b! < 80;
const isGrey = ([r, g, b]: number[]) => Math.abs(r! - 128) < 30 && Math.abs(g! - 128) < 30 && Math.abs(b! - 128) < 30;
/** How many pixels of row y, from x0 to x1, are red. */
const redRun = (frame: Buffer, y: number, x0: number, x1: number) => {
  let count = 0;
  for (let x = x0; x < x1; x++) if (isRed(px(frame, x, y))) count++;
  return count;
};

describe('stickers', () => {
  it('draws a star in its colour with the corners of its box left clear', async () => {
    const star = path.join(dir, 'star.png');
    await writeShapePng({ shape: 'star', width: 60, height: 60, fill: '#ff0000', radius: 0 }, star);
    const [frame] = await draw({ frames: 1, layers: [{ kind: 'image', path: star, cx: 80, cy: 45, width: 60, opacity: 1 }] });
    expect(isRed(px(frame!, 80, 45)), 'the middle').toBe(true);
    expect(isRed(px(frame!, 80, 20)), 'the top point').toBe(true);
    // The box's corners are outside the star: the background shows.
    expect(px(frame!, 53, 18).every((v) => v < 40)).toBe(true);
    expect(px(frame!, 107, 72).every((v) => v < 40)).toBe(true);
  });

  it('draws a check: a disc in its colour with a white tick', async () => {
    const check = path.join(dir, 'check.png');
    await writeShapePng({ shape: 'check', width: 60, height: 60, fill: '#ff0000', radius: 0 }, check);
    const [frame] = await draw({ frames: 1, layers: [{ kind: 'image', path: check, cx: 80, cy: 45, width: 60, opacity: 1 }] });
    expect(isRed(px(frame!, 80, 25))).toBe(true);
    // The tick's corner, 44,68 of the 100-unit box.
    const [r, g, b] = px(frame!, Math.round(50 + 0.6 * 44), Math.round(15 + 0.6 * 67));
    expect(Math.min(r, g, b)).toBeGreaterThan(200);
  });
});

describe('progress bars', () => {
  const bar = (fills: { from: number; to: number }, track?: string): WindowLayer => ({
    kind: 'progress',
    x: 20,
    y: 70,
    width: 120,
    height: 10,
    fill: '#ff0000',
    ...(track && { track }),
    fills,
    opacity: 1,
  });

  it('fills from empty on the first frame to full on the last, over its track', async () => {
    const frames = await draw({ layers: [bar({ from: 0, to: 1 }, '#808080')] });
    expect(frames).toHaveLength(25);
    for (const i of [0, 6, 12, 18, 24]) {
      const want = (120 * i) / 24;
      expect(Math.abs(redRun(frames[i]!, 75, 0, W) - want), `fill of frame ${i}`).toBeLessThanOrEqual(3);
    }
    // The empty part is the track; outside the bar is the background.
    expect(isGrey(px(frames[6]!, 130, 75))).toBe(true);
    expect(px(frames[6]!, 10, 75).every((v) => v < 40)).toBe(true);
    expect(px(frames[24]!, 80, 60).every((v) => v < 40)).toBe(true);
  });

  it('goes on where the window begins and shows the background without a track', async () => {
    const frames = await draw({ frames: 5, layers: [bar({ from: 0.5, to: 0.6 })] });
    expect(Math.abs(redRun(frames[0]!, 75, 0, W) - 60)).toBeLessThanOrEqual(2);
    expect(Math.abs(redRun(frames[4]!, 75, 0, W) - 72)).toBeLessThanOrEqual(2);
    expect(px(frames[0]!, 120, 75).every((v) => v < 40)).toBe(true);
  });

  it('moves the fill by a straight line in window time', () => {
    expect(progressX({ from: 0.25, to: 0.75 }, 11, 10)).toBe('-w+w*clip(0.25+0.5*t,0,1)');
    expect(progressX({ from: 1, to: 1 }, 1, 25)).toBe('-w+w*clip(1+0*t,0,1)');
  });
});
