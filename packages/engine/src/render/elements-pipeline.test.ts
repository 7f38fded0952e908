import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalAvatarRenderer } from '../avatar/index.js';
import { DirCache } from '../cache/dir-cache.js';
import { createSpeechRegistry } from '../speech/index.js';
import { renderTimeline } from './pipeline.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-elements-pipeline-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const [W, H] = [1280, 720];
/** A spoken scene, then a silent second, under a bar that fills over the whole video; a star on the second scene. */
const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '16:9',
  background: { type: 'color', color: '#000000' },
  subtitles: { enabled: false },
  scenes: [
    {
      id: 'talk',
      script: [{ id: 'hello', text: 'Hello there.', voice: 'espeak:en-us' }],
      layers: [{ id: 'bar', type: 'shape', shape: 'progress', fill: '#ff0000', y: 0.95, width: 1, height: 0.04, progress: { over: 'video' } }],
    },
    {
      id: 'quiet',
      duration: 1,
      layers: [
        { id: 'bar', type: 'shape', shape: 'progress', fill: '#ff0000', y: 0.95, width: 1, height: 0.04, progress: { over: 'video' } },
        { id: 'star', type: 'shape', shape: 'star', fill: '#00ff00', x: 0.5, y: 0.4, width: 0.2, height: 0.2 * (W / H) },
      ],
    },
  ],
});

/** How much of the bar's row is red on each frame, 0..1. */
function barFills(video: string): number[] {
  const y = Math.round(0.95 * H);
  const rows = execFileSync('ffmpeg', ['-v', 'error', '-i', video, '-vf', `crop=${W}:2:0:${y},scale=${W}:1`, '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  const out: number[] = [];
  for (let f = 0; f < rows.length / (W * 3); f++) {
    let red = 0;
    for (let x = 0; x < W; x++) {
      const [r, g] = [rows[(f * W + x) * 3]!, rows[(f * W + x) * 3 + 1]!];
      if (r > 150 && g < 90) red++;
    }
    out.push(red / W);
  }
  return out;
}

describe('elements in a rendered video', () => {
  it('fills a progress bar once over the whole video, across scenes, and draws the sticker', async () => {
    const real = new LocalAvatarRenderer();
    const result = await renderTimeline({
      doc,
      speech: createSpeechRegistry({ onVoicesError: () => {} }),
      avatars: real,
      cache: new DirCache(path.join(root, 'cache')),
      resolveMedia: async (r) => r,
      workDir: path.join(root, 'out'),
      watermark: false,
      threads: 2,
    });
    const fills = barFills(result.videoPath);
    expect(fills.length).toBeGreaterThan(30);
    expect(fills[0]).toBeLessThan(0.02);
    expect(fills.at(-1)).toBeGreaterThan(0.97);
    // One straight line through both scenes: no frame jumps back, none leaps ahead.
    const step = 1 / (fills.length - 1);
    for (let i = 1; i < fills.length; i++) {
      expect(fills[i]! - fills[i - 1]!, `frame ${i}`).toBeGreaterThan(-0.005);
      expect(fills[i]! - fills[i - 1]!, `frame ${i}`).toBeLessThan(step * 2 + 0.005);
      expect(Math.abs(fills[i]! - i * step), `frame ${i}`).toBeLessThan(0.03);
    }
    // The star shows in the last second, green at its middle.
    const last = execFileSync('ffmpeg', [
      '-v',
      'error',
      '-sseof',
      '-0.2',
      '-i',
      result.videoPath,
      '-frames:v',
      '1',
      '-vf',
      `crop=2:2:${W / 2}:${Math.round(0.4 * H)},scale=1:1`,
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-',
    ]);
    expect(last[1]!).toBeGreaterThan(180);
    expect(last[0]!).toBeLessThan(90);
  }, 120_000);
});
