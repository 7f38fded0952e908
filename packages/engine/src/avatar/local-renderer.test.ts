import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EspeakEngine } from '../speech/espeak.js';
import type { AvatarClipRequest, SpeechResult } from '../types.js';
import { MOUTH_BOX } from './geometry.js';
import { LocalAvatarRenderer, UnknownAvatarError } from './local-renderer.js';

let dir: string;
let speech: SpeechResult;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'avatar-renderer-'));
  const wavPath = join(dir, 'line.wav');
  const r = await new EspeakEngine().synthesize({ text: 'Hello there, nice to meet you.', voice: 'en-us', speed: 1 }, wavPath);
  speech = { ...r, wavPath };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const req = (extra: Partial<AvatarClipRequest> = {}): AvatarClipRequest => ({
  avatar: 'james/manager',
  emotion: 'default',
  width: 240,
  height: 320,
  fps: 25,
  frames: 50,
  leadIn: 0.4,
  removeBackground: false,
  ...extra,
});

async function collect(r: LocalAvatarRenderer, q: AvatarClipRequest): Promise<Buffer[]> {
  const clip = await r.clip(q);
  if (clip.kind !== 'frames') throw new Error('expected frames');
  expect([clip.width, clip.height, clip.pixelFormat]).toEqual([q.width, q.height, 'yuva420p']);
  const out: Buffer[] = [];
  for await (const f of clip.frames) out.push(f);
  return out;
}

/** Sum of absolute luma differences inside the mouth box (scaled to the frame), times two. */
function mouthDelta(a: Buffer, b: Buffer, width: number): number {
  const k = width / 600;
  let sum = 0;
  for (let y = Math.floor(MOUTH_BOX.y * k) + 4; y < Math.ceil((MOUTH_BOX.y + MOUTH_BOX.h) * k) - 4; y++) {
    for (let x = Math.floor(MOUTH_BOX.x * k) + 4; x < Math.ceil((MOUTH_BOX.x + MOUTH_BOX.w) * k) - 4; x++) {
      const i = y * width + x;
      sum += 2 * Math.abs(a[i]! - b[i]!);
    }
  }
  return sum;
}

describe('LocalAvatarRenderer', () => {
  const r = new LocalAvatarRenderer();

  it('names itself and the avatars’ aspect', () => {
    expect(r.id).toBe('local');
    expect(r.version).toMatch(/\d/);
    expect(r.aspect('maya')).toBe(0.75);
    expect(() => r.aspect('nobody')).toThrow(UnknownAvatarError);
  });

  it('yields exactly the requested frames, each width*height*5/2 bytes of yuva420p', async () => {
    const frames = await collect(r, req({ speech, frames: 63 }));
    expect(frames).toHaveLength(63);
    for (const f of frames) expect(f.length).toBe(240 * 320 * 2.5);
    expect(new Set(frames).size).toBe(63); // fresh buffers: a consumer may hold on to one
  });

  it('moves the mouth while speaking (the lead-in and rest are covered by mouth-track tests)', async () => {
    const talk = await collect(r, req({ speech, frames: 75, leadIn: 0.6 }));
    const moving = talk.slice(16).filter((f, i) => mouthDelta(f, talk[15 + i]!, 240) > 2000).length;
    expect(moving).toBeGreaterThan(10);
  });

  it('keeps the mouth at rest in an idle clip but still blinks and sways', async () => {
    const idle = await collect(r, req({ frames: 150 }));
    expect(new Set(idle.map((f) => f.toString('base64'))).size).toBeGreaterThan(2);
  });

  it('can recycle frame buffers for a consumer that writes each frame before pulling the next', async () => {
    const fresh = await collect(r, req({ speech, frames: 40 }));
    const recycling = new LocalAvatarRenderer({ recycleFrames: true });
    const clip = await recycling.clip(req({ speech, frames: 40 }));
    if (clip.kind !== 'frames') throw new Error('expected frames');
    const seen = new Set<Buffer>();
    let i = 0;
    for await (const f of clip.frames) {
      expect(f.equals(fresh[i++]!)).toBe(true);
      seen.add(f);
    }
    expect(i).toBe(40);
    expect(seen.size).toBeLessThan(40);
  });

  it('cuts the avatar out when asked: transparent corners, opaque face', async () => {
    const [cut] = await collect(r, req({ removeBackground: true, frames: 1 }));
    const [kept] = await collect(r, req({ removeBackground: false, frames: 1 }));
    const alpha = 240 * 320 * 1.5;
    expect(cut![alpha]).toBe(0);
    expect(kept![alpha]).toBe(255);
    const face = alpha + 150 * 240 + 120;
    expect(cut![face]).toBe(255);
  });

  it('draws only the visible part of a cropped box, pixel for pixel the same, and without alpha when opaque', async () => {
    const [whole] = await collect(r, req({ frames: 1 }));
    const clip = await r.clip(req({ frames: 1, visible: { x: 40, y: 0, width: 160, height: 320 }, opaque: true }));
    if (clip.kind !== 'frames') throw new Error('expected frames');
    expect([clip.width, clip.height, clip.pixelFormat, clip.offset]).toEqual([160, 320, 'yuv420p', { x: 40, y: 0 }]);
    let part: Buffer | undefined;
    for await (const f of clip.frames) part = Buffer.from(f);
    expect(part!.length).toBe(160 * 320 * 1.5);
    for (const y of [0, 100, 200, 319]) {
      expect(part!.subarray(y * 160, y * 160 + 160).equals(whole!.subarray(y * 240 + 40, y * 240 + 200))).toBe(true);
    }
    // A cut-out avatar keeps its alpha even when asked for opaque frames.
    const cut = await r.clip(req({ frames: 1, removeBackground: true, opaque: true }));
    expect(cut.kind === 'frames' && cut.pixelFormat).toBe('yuva420p');
    await expect(r.clip(req({ visible: { x: 1, y: 0, width: 160, height: 320 } }))).rejects.toThrow(RangeError);
  });

  it('rejects unknown avatars and bad sizes', async () => {
    await expect(r.clip(req({ avatar: 'nobody' }))).rejects.toThrow(UnknownAvatarError);
    await expect(r.clip(req({ width: 0 }))).rejects.toThrow(RangeError);
    await expect(r.clip(req({ frames: 2.5 }))).rejects.toThrow(RangeError);
    await expect(r.clip(req({ width: 241 }))).rejects.toThrow(RangeError); // 4:2:0 needs even sizes
  });

  // Speed is bench/render's to measure (timed tests flake on a shared machine); this checks the frames.
  it('renders a minute at 720×960: 1500 whole frames, with fresh and with recycled buffers', async () => {
    const frames = async (recycleFrames: boolean) => {
      const renderer = new LocalAvatarRenderer({ recycleFrames });
      const clip = await renderer.clip(req({ width: 720, height: 960, frames: 1500, speech, emotion: 'happy' }));
      if (clip.kind !== 'frames') throw new Error('expected frames');
      let n = 0;
      for await (const f of clip.frames) n += f.length === 720 * 960 * 2.5 ? 1 : 0;
      expect(n).toBe(1500);
    };
    await frames(false);
    await frames(true);
  });
});
