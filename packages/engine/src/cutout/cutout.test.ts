import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { finishCutout } from './finish.js';
import { LocalBackgroundRemover } from './local.js';
import { RembgBackgroundRemover } from './rembg.js';
import { type FakeRembg, startFakeRembg } from './rembg-fake.js';

/** A product shot as a shop takes it: a blue bottle with a label on a soft grey gradient, with a shadow. */
function productShotSvg(size = 640): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 800 800">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#eef1f5"/><stop offset="1" stop-color="#cfd6df"/></linearGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="690" rx="170" ry="22" fill="#000" opacity=".15"/>
<rect x="350" y="120" width="100" height="70" rx="10" fill="#222"/>
<path d="M330 190 h140 q40 40 40 120 v350 q0 30 -30 30 h-160 q-30 0 -30 -30 v-350 q0 -80 40 -120z" fill="#1d6fb8"/>
<rect x="310" y="360" width="180" height="160" fill="#f4f4f4"/></svg>`;
}

let dir: string;
let shot: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cutout-'));
  shot = path.join(dir, 'bottle.jpg');
  await sharp(Buffer.from(productShotSvg())).jpeg({ quality: 90 }).toFile(shot);
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const alphaAt = async (png: string, fx: number, fy: number) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.round(fx * info.width));
  const y = Math.min(info.height - 1, Math.round(fy * info.height));
  return data[(y * info.width + x) * 4 + 3]!;
};

describe('local background removal (the model in the npm package, on the CPU)', () => {
  it('cuts the bottle out of its background and crops to it', async () => {
    const raw = path.join(dir, 'raw.png');
    await new LocalBackgroundRemover().remove(shot, raw);
    // The background's corners are gone, the bottle's body stays.
    expect(await alphaAt(raw, 0.05, 0.05)).toBeLessThan(20);
    expect(await alphaAt(raw, 0.95, 0.4)).toBeLessThan(20);
    expect(await alphaAt(raw, 0.5, 0.35)).toBeGreaterThan(230);
    const out = path.join(dir, 'cut.png');
    const size = await finishCutout(raw, out);
    // Cropped to the bottle: 180 of 800 units wide (plus a shadow edge at most), 570 tall.
    expect(size.width / size.height).toBeGreaterThan(0.25);
    expect(size.width / size.height).toBeLessThan(0.7);
    expect(size.height).toBeGreaterThan(380);
  }, 60_000);

  it('refuses what is not a picture', async () => {
    const text = path.join(dir, 'not.jpg');
    fs.writeFileSync(text, 'hello');
    await expect(new LocalBackgroundRemover().remove(text, path.join(dir, 'x.png'))).rejects.toMatchObject({ reason: 'unreadable' });
  });
});

describe('finishing a cut-out', () => {
  it('says no product was found when nothing is left', async () => {
    const empty = path.join(dir, 'empty.png');
    await sharp({ create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toFile(empty);
    await expect(finishCutout(empty, path.join(dir, 'e.png'))).rejects.toMatchObject({ reason: 'no_product' });
  });

  it('keeps a picture whole when its background stays, and caps its size', async () => {
    const big = path.join(dir, 'big.jpg');
    await sharp(Buffer.from(productShotSvg(1600)))
      .jpeg()
      .toFile(big);
    const out = path.join(dir, 'whole.png');
    expect(await finishCutout(big, out)).toEqual({ width: 1024, height: 1024 });
    expect(await alphaAt(out, 0.02, 0.02)).toBe(255);
  });

  it('says a broken file cannot be loaded', async () => {
    const broken = path.join(dir, 'broken.png');
    fs.writeFileSync(broken, Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]));
    await expect(finishCutout(broken, path.join(dir, 'b.png'))).rejects.toMatchObject({ reason: 'unreadable' });
  });
});

describe('rembg over HTTP', () => {
  let fake: FakeRembg;
  beforeAll(async () => {
    fake = await startFakeRembg();
  });
  afterAll(() => fake.close());

  it('posts the picture as multipart with the model and keeps the PNG it answers', async () => {
    const white = path.join(dir, 'white.png');
    await sharp({ create: { width: 200, height: 200, channels: 3, background: '#ffffff' } })
      .composite([{ input: { create: { width: 80, height: 120, channels: 3, background: '#cc2222' } }, left: 60, top: 40 }])
      .png()
      .toFile(white);
    const out = path.join(dir, 'rembg.png');
    await new RembgBackgroundRemover({ url: `${fake.url}/`, model: 'isnet-general-use' }).remove(white, out);
    expect(fake.requests.at(-1)).toEqual({ fields: { model: 'isnet-general-use' }, bytes: fs.statSync(white).size });
    expect(await alphaAt(out, 0.1, 0.1)).toBe(0);
    expect(await alphaAt(out, 0.5, 0.5)).toBe(255);
  });

  it("passes on rembg's refusal of an unknown model", async () => {
    await expect(new RembgBackgroundRemover({ url: fake.url, model: 'no-such-model' }).remove(shot, path.join(dir, 'r.png'))).rejects.toThrow(/HTTP 422/);
  });

  it('says so when the server is not there', async () => {
    await expect(new RembgBackgroundRemover({ url: 'http://127.0.0.1:9', timeoutMs: 5000 }).remove(shot, path.join(dir, 'r.png'))).rejects.toThrow(
      /unreachable/,
    );
  });

  it('refuses GET with a loopback URL, as rembg does', async () => {
    const res = await fetch(`${fake.url}/api/remove?url=http://127.0.0.1/x.png`);
    expect(res.status).toBe(400);
  });
});
