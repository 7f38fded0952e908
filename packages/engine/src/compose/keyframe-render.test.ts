import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Keyframe, layerStateAt } from '@framecast/timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile } from './fonts.js';
import type { Keyed } from './keyframe-filters.js';
import { writeShapePng } from './shape-image.js';
import { type WindowClipSpec, type WindowLayer, windowClipArgs } from './window-args.js';

/** v4 keyframes drawn by real ffmpeg (160×90, one second), checked against layerStateAt on the pixels. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-keys-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const [W, H, FPS] = [160, 90, 25];
const square = path.join(dir, 'square.png');
await writeShapePng({ shape: 'rect', width: 20, height: 20, fill: '#ffffff', radius: 0 }, square);

const keyed = (keyframes: Keyframe[], shift = 0): Keyed => ({ x: 0.2, y: 0.5, opacity: 1, keyframes, shift });
const shapeLayer = (keys?: Keyed): WindowLayer => ({ kind: 'image', path: square, cx: 0.2 * W, cy: 0.5 * H, width: 20, opacity: 1, ...(keys && { keys }) });

let n = 0;
/** Draws a window on black and answers its frames as grey levels. */
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
  const grey = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 64 * 1024 * 1024 });
  return Array.from({ length: grey.length / (W * H) }, (_, i) => grey.subarray(i * W * H, (i + 1) * W * H));
}

/** The lit run across row `y`: its centre, width and brightness (the level in its middle). */
function litRun(frame: Buffer, y = H / 2) {
  const row = [...frame.subarray(y * W, (y + 1) * W)];
  const lit = row.map((v) => v > 12);
  const left = lit.indexOf(true);
  const width = lit.lastIndexOf(true) - left + 1;
  return { centre: left + width / 2, width, level: row[Math.round(left + width / 2)]! };
}

describe('keyframed layers', () => {
  const path_: Keyframe[] = [
    { t: 0, x: 0.2, opacity: 1, ease: 'ease-in-out' },
    { t: 0.96, x: 0.8, opacity: 0.25 },
  ];

  it('moves a shape left to right and fades it as layerStateAt says, frame for frame', async () => {
    const keys = keyed(path_);
    const frames = await draw({ layers: [shapeLayer(keys)] });
    expect(frames).toHaveLength(25);
    for (const i of [0, 6, 12, 18, 24]) {
      const want = layerStateAt(keys, i / FPS);
      const got = litRun(frames[i]!);
      expect(Math.abs(got.centre - want.x * W), `centre of frame ${i}`).toBeLessThanOrEqual(2);
      expect(Math.abs(got.level - want.opacity * 255), `level of frame ${i}`).toBeLessThanOrEqual(8);
      expect(got.width).toBeCloseTo(20, -0.5);
    }
    // Eased, so the middle frame is half way and a quarter of the way is less than a quarter of the travel.
    expect(litRun(frames[12]!).centre).toBeCloseTo(0.5 * W, -0.5);
    expect(litRun(frames[6]!).centre - 0.2 * W).toBeLessThan(0.25 * 0.6 * W);
  });

  it('moves a progress bar by its keyframes while its fill grows', async () => {
    const keys = keyed(path_);
    const bar: WindowLayer = {
      kind: 'progress',
      x: 0.2 * W - 10,
      y: H / 2 - 4,
      width: 20,
      height: 8,
      fill: '#ffffff',
      track: '#ffffff',
      fills: { from: 0, to: 1 },
      opacity: 1,
      keys,
    };
    const frames = await draw({ layers: [bar] });
    for (const i of [0, 12, 24]) {
      const want = layerStateAt(keys, i / FPS);
      const got = litRun(frames[i]!);
      expect(Math.abs(got.centre - want.x * W), `centre of frame ${i}`).toBeLessThanOrEqual(2);
      expect(Math.abs(got.level - want.opacity * 255), `level of frame ${i}`).toBeLessThanOrEqual(8);
    }
  });

  it('starts a later window where the layer has got to', async () => {
    const keys = keyed(path_, 0.48);
    const frames = await draw({ frames: 5, layers: [shapeLayer(keys)] });
    const want = layerStateAt(keys, 0.48);
    expect(Math.abs(litRun(frames[0]!).centre - want.x * W)).toBeLessThanOrEqual(2);
    expect(Math.abs(litRun(frames[0]!).level - want.opacity * 255)).toBeLessThanOrEqual(8);
  });

  it('scales about the centre, which stays put', async () => {
    const keys = keyed([
      { t: 0, scale: 1 },
      { t: 0.96, scale: 2 },
    ]);
    const frames = await draw({ layers: [shapeLayer(keys)] });
    for (const i of [0, 12, 24]) {
      const run = litRun(frames[i]!);
      expect(Math.abs(run.width - 20 * layerStateAt(keys, i / FPS).scale), `width of frame ${i}`).toBeLessThanOrEqual(2);
      expect(Math.abs(run.centre - 0.2 * W), `centre of frame ${i}`).toBeLessThanOrEqual(1.5);
      expect(run.level).toBeGreaterThan(240);
    }
  });

  it('moves and fades text with drawtext expressions', async () => {
    const keys: Keyed = { x: 0.5, y: 0.5, opacity: 1, keyframes: path_, shift: 0 };
    const text: WindowLayer = {
      kind: 'text',
      lines: ['I'],
      fontFile: cjkFontFile(),
      fontPx: 30,
      color: '#ffffff',
      opacity: 1,
      bold: false,
      align: 'center',
      cx: 0.5 * W,
      cy: 0.5 * H,
      width: 100,
      keys,
    };
    const frames = await draw({ layers: [text] });
    for (const i of [0, 24]) {
      const want = layerStateAt(keys, i / FPS);
      const run = litRun(frames[i]!);
      expect(Math.abs(run.centre - want.x * W), `centre of frame ${i}`).toBeLessThanOrEqual(2);
      expect(Math.abs(run.level - want.opacity * 255), `level of frame ${i}`).toBeLessThanOrEqual(30);
    }
  });
});

describe('keyframed graphs', () => {
  const graphOf = (layers: WindowLayer[]) => {
    const args = windowClipArgs({
      width: W,
      height: H,
      fps: FPS,
      frames: 25,
      background: { kind: 'color', color: '#000000' },
      layers,
      watermark: false,
      fontFile: '/f.ttf',
      threads: 1,
      output: '/o.mp4',
    });
    return args[args.indexOf('-filter_complex') + 1]!;
  };

  it('repeats a keyed still per frame and hands its changing opacity to colorchannelmixer once a frame', () => {
    const graph = graphOf([
      shapeLayer(
        keyed([
          { t: 0, opacity: 1 },
          { t: 1, opacity: 0 },
        ]),
      ),
    ]);
    expect(graph).toContain('tpad=stop_mode=clone:stop=25,format=rgba,sendcmd=c=0 \\[expr\\] colorchannelmixer@l1 aa');
    expect(graph).toContain(',colorchannelmixer@l1=aa=1[l1]');
    // Position fixed: the overlay is where the layer is laid, as an expression of its size.
    expect(graph).toContain("overlay=x='round(32-w/2)':y='round(45-h/2)':eof_action=repeat");
  });

  it('moves avatar frames from their laid box and never takes keyed frames for the whole picture', () => {
    const keys: Keyed = { x: 0.5, y: 0.5, opacity: 1, keyframes: [{ t: 0 }, { t: 1, x: 1, scale: 2 }], shift: 0 };
    const frames: WindowLayer = { kind: 'frames', fd: 0, pixelFormat: 'yuv420p', x: 0, y: 0, width: W, height: H, opacity: 1, keys };
    const graph = graphOf([frames]);
    expect(graph).toContain('[1:v]setpts=PTS-STARTPTS,scale=w=');
    expect(graph).toMatch(/overlay=x='round\(80\+160\*\(if\(lt\(t,1\),.*-w\/2\)'/);
  });

  it('draws a keyframed opacity that never changes as a fixed one', () => {
    const graph = graphOf([shapeLayer(keyed([{ t: 0, opacity: 0.5 }]))]);
    expect(graph).toContain('tpad=stop_mode=clone:stop=25,format=rgba,colorchannelmixer=aa=0.5[l1]');
    expect(graph).not.toContain('sendcmd');
  });
});
