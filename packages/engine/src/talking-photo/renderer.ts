import fs from 'node:fs/promises';
import { MediaRef } from '@framecast/timeline';
import Delaunator from 'delaunator';
import { loadSpeechAudio, mouthTrack } from '../avatar/mouth-track.js';
import { hashSeed } from '../avatar/random.js';
import { UnknownAvatarError } from '../avatar/local-renderer.js';
import { detectFaces, type Face } from '../face/detect.js';
import { decodeImage, imageSize } from '../face/image.js';
import type { HeadMotion } from '@framecast/timeline';
import type { AvatarClip, AvatarClipRequest, AvatarRenderer } from '../types.js';
import { deformFace, type FaceFrame, faceFrame, lipGap } from './deform.js';
import { paintMouth } from './mouth.js';
import { warpPlane } from './warp.js';

/**
 * The local talking-photo engine: a still portrait speaks. The face and its 468-point mesh are found
 * once per clip (Human on tfjs wasm); every frame then warps the face along that mesh (jaw and lips
 * with the speech, lids in blinks, a gentle head sway) and paints the inside of the open mouth. Only
 * the face's neighbourhood is redrawn; frames are yuv420p, the photo's own background kept.
 */

/** Bump when the animation changes, so cached clips are not reused. */
export const TALKING_PHOTO_VERSION = 'talking-photo-1';

/** Photo avatars are media references of the document (`asset:<id>`, `file:` on the command line). */
export const isPhotoAvatar = (avatar: string): boolean => MediaRef.safeParse(avatar).success;

/** A portrait the renderer may animate. */
export interface PhotoSource {
  path: string;
  width: number;
  height: number;
  /** Changes when the file does (size and time), so a replaced photo is read again. */
  version: string;
}

/** No face in the photo (or none clear enough to animate). */
export class NoFaceError extends Error {
  readonly kind = 'no-face';
  constructor() {
    super('No face was found in the photo. Use a clear, front-facing portrait.');
  }
}

/** Photos kept ready between clips (each is one decoded frame and its mesh). */
const LOADED_MAX = 4;

/** Faces are found at most this size (long side); the mesh is scaled back up. */
const DETECT_SIDE = 720;

interface Prepared {
  base: Buffer;
  face: FaceFrame;
  triangles: Uint32Array;
  /** Rest positions of the mesh and the fixed ring around it. */
  from: Float32Array;
}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** The photo's point (0..1) in a box the photo covers (scaled up to cover, centred crop). */
export function pointInBox(src: PhotoSource, box: { width: number; height: number }, p: { x: number; y: number }) {
  const s = Math.max(box.width / src.width, box.height / src.height);
  return { x: p.x * src.width * s - (src.width * s - box.width) / 2, y: p.y * src.height * s - (src.height * s - box.height) / 2 };
}

/** The face a point names (nearest box centre), else the largest. */
export function pickFace(faces: Face[], at?: { x: number; y: number }): Face | undefined {
  if (!at) return faces[0];
  let best: Face | undefined;
  let bestD = Infinity;
  for (const f of faces) {
    const d = Math.hypot(f.box[0] + f.box[2] / 2 - at.x, f.box[1] + f.box[3] / 2 - at.y);
    if (d < bestD) [best, bestD] = [f, d];
  }
  return best;
}

export class TalkingPhotoRenderer implements AvatarRenderer {
  readonly id = 'talking-photo';
  readonly version = TALKING_PHOTO_VERSION;
  private readonly photos = new Map<string, PhotoSource>();
  /** The last few photos made ready (a render asks for one size clip after clip). */
  private readonly loaded = new Map<string, Promise<Prepared & { width: number; height: number }>>();

  /** Makes a photo avatar known: its file, measured (ImageLoadError when it is no picture). */
  async prepare(avatar: string, file: string): Promise<void> {
    const [size, stat] = await Promise.all([imageSize(file), fs.stat(file)]);
    this.photos.set(avatar, { path: file, ...size, version: `${stat.size}-${stat.mtimeMs}` });
  }

  private source(avatar: string): PhotoSource {
    const source = this.photos.get(avatar);
    if (!source) throw new UnknownAvatarError(avatar);
    return source;
  }

  aspect(avatar: string): number {
    const { width, height } = this.source(avatar);
    return width / height;
  }

  private loadCached(req: AvatarClipRequest): Promise<Prepared & { width: number; height: number }> {
    const { path, version } = this.source(req.avatar);
    const key = JSON.stringify([path, version, req.width, req.height, req.visible, req.face]);
    let hit = this.loaded.get(key);
    if (!hit) {
      hit = this.load(req);
      hit.catch(() => this.loaded.delete(key));
      this.loaded.set(key, hit);
      for (const old of this.loaded.keys()) if (this.loaded.size > LOADED_MAX) this.loaded.delete(old);
    }
    return hit;
  }

  /** The photo at the clip's size (just the visible part, when the frame crops the layer) and its face. */
  private async load(req: AvatarClipRequest): Promise<Prepared & { width: number; height: number }> {
    const source = this.source(req.avatar);
    const part = req.visible ?? { x: 0, y: 0, width: req.width, height: req.height };
    const shrink = Math.min(1, DETECT_SIDE / Math.max(part.width, part.height));
    const small = { width: even(req.width * shrink), height: even(req.height * shrink) };
    const smallPart = { x: Math.round(part.x * shrink), y: Math.round(part.y * shrink), width: even(part.width * shrink), height: even(part.height * shrink) };
    smallPart.width = Math.min(smallPart.width, small.width - smallPart.x);
    smallPart.height = Math.min(smallPart.height, small.height - smallPart.y);
    const [base, pic] = await Promise.all([
      decodeImage(source.path, req.width, req.height, 'yuv420p', req.visible),
      decodeImage(source.path, small.width, small.height, 'rgb24', smallPart),
    ]);
    const sx = part.width / pic.width;
    const sy = part.height / pic.height;
    const scaled = (await detectFaces(pic)).map((f) => ({
      ...f,
      box: [f.box[0] * sx, f.box[1] * sy, f.box[2] * sx, f.box[3] * sy] as Face['box'],
      mesh: f.mesh.map(([x, y]) => [x * sx, y * sy] as [number, number]),
    }));
    const at = req.face ? pointInBox(source, req, req.face) : undefined;
    const chosen = pickFace(scaled, at && { x: at.x - part.x, y: at.y - part.y });
    if (!chosen) throw new NoFaceError();
    const face = faceFrame(chosen.mesh);
    const from = new Float32Array(face.rest.length + RING * 2);
    from.set(face.rest);
    from.set(ringAround(face.rest, part.width, part.height), face.rest.length);
    const triangles = new Uint32Array(new Delaunator(from).triangles);
    return { base: base.data, face, triangles, from, width: part.width, height: part.height };
  }

  async clip(req: AvatarClipRequest): Promise<AvatarClip> {
    for (const [k, v] of [
      ['width', req.width],
      ['height', req.height],
    ] as const) {
      if (!Number.isInteger(v) || v < 2 || v % 2) throw new RangeError(`Talking photo ${k} must be an even whole number, got ${v}`);
    }
    if (!Number.isInteger(req.frames) || req.frames < 0) throw new RangeError(`Talking photo frames must be a whole number, got ${req.frames}`);
    const prepared = await this.loadCached(req);
    const audio = req.speech ? await loadSpeechAudio(req.speech) : null;
    const seed = hashSeed(`${req.avatar}|${req.speech?.wavPath ?? ''}|${req.frames}`);
    const track = withHeadMotion(mouthTrack(audio, { fps: req.fps, frames: req.frames, leadIn: Math.max(0, req.leadIn), seed }), req.motion);
    const { width, height } = prepared;
    const offset = req.visible ? { offset: { x: req.visible.x, y: req.visible.y } } : {};
    return { kind: 'frames', width, height, pixelFormat: 'yuv420p', frames: animate(prepared, width, height, track), ...offset };
  }
}

/**
 * How far the head sways, tilts and nods, as a share of the illustrated avatars' motion. Beyond about
 * twice it the warp, which fades out before the photo's edge of the face, would start to show.
 */
export const HEAD_MOTION_SCALE: Record<HeadMotion, number> = { still: 0, subtle: 0.5, natural: 1, expressive: 1.9 };

export function withHeadMotion<T extends { dx: number; dy: number }>(track: T[], motion: HeadMotion = 'natural'): T[] {
  const k = HEAD_MOTION_SCALE[motion];
  return k === 1 ? track : track.map((f) => ({ ...f, dx: f.dx * k, dy: f.dy * k }));
}

/** Points around the face that stay put: the warp fades out before them. */
export const RING = 20;

export function ringAround(rest: Float32Array, width: number, height: number): Float32Array {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < rest.length; i += 2) {
    minX = Math.min(minX, rest[i]!);
    maxX = Math.max(maxX, rest[i]!);
    minY = Math.min(minY, rest[i + 1]!);
    maxY = Math.max(maxY, rest[i + 1]!);
  }
  const w = maxX - minX;
  const h = maxY - minY;
  // Wider below, where the jaw drops; the frame's edge bounds it.
  const left = Math.max(0, minX - 0.5 * w);
  const right = Math.min(width, maxX + 0.5 * w);
  const top = Math.max(0, minY - 0.45 * h);
  const bottom = Math.min(height, maxY + 0.6 * h);
  const out = new Float32Array(RING * 2);
  const perSide = RING / 4;
  for (let k = 0; k < perSide; k++) {
    const t = k / perSide;
    const put = (j: number, x: number, y: number) => {
      out[j * 2] = x;
      out[j * 2 + 1] = y;
    };
    put(k, left + (right - left) * t, top);
    put(perSide + k, right, top + (bottom - top) * t);
    put(2 * perSide + k, right - (right - left) * t, bottom);
    put(3 * perSide + k, left, bottom - (bottom - top) * t);
  }
  return out;
}

async function* animate(p: Prepared, width: number, height: number, track: ReturnType<typeof mouthTrack>): AsyncGenerator<Buffer> {
  const ySize = width * height;
  const cSize = ySize / 4;
  const srcY = p.base.subarray(0, ySize);
  const srcU = p.base.subarray(ySize, ySize + cSize);
  const srcV = p.base.subarray(ySize + cSize);
  const to = Float32Array.from(p.from);
  const mesh = to.subarray(0, p.face.rest.length);
  // A few frames in turn: a frame is handed to ffmpeg's pipe before the next is asked for.
  const pool = [Buffer.allocUnsafe(p.base.length), Buffer.allocUnsafe(p.base.length), Buffer.allocUnsafe(p.base.length)];
  for (let f = 0; f < track.length; f++) {
    const frame = track[f]!;
    const out = pool[f % pool.length]!;
    p.base.copy(out);
    deformFace(p.face, frame, mesh);
    const y = out.subarray(0, ySize);
    const u = out.subarray(ySize, ySize + cSize);
    const v = out.subarray(ySize + cSize);
    warpPlane(srcY, y, width, height, p.triangles, p.from, to, 1);
    warpPlane(srcU, u, width / 2, height / 2, p.triangles, p.from, to, 0.5);
    warpPlane(srcV, v, width / 2, height / 2, p.triangles, p.from, to, 0.5);
    paintMouth({ y, u, v, width, height }, mesh, lipGap(p.face, frame), p.face.mouthWidth);
    yield out;
  }
}
