import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { avatarBox, logoLayout, watermarkLayout } from '@framecast/timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile } from './fonts.js';
import { watermarkFilter } from './layer-filters.js';
import { windowClipArgs } from './window-args.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-layout-px-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * The drawn frame puts the avatar and the logo exactly in the boxes of the shared layout (the ones the
 * editor's preview draws): a solid "avatar" and a solid logo land inside their boxes, and just outside
 * them is the background.
 */
describe('the renderer draws where the shared layout says', () => {
  it('places the avatar box and the logo box to the pixel (16:9, 720p)', async () => {
    const frame = { width: 1280, height: 720 };
    const logoPng = path.join(dir, 'logo.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=c=red:s=200x100', '-frames:v', '1', logoPng]);
    const logo = logoLayout({ src: 'asset:logo', position: 'top-right', width: 0.12, opacity: 1 }, frame, 2);
    const box = avatarBox({ x: 0.5, y: 0.502, width: 0.42 }, frame, 0.75);
    const green = Buffer.alloc(box.width * box.height * 4);
    for (let i = 0; i < green.length; i += 4) green.set([0, 255, 0, 255], i);
    async function* frames() {
      yield green;
    }
    const output = path.join(dir, 'clip.mp4');
    const args = windowClipArgs({
      ...frame,
      fps: 25,
      frames: 1,
      background: { kind: 'color', color: '#0000ff' },
      layers: [{ kind: 'frames', fd: 0, pixelFormat: 'rgba', ...box, opacity: 1 }],
      logo: { path: logoPng, position: logo.corner, width: logo.width, margin: logo.margin, opacity: 1 },
      watermark: false,
      fontFile: cjkFontFile(),
      threads: 1,
      output,
    });
    await runFfmpeg({ args, inputs: { 0: frames() }, durationSec: 0.04 });
    const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const at = (x: number, y: number) => [...rgb.subarray((y * frame.width + x) * 3, (y * frame.width + x) * 3 + 3)];
    const is = (x: number, y: number, colour: 'red' | 'green' | 'blue') => {
      const [r, g, b] = at(x, y) as [number, number, number];
      return colour === 'red' ? r > 200 && g < 60 && b < 60 : colour === 'green' ? g > 200 && r < 60 && b < 60 : b > 200 && r < 60 && g < 60;
    };
    const lb = logo.box!;
    expect(lb).toEqual({ x: 1280 - 154 - 25, y: 25, width: 154, height: 78 });
    // Inside, two pixels in from each edge (chroma subsampling blurs the very edge), and outside.
    for (const [x, y] of [
      [lb.x + 2, lb.y + 2],
      [lb.x + lb.width - 3, lb.y + lb.height - 3],
    ])
      expect(is(x!, y!, 'red')).toBe(true);
    for (const [x, y] of [
      [lb.x - 3, lb.y + 10],
      [lb.x + 10, lb.y + lb.height + 2],
      [lb.x + lb.width + 2, lb.y + 10],
    ])
      expect(is(x!, y!, 'blue')).toBe(true);
    for (const [x, y] of [
      [box.x + 2, box.y + 2],
      [box.x + box.width - 3, box.y + box.height - 3],
    ])
      expect(is(x!, y!, 'green')).toBe(true);
    for (const [x, y] of [
      [box.x - 3, box.y + 100],
      [box.x + box.width + 2, box.y + 100],
    ])
      expect(is(x!, y!, 'blue')).toBe(true);
  });

  it('sets the watermark in the layout size and margin', () => {
    const mark = watermarkLayout({ width: 720, height: 1280 });
    const filter = watermarkFilter(720, 1280, '/f.ttf');
    expect(filter).toContain(`fontsize=${mark.fontPx}:`);
    expect(filter).toContain(`x=w-tw-${mark.margin}:y=h-th-${mark.margin}`);
    expect(filter).toContain('Made with Framecast');
  });
});
