import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DirCache } from '../cache/dir-cache.js';
import { FONT_FAMILIES, type FontFamily, textLayerLines } from '@framecast/timeline';
import type { AvatarRenderer } from '../types.js';
import type { WindowContent } from './window-content.js';
import { renderWindow, visiblePart } from './window-step.js';

describe('visiblePart', () => {
  it('is the part of a box inside the frame, on even edges', () => {
    // The 9:16 avatar: a 960-wide box centred on a 720-wide frame.
    expect(visiblePart({ x: -120, y: 0, width: 960, height: 1280 }, 720, 1280)).toEqual({ x: 120, y: 0, width: 720, height: 1280 });
    // An odd overhang widens the part outward by a pixel; the overlay clips it.
    expect(visiblePart({ x: -121, y: 0, width: 960, height: 1280 }, 720, 1280)).toEqual({ x: 120, y: 0, width: 722, height: 1280 });
    expect(visiblePart({ x: 500, y: 900, width: 400, height: 500 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 220, height: 380 });
    expect(visiblePart({ x: 10, y: 10, width: 100, height: 100 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });
  it('keeps a box wholly outside the frame whole', () => {
    expect(visiblePart({ x: 800, y: 0, width: 100, height: 100 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });
});

describe('renderWindow', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-window-step-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('moves a picture without a set height inside the box of its own aspect, read from its file; fades the scene in', async () => {
    const wide = path.join(dir, 'wide.png');
    execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'color=white:s=200x100', '-frames:v', '1', wide]);
    const content: WindowContent = {
      width: 160,
      height: 160,
      fps: 25,
      frames: 5,
      background: { type: 'color', color: '#000000' },
      layers: [{ type: 'image', media: 'wide', cx: 80, cy: 80, width: 160, opacity: 1, motion: { type: 'zoom-in', from: 0, to: 1 } }],
      watermark: false,
      transition: { type: 'fade', duration: 0.1, start: 0 },
    };
    const clip = await renderWindow({
      key: 'clip-motion.mp4',
      content,
      cache: new DirCache(path.join(dir, 'cache')),
      tmpDir: path.join(dir, 'tmp'),
      avatars: {} as AvatarRenderer,
      speech: new Map(),
      media: new Map([['wide', { path: wide, hash: 'wide' }]]),
      threads: 1,
    });
    const frames = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
    expect(Math.max(...frames.subarray(0, 160 * 160))).toBeLessThan(40);
    const last = frames.subarray(4 * 160 * 160);
    // 160 wide at 2:1 is an 80 px box, rows 40 … 119: enlarged, the picture still stays inside it.
    expect([last[30 * 160 + 80], last[44 * 160 + 80], last[115 * 160 + 80], last[125 * 160 + 80]].map((v) => v! > 128)).toEqual([false, true, true, false]);
  });

  it("draws a text's Latin lines in its font family and its CJK lines in the CJK font, as ffmpeg sees them", async () => {
    let n = 0;
    const frame = async (line: string, font?: FontFamily) => {
      const content: WindowContent = {
        width: 240,
        height: 80,
        fps: 25,
        frames: 1,
        background: { type: 'color', color: '#000000' },
        layers: [
          {
            type: 'text',
            lines: [line],
            fontPx: 40,
            color: '#ffffff',
            bold: false,
            align: 'center',
            cx: 120,
            cy: 40,
            width: 240,
            opacity: 1,
            ...(font && { font }),
          },
        ],
        watermark: false,
      };
      const clip = await renderWindow({
        key: `clip-font-${++n}.mp4`,
        content,
        cache: new DirCache(path.join(dir, 'cache')),
        tmpDir: path.join(dir, 'tmp'),
        avatars: {} as AvatarRenderer,
        speech: new Map(),
        media: new Map(),
        threads: 1,
      });
      return execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
    };
    const plain = await frame('Hello');
    expect(Math.max(...plain)).toBeGreaterThan(128);
    expect((await frame('Hello', 'DejaVu Serif')).equals(plain)).toBe(false);
    expect((await frame('Hello', 'WenQuanYi Zen Hei')).equals(plain)).toBe(true);
    expect((await frame('你好', 'DejaVu Serif')).equals(await frame('你好'))).toBe(true);
  });

  it.each(FONT_FAMILIES)('keeps lines of %s, wrapped for it, inside the box', async (font) => {
    const [width, fontPx] = [400, 24];
    const lines = textLayerLines('The quick brown fox jumps over the lazy dog, MOW WOMAN wow!', width / fontPx, font);
    const content: WindowContent = {
      width: 480,
      height: 160,
      fps: 25,
      frames: 1,
      background: { type: 'color', color: '#000000' },
      layers: [{ type: 'text', lines, fontPx, color: '#ffffff', bold: false, align: 'left', cx: width / 2, cy: 80, width, opacity: 1, font }],
      watermark: false,
    };
    const clip = await renderWindow({
      key: `clip-wrap-${font.replace(/ /g, '-')}.mp4`,
      content,
      cache: new DirCache(path.join(dir, 'cache')),
      tmpDir: path.join(dir, 'tmp'),
      avatars: {} as AvatarRenderer,
      speech: new Map(),
      media: new Map(),
      threads: 1,
    });
    const frame = execFileSync('ffmpeg', ['-v', 'error', '-i', clip.path, '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
    let right = 0;
    for (let i = 0; i < frame.length; i++) if (frame[i]! > 96) right = Math.max(right, i % 480);
    expect(lines.length).toBeGreaterThan(1);
    expect(right, lines.join(' / ')).toBeLessThanOrEqual(width);
  });
});
