import type { AvatarClip, AvatarClipRequest, AvatarRenderer } from '../types.js';
import { AVATAR_ASPECT } from './geometry.js';
import { readFile } from 'node:fs/promises';
import { findLook, registerLook } from './library.js';
import { parseLookFile } from './text-to-look.js';
import type { AvatarLook } from './look.js';
import { loadSpeechAudio, mouthTrack, type TrackFrame } from './mouth-track.js';
import { hashSeed } from './random.js';
import { yuvaFrameBytes } from './yuva.js';
import { blinkLevel, type Layout, layoutFor, mouthKey, SpriteCache, type SpriteFrame, type SpriteSet } from './sprites.js';

/**
 * The built-in avatar renderer: our illustrated avatars, lip-synced on the CPU. Frames are pasted
 * together from sprites rasterised once per clip size (see sprites.ts), so a minute of video costs
 * about a second. Frames are yuva420p, which ffmpeg takes without converting them.
 */

/** Bump when the drawing or the animation changes, so cached clips are not reused. */
export const LOCAL_AVATAR_VERSION = 'local-avatar-2';

export interface LocalAvatarRendererOptions {
  /** Memory for sprites kept between clips (bytes). */
  cacheBytes?: number;
  /**
   * Recycle frame buffers instead of allocating one per frame (about twice as fast: a fresh 2.7 MB buffer
   * costs the kernel more to hand out than the frame costs to draw). A yielded frame then stays valid
   * only while the consumer holds fewer than ~1 MB of later frames — true for a stream that respects
   * backpressure, such as runFfmpeg's pipes; not for code that keeps the frames.
   */
  recycleFrames?: boolean;
}

export interface ClipStats {
  sprites: number;
  rasterMs: number;
}

export class UnknownAvatarError extends Error {
  constructor(readonly avatar: string) {
    super(`Unknown avatar "${avatar}"`);
  }
}

/** The look an avatar id names; throws UnknownAvatarError when there is none. */
export function lookOrThrow(avatar: string): AvatarLook {
  const look = findLook(avatar);
  if (!look) throw new UnknownAvatarError(avatar);
  return look;
}

export class LocalAvatarRenderer implements AvatarRenderer {
  readonly id = 'local';
  readonly version = LOCAL_AVATAR_VERSION;
  private readonly cache: SpriteCache;
  /** What the last clip cost to prepare (for logs and benchmarks). */
  lastStats: ClipStats = { sprites: 0, rasterMs: 0 };

  constructor(private readonly opts: LocalAvatarRendererOptions = {}) {
    this.cache = new SpriteCache(opts.cacheBytes);
  }

  /** A drawn look of a user's (`look:<id>`): its file holds the parts, read once per render. */
  async prepare(avatar: string, file: string): Promise<void> {
    const look = parseLookFile(await readFile(file, 'utf8'));
    if (!look) throw new UnknownAvatarError(avatar);
    registerLook(avatar, look);
  }

  aspect(avatar: string): number {
    lookOrThrow(avatar);
    return AVATAR_ASPECT;
  }

  async clip(req: AvatarClipRequest): Promise<AvatarClip> {
    const look = lookOrThrow(req.avatar);
    for (const [k, v] of [
      ['width', req.width],
      ['height', req.height],
      ['frames', req.frames],
    ] as const) {
      if (!Number.isInteger(v) || v < (k === 'frames' ? 0 : 2)) throw new RangeError(`Avatar clip ${k} must be a whole number, got ${v}`);
      if (k !== 'frames' && v % 2) throw new RangeError(`Avatar clip ${k} must be even (4:2:0 frames), got ${v}`);
    }
    if (!(req.fps > 0)) throw new RangeError(`Avatar clip fps must be positive, got ${req.fps}`);
    const audio = req.speech ? await loadSpeechAudio(req.speech) : null;
    // Seeded by the take, not only the look, so consecutive clips do not blink in step; still deterministic.
    const seed = hashSeed(`${look.id}|${req.speech?.wavPath ?? ''}|${req.speech?.durationSec ?? 0}|${req.frames}`);
    const track = mouthTrack(audio, { fps: req.fps, frames: req.frames, leadIn: Math.max(0, req.leadIn), seed });
    const view = visibleBox(req);
    const layout = viewOf(layoutFor(req.width, req.height), view);
    const frames = track.map((f) => spriteFrame(f, layout.scale));
    const set = this.cache.get(this.version, look, req.emotion, layout, req.removeBackground);
    const before = set.rasterMs;
    await set.prepare(
      frames.map((f) => f.mouth),
      frames.map((f) => f.blink),
    );
    this.lastStats = { sprites: new Set(frames.map((f) => f.mouth)).size + new Set(frames.map((f) => f.blink)).size, rasterMs: set.rasterMs - before };
    this.cache.trim();
    // The look's backdrop covers the whole drawing, so an opaque layer needs no alpha plane: 40% fewer bytes.
    const noAlpha = req.opaque === true && !req.removeBackground;
    return {
      kind: 'frames',
      width: view.width,
      height: view.height,
      pixelFormat: noAlpha ? 'yuv420p' : 'yuva420p',
      frames: paint(set, frames, this.opts.recycleFrames ?? false, noAlpha),
      offset: { x: view.x, y: view.y },
    };
  }
}

export function spriteFrame(f: TrackFrame, scale: number): SpriteFrame {
  return { mouth: mouthKey(f.viseme, f.open), blink: blinkLevel(f.blink), dx: Math.round(f.dx * scale), dy: Math.round(f.dy * scale) };
}

/** A stream's queue holds at most its high-water mark (16–64 KiB) plus one chunk; keep well clear of it. */
const RECYCLE_BYTES = 1024 * 1024;

/** The requested part of the box, checked; the whole box when none is asked for. */
function visibleBox(req: AvatarClipRequest): { x: number; y: number; width: number; height: number } {
  const v = req.visible;
  if (!v) return { x: 0, y: 0, width: req.width, height: req.height };
  const inside = v.x >= 0 && v.y >= 0 && v.width >= 2 && v.height >= 2 && v.x + v.width <= req.width && v.y + v.height <= req.height;
  if (!inside || [v.x, v.y, v.width, v.height].some((n) => !Number.isInteger(n) || n % 2)) {
    throw new RangeError(`Avatar clip visible part must be an even box inside ${req.width}x${req.height}, got ${JSON.stringify(v)}`);
  }
  return v;
}

/** The box's layout seen through a window onto it: the same scale, shifted, the window's size. */
const viewOf = (l: Layout, v: { x: number; y: number; width: number; height: number }): Layout => ({
  width: v.width,
  height: v.height,
  scale: l.scale,
  ox: l.ox - v.x,
  oy: l.oy - v.y,
});

/**
 * By default a fresh buffer per frame, since the consumer (an ffmpeg pipe) may still hold the last one.
 * Without alpha the frame is its first three planes (Y, U, V), so the same drawing serves both formats.
 */
async function* paint(set: SpriteSet, frames: SpriteFrame[], recycle: boolean, noAlpha: boolean): AsyncGenerator<Buffer> {
  const { width, height } = set.layout;
  const size = yuvaFrameBytes(width, height);
  const ring = recycle ? Array.from({ length: Math.ceil(RECYCLE_BYTES / size) + 2 }, () => Buffer.allocUnsafe(size)) : [];
  const shown = noAlpha ? (width * height * 3) / 2 : size;
  for (let i = 0; i < frames.length; i++) {
    const frame = recycle ? ring[i % ring.length]! : Buffer.allocUnsafe(size);
    set.draw(frame, frames[i]!);
    yield shown === size ? frame : frame.subarray(0, shown);
  }
}
