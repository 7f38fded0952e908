import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile } from './fonts.js';
import type { MotionSpan, TransitionSpec } from './motion-filters.js';
import { type WindowClipSpec, type WindowLayer, windowClipArgs } from './window-args.js';

/** v3's movements drawn by real ffmpeg, checked on the pixels of small clips (160×160, under a second). */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-motion-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const S = 160;
// A white 80 px square in the middle of a black 200 px picture: in a 160 box it is 64 px wide at 1×.
const square = path.join(dir, 'square.png');
execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=black:s=200x200,drawbox=x=60:y=60:w=80:h=80:color=white:t=fill', '-frames:v', '1', square]);
const picture = (motion?: MotionSpan): WindowLayer => ({ kind: 'image', path: square, cx: S / 2, cy: S / 2, width: S, height: S, opacity: 1, motion });

let n = 0;
/** Draws a window and answers its frames as grey levels (one byte a pixel). */
async function draw(spec: Partial<WindowClipSpec> & { frames: number }): Promise<Buffer[]> {
  const output = path.join(dir, `clip-${++n}.mp4`);
  const args = windowClipArgs({
    width: S,
    height: S,
    fps: 25,
    background: { kind: 'color', color: '#ffffff' },
    layers: [],
    watermark: false,
    fontFile: cjkFontFile(),
    threads: 1,
    output,
    ...spec,
  });
  await runFfmpeg({ args });
  const grey = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return Array.from({ length: grey.length / (S * S) }, (_, i) => grey.subarray(i * S * S, (i + 1) * S * S));
}
const at = (frame: Buffer, x: number, y: number) => frame[y * S + x]!;
/** The white run across the middle row: where it starts and how wide it is. */
function whiteRun(frame: Buffer, y = S / 2) {
  const row = [...frame.subarray(y * S, (y + 1) * S)].map((v) => v > 128);
  const left = row.indexOf(true);
  return { left, width: row.lastIndexOf(true) - left + 1 };
}
const mean = (frame: Buffer) => frame.reduce((a, b) => a + b, 0) / frame.length;

describe('moving pictures', () => {
  it('zooms in about the centre: the last frame is the middle enlarged 1.15×', async () => {
    const frames = await draw({ frames: 10, layers: [picture({ type: 'zoom-in', from: 0, to: 1 })] });
    expect(frames).toHaveLength(10);
    const [first, last] = [whiteRun(frames[0]!), whiteRun(frames[9]!)];
    expect(first.width).toBeCloseTo(64, -0.5);
    expect(last.width).toBeCloseTo(64 * 1.15, -0.5);
    expect(Math.abs(last.left + last.width / 2 - S / 2)).toBeLessThanOrEqual(1.5);
  });

  it('pans left: the picture slides left across its box, and two windows join where one would run', async () => {
    const frames = await draw({ frames: 10, layers: [picture({ type: 'pan-left', from: 0, to: 1 })] });
    // Enlarged to 184 px the square starts at 55 px; the box travels the 24 px of overflow.
    expect(whiteRun(frames[0]!).left).toBeCloseTo(55, -0.5);
    expect(whiteRun(frames[9]!).left).toBeCloseTo(31, -0.5);
    expect(whiteRun(frames[9]!).width).toBe(whiteRun(frames[0]!).width);
    // The same motion over 20 frames, drawn whole and as two windows of 10 carrying their progress.
    const whole = await draw({ frames: 20, layers: [picture({ type: 'zoom-out', from: 0, to: 1 })] });
    const second = await draw({ frames: 10, layers: [picture({ type: 'zoom-out', from: 10 / 19, to: 1 })] });
    for (const i of [0, 5, 9]) expect(Math.abs(whiteRun(second[i]!).width - whiteRun(whole[10 + i]!).width)).toBeLessThanOrEqual(1);
  });
});

describe('scene transitions', () => {
  const withTransition = (transition: TransitionSpec) => draw({ frames: 12, transition });

  it('fades from black, and a window starting mid-fade starts at its level', async () => {
    const frames = await withTransition({ type: 'fade', duration: 0.2, start: 0 });
    expect(mean(frames[0]!)).toBeLessThan(20);
    expect(mean(frames[6]!)).toBeGreaterThan(235);
    const later = await withTransition({ type: 'fade', duration: 0.2, start: -0.1 });
    expect(mean(later[0]!)).toBeGreaterThan(90);
    expect(mean(later[0]!)).toBeLessThan(170);
  });

  it('slides the picture in from the right over black', async () => {
    const frames = await withTransition({ type: 'slide', duration: 0.4, start: 0 });
    expect(mean(frames[0]!)).toBeLessThan(20);
    // 0.12 s in: eased half way, so the left part is still black and the right is the picture.
    expect(at(frames[3]!, 20, 80)).toBeLessThan(30);
    expect(at(frames[3]!, 150, 80)).toBeGreaterThan(225);
    expect(mean(frames[11]!)).toBeGreaterThan(235);
  });

  it('wipes a panel away left to right', async () => {
    const frames = await withTransition({ type: 'wipe', duration: 0.4, start: 0, color: '#404040' });
    expect(Math.abs(mean(frames[0]!) - 64)).toBeLessThan(15);
    expect(at(frames[3]!, 20, 80)).toBeGreaterThan(225);
    expect(at(frames[3]!, 150, 80)).toBeLessThan(90);
    expect(mean(frames[11]!)).toBeGreaterThan(235);
  });

  it('zooms the scene from 1.2× down to 1×', async () => {
    const frames = await draw({ frames: 12, layers: [picture()], transition: { type: 'zoom', duration: 0.4, start: 0 } });
    expect(whiteRun(frames[0]!).width).toBeCloseTo(64 * 1.2, -0.5);
    expect(whiteRun(frames[11]!).width).toBeCloseTo(64, -0.5);
  });
});

describe('text entrances', () => {
  const title = (enter: { start: number; rise: number }): WindowLayer => ({
    kind: 'text',
    lines: ['Hi'],
    fontFile: cjkFontFile(),
    fontPx: 40,
    color: '#ffffff',
    opacity: 1,
    bold: false,
    align: 'center',
    cx: 80,
    cy: 80,
    width: 150,
    enter,
  });
  const black = { kind: 'color', color: '#000000' } as const;
  const lit = (frame: Buffer) => frame.filter((v) => v > 40).length;
  const top = (frame: Buffer) => Math.floor(frame.findIndex((v) => v > 40) / S);

  it('fades in: absent on the first frame, whole after half a second', async () => {
    const frames = await draw({ frames: 16, background: black, layers: [title({ start: 0, rise: 0 })] });
    expect(lit(frames[0]!)).toBe(0);
    expect(lit(frames[14]!)).toBeGreaterThan(100);
    expect(top(frames[14]!)).toBe(top(frames[15]!));
  });

  it('rises into place while fading in', async () => {
    const frames = await draw({ frames: 16, background: black, layers: [title({ start: 0, rise: 20 })] });
    // 0.2 s in: 40 % of the way, so (1 − 0.4)² of the 20 px rise is left.
    expect(top(frames[5]!) - top(frames[15]!)).toBeGreaterThanOrEqual(5);
    expect(top(frames[13]!)).toBe(top(frames[15]!));
  });
});
