import { readFile } from 'node:fs/promises';
import { ffmpegFrames } from '../compose/raw-frames.js';
import Delaunator from 'delaunator';
import { UnknownAvatarError } from '../avatar/local-renderer.js';
import { loadSpeechAudio, mouthTrack, type TrackFrame } from '../avatar/mouth-track.js';
import { hashSeed } from '../avatar/random.js';
import { deformFace, faceFrame, lipGap } from '../talking-photo/deform.js';
import { paintMouth } from '../talking-photo/mouth.js';
import { RING, ringAround } from '../talking-photo/renderer.js';
import { warpPlane } from '../talking-photo/warp.js';
import type { AvatarClip, AvatarClipRequest, AvatarRenderer } from '../types.js';
import { VIDEO_LOOK_FORMAT, type VideoTrack } from './extract.js';

/**
 * Custom (video) avatars: the person's own footage loop, the mouth re-animated on every frame along
 * that frame's face mesh (the talking photo's warp, with the head's motion left to the footage). The
 * footage's own lip movements stay underneath, so speech reads best from footage filmed with pauses.
 */

export const VIDEO_AVATAR_VERSION = 'video-avatar-1';

/** What a render hands the renderer for a video look: the loop (a local file) and its meshes. */
export interface VideoLookFile {
  format: typeof VIDEO_LOOK_FORMAT;
  video: string;
  track: VideoTrack;
}

export function parseVideoLookFile(text: string): VideoLookFile | null {
  try {
    const v = JSON.parse(text) as Partial<VideoLookFile>;
    const t = v?.track;
    return v?.format === VIDEO_LOOK_FORMAT && typeof v.video === 'string' && t && t.width > 0 && t.height > 0 && Array.isArray(t.meshes) && t.meshes.length
      ? (v as VideoLookFile)
      : null;
  } catch {
    return null;
  }
}

const LOOKS_MAX = 50;

export class VideoAvatarRenderer implements AvatarRenderer {
  readonly id = 'video-avatar';
  readonly version = VIDEO_AVATAR_VERSION;
  private readonly looks = new Map<string, VideoLookFile>();

  async prepare(avatar: string, file: string): Promise<void> {
    const look = parseVideoLookFile(await readFile(file, 'utf8'));
    if (!look) throw new UnknownAvatarError(avatar);
    this.looks.delete(avatar);
    this.looks.set(avatar, look);
    if (this.looks.size > LOOKS_MAX) this.looks.delete(this.looks.keys().next().value!);
  }

  private look(avatar: string): VideoLookFile {
    const look = this.looks.get(avatar);
    if (!look) throw new UnknownAvatarError(avatar);
    return look;
  }

  aspect(avatar: string): number {
    const { track } = this.look(avatar);
    return track.width / track.height;
  }

  /** The loop runs on from sentence to sentence instead of starting again at each. */
  continuous(): boolean {
    return true;
  }

  async clip(req: AvatarClipRequest): Promise<AvatarClip> {
    const look = this.look(req.avatar);
    for (const v of [req.width, req.height]) {
      if (!Number.isInteger(v) || v < 2 || v % 2) throw new RangeError(`Video avatar clip sizes must be even whole numbers, got ${v}`);
    }
    const audio = req.speech ? await loadSpeechAudio(req.speech) : null;
    const seed = hashSeed(`${req.avatar}|${req.speech?.wavPath ?? ''}|${req.frames}`);
    const track = mouthTrack(audio, { fps: req.fps, frames: req.frames, leadIn: Math.max(0, req.leadIn), seed });
    return { kind: 'frames', width: req.width, height: req.height, pixelFormat: 'yuv420p', frames: animate(look, req, track) };
  }
}

/** The loop's frames covering the box (scaled up, centred crop), looped for as long as asked. */
async function* loopFrames(video: string, width: number, height: number, fps: number, frames: number): AsyncGenerator<Buffer> {
  const vf = `fps=${fps},scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height}`;
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-stream_loop',
    '-1',
    '-i',
    video,
    '-vf',
    vf,
    '-frames:v',
    String(frames),
    '-pix_fmt',
    'yuv420p',
    '-f',
    'rawvideo',
    'pipe:1',
  ];
  yield* ffmpegFrames(args, (width * height * 3) / 2);
}

async function* animate(look: VideoLookFile, req: AvatarClipRequest, track: TrackFrame[]): AsyncGenerator<Buffer> {
  const { width, height } = req;
  const { track: t } = look;
  const s = Math.max(width / t.width, height / t.height);
  const ox = (t.width * s - width) / 2;
  const oy = (t.height * s - height) / 2;
  const inBox = (mesh: number[]): [number, number][] => {
    const out: [number, number][] = [];
    for (let i = 0; i < mesh.length; i += 2) out.push([mesh[i]! * t.width * s - ox, mesh[i + 1]! * t.height * s - oy]);
    return out;
  };
  // One triangulation for the loop: the points keep their order frame to frame, and the face moves little.
  const first = faceFrame(inBox(t.meshes[0]!));
  const triangles = new Uint32Array(new Delaunator(withRing(first.rest, width, height)).triangles);
  const ySize = width * height;
  const cSize = ySize / 4;
  let last: Buffer | null = null;
  let f = 0;
  // Where the loop stands at this clip's first frame (the loop's frames are the meshes' frames).
  const skip = (req.startFrame ?? 0) % t.meshes.length;
  const draw = (src: Buffer): Buffer => {
    const face = faceFrame(inBox(t.meshes[(skip + f) % t.meshes.length]!));
    const from = withRing(face.rest, width, height);
    const to = Float32Array.from(from);
    const mesh = to.subarray(0, face.rest.length);
    // The footage moves the head itself: only the mouth, the jaw and the lids follow the speech.
    const frame = { ...track[f]!, dx: 0, dy: 0 };
    deformFace(face, frame, mesh);
    const out = Buffer.from(src);
    const y = out.subarray(0, ySize);
    const u = out.subarray(ySize, ySize + cSize);
    const v = out.subarray(ySize + cSize);
    warpPlane(src.subarray(0, ySize), y, width, height, triangles, from, to, 1);
    warpPlane(src.subarray(ySize, ySize + cSize), u, width / 2, height / 2, triangles, from, to, 0.5);
    warpPlane(src.subarray(ySize + cSize), v, width / 2, height / 2, triangles, from, to, 0.5);
    paintMouth({ y, u, v, width, height }, mesh, lipGap(face, frame), face.mouthWidth);
    return out;
  };
  let skipped = 0;
  for await (const src of loopFrames(look.video, width, height, req.fps, req.frames + skip)) {
    if (skipped++ < skip) continue;
    if (f >= req.frames) break;
    last = src;
    yield draw(src);
    f++;
  }
  // Exactly the frames asked for, even if the decoder stopped short.
  while (f < req.frames && last) {
    yield draw(last);
    f++;
  }
}

function withRing(rest: Float32Array, width: number, height: number): Float32Array {
  const out = new Float32Array(rest.length + RING * 2);
  out.set(rest);
  out.set(ringAround(rest, width, height), rest.length);
  return out;
}
