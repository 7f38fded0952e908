import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../face/human.js';
import { avatarSvg } from './draw.js';
import { findLook, registerLook } from './library.js';
import { LocalAvatarRenderer } from './local-renderer.js';
import { drawnProductBox, lookWithProduct, photoWithProduct } from './product.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-product-'));
const red = path.join(dir, 'red.png');
const REST = { emotion: 'default', viseme: 'rest' as const, mouthOpen: 0, blink: 0, removeBackground: false };
beforeAll(async () => {
  // A product cut-out: a red box twice as tall as wide on transparency.
  await sharp({ create: { width: 100, height: 200, channels: 4, background: { r: 204, g: 34, b: 34, alpha: 1 } } })
    .png()
    .toFile(red);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rgbAt = (rgba: Uint8Array | Buffer, width: number, x: number, y: number) => {
  const i = (Math.round(y) * width + Math.round(x)) * 4;
  return [rgba[i]!, rgba[i + 1]!, rgba[i + 2]!];
};

describe('placing a product on a drawn look', () => {
  const size = { width: 100, height: 200 };

  it('maps the placement on the picture the user saw into the drawing', () => {
    // The whole 3:4 drawing: centre (0.5, 0.8), a third of the width → 200×400 units around (300, 640).
    expect(drawnProductBox('3:4', { x: 0.5, y: 0.8, width: 1 / 3 }, size).box).toEqual({ x: 200, y: 440, w: 200, h: 400 });
    // A 1:1 picture shows rows 40–640: its centre is the drawing's (300, 340).
    const { box } = drawnProductBox('1:1', { x: 0.5, y: 0.5, width: 0.1 }, size);
    expect(box.x + box.w / 2).toBeCloseTo(300);
    expect(box.y + box.h / 2).toBeCloseTo(340);
  });

  it('refuses a product over the face, not one held below it or beside it', () => {
    expect(drawnProductBox('3:4', { x: 0.5, y: 0.42, width: 0.3 }, size).coversFace).toBe(true);
    expect(drawnProductBox('3:4', { x: 0.5, y: 0.86, width: 0.3 }, size).coversFace).toBe(false);
    expect(drawnProductBox('3:4', { x: 0.12, y: 0.5, width: 0.2 }, size).coversFace).toBe(false);
  });

  it('draws the product in the still picture and in every frame of a clip, where it was placed', async () => {
    const base = findLook('james/manager')!;
    const { box } = drawnProductBox('3:4', { x: 0.72, y: 0.75, width: 0.2 }, size);
    const look = await lookWithProduct(base, 'look:product-test', red, box);
    expect(look.product?.href).toMatch(/^data:image\/png;base64,/);
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const still = await renderAsync(avatarSvg(look, REST), { font: { loadSystemFonts: false }, logLevel: 'off' });
    expect(rgbAt(still.pixels, 600, cx, cy)).toEqual([204, 34, 34]);
    const plain = await renderAsync(avatarSvg(base, REST), { font: { loadSystemFonts: false }, logLevel: 'off' });
    expect(rgbAt(plain.pixels, 600, cx, cy)).not.toEqual([204, 34, 34]);

    registerLook(look.id, look);
    const clip = await new LocalAvatarRenderer().clip({
      avatar: look.id,
      emotion: 'default',
      width: 300,
      height: 400,
      fps: 25,
      frames: 20,
      leadIn: 0,
      removeBackground: false,
    });
    if (clip.kind !== 'frames') throw new Error('expected frames');
    const lumas: number[] = [];
    for await (const f of clip.frames) lumas.push(f[Math.round(cy / 2) * 300 + Math.round(cx / 2)]!);
    // Red's luma in BT.601 limited range is about 82, in every frame (the product stands still).
    for (const y of lumas) expect(Math.abs(y - 82)).toBeLessThan(8);
  });
});

describe('placing a product on a photo', () => {
  let photo: string;
  beforeAll(() => {
    // A real face (MIT, shipped with @vladmandic/human): one tile of its face-matching demo, with room below.
    photo = path.join(dir, 'portrait.jpg');
    const grid = path.join(packageRoot('@vladmandic/human'), 'assets', 'screenshot-facematch.jpg');
    execFileSync('ffmpeg', [
      '-v',
      'error',
      '-y',
      '-i',
      grid,
      '-vf',
      'crop=104:104:5:283,scale=360:360,pad=480:640:60:40:color=0x6080a0',
      '-frames:v',
      '1',
      photo,
    ]);
  });

  it('pastes the product where it was placed and keeps the picture’s size', async () => {
    const out = path.join(dir, 'with-product.png');
    expect(await photoWithProduct(photo, red, { x: 0.8, y: 0.85, width: 0.2 }, out)).toEqual({ coversFace: false });
    const { data, info } = await sharp(out).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([480, 640]);
    expect(rgbAt(data, 480, 0.8 * 480, 0.85 * 640)).toEqual([204, 34, 34]);
    // Part of it hangs off the bottom edge: only what is on the picture is pasted.
    expect(rgbAt(data, 480, 0.8 * 480, 639)).toEqual([204, 34, 34]);
    expect(rgbAt(data, 480, 0.5 * 480, 0.85 * 640)).not.toEqual([204, 34, 34]);
  }, 30_000);

  it('refuses to hide the face, and writes nothing', async () => {
    const out = path.join(dir, 'over-face.png');
    expect(await photoWithProduct(photo, red, { x: 0.5, y: 0.35, width: 0.3 }, out)).toEqual({ coversFace: true });
    expect(fs.existsSync(out)).toBe(false);
  }, 30_000);
});
