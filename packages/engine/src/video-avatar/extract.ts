import path from 'node:path';
import { DEFAULT_AVATAR_ASPECT } from '@framecast/timeline';
import { probeMedia } from '../compose/probe.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { ffmpegFrames } from '../compose/raw-frames.js';
import { detectFaces } from '../face/detect.js';

/**
 * A custom avatar from footage: a few seconds of the person, played forward then back so it loops
 * without a jump, and the face mesh of every frame of that loop (in shares of the frame), which the
 * renderer warps to re-animate the mouth with new speech. Also a still of the middle frame.
 *
 * Footage wider than the avatar's 3:4 frame is cut to a 3:4 window around the face, so a landscape
 * webcam shot fills a portrait video with the person instead of standing in it as a short strip.
 */

export const VIDEO_LOOK_FORMAT = 'framecast-video-look/1';
export const LOOP_FPS = 25;
/** Seconds of footage taken (the loop plays them forward and back: twice as long). */
const LOOP_SECONDS = 4;
const LONG_SIDE = 720;
const DETECT_SIDE = 480;
/** Frames without a clear face the loop may have (they reuse the last mesh) before the footage is refused. */
const MAX_MISSING_SHARE = 0.1;
/** Frames of the footage looked at to place the window (spread over the part the loop takes). */
const WINDOW_SAMPLES = 5;
/** Footage up to this much wider than 3:4 is kept whole: a crop would gain nothing a person sees. */
const WIDE_TOLERANCE = 1.03;

export interface VideoTrack {
  width: number;
  height: number;
  fps: number;
  /** Per frame of the loop, the 468 mesh points as x0, y0, x1, y1… in shares of the width and height. */
  meshes: number[][];
}

export class FootageFaceError extends Error {}
const FACE_MESSAGE = 'Your face must be clearly visible and facing the camera throughout the footage.';

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Raw RGB frames of a video at a size, one buffer each, in order: at most `frames` of them. */
const rawFrames = (file: string, width: number, height: number, frames: number) =>
  ffmpegFrames(
    ['-v', 'error', '-nostdin', '-i', file, '-frames:v', String(frames), '-s', `${width}x${height}`, '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
    width * height * 3,
  );

/** A window of the footage in its own (displayed) pixels. */
export interface CropWindow {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The 3:4 window of wide footage that the loop shows: the footage's whole height (so the whole head and
 * shoulders and the headroom the person left stay in, never a closer crop than the footage gives), the
 * face centred across, pushed back inside the picture at its edges. `faces` are the face boxes
 * [x, y, w, h] seen over the loop's seconds: the window is fixed (a moving crop would swim) and centred
 * on the span the face moved over. Null when the footage is no wider than 3:4, or without faces.
 */
export function portraitWindow(width: number, height: number, faces: [number, number, number, number][]): CropWindow | null {
  if (width <= height * DEFAULT_AVATAR_ASPECT * WIDE_TOLERANCE || !faces.length) return null;
  const h = height - (height % 2);
  const w = even(h * DEFAULT_AVATAR_ASPECT);
  const left = Math.min(...faces.map((f) => f[0]));
  const right = Math.max(...faces.map((f) => f[0] + f[2]));
  const x = Math.max(0, Math.min(width - w, Math.round(((left + right) / 2 - w / 2) / 2) * 2));
  return { x, y: 0, width: w, height: h };
}

/** Face boxes, in the footage's pixels, of a few frames spread over `seconds` from `start`. */
async function sampleFaces(footage: string, width: number, height: number, start: number, seconds: number) {
  const d = Math.min(1, DETECT_SIDE / Math.max(width, height));
  const dw = even(width * d);
  const dh = even(height * d);
  const args = ['-v', 'error', '-nostdin', '-ss', String(start), '-t', String(seconds), '-i', footage];
  const vf = `fps=${WINDOW_SAMPLES / seconds},scale=${dw}:${dh}`;
  const out: [number, number, number, number][] = [];
  for await (const data of ffmpegFrames(
    [...args, '-vf', vf, '-frames:v', String(WINDOW_SAMPLES), '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
    dw * dh * 3,
  )) {
    const [face] = await detectFaces({ data, width: dw, height: dh });
    if (face) out.push([(face.box[0] * width) / dw, (face.box[1] * height) / dh, (face.box[2] * width) / dw, (face.box[3] * height) / dh]);
  }
  return out;
}

export async function extractVideoLook(footage: string, outDir: string): Promise<{ loop: string; poster: string; track: VideoTrack }> {
  const info = await probeMedia(footage);
  const v = info.video;
  if (!v?.width || !v.height) throw new FootageFaceError('This video has no picture.');
  // Skip the first second (people settle in), unless the footage is short.
  const start = info.durationSec > LOOP_SECONDS + 2 ? 1 : 0;
  const seconds = Math.min(LOOP_SECONDS, Math.max(1, info.durationSec - start));
  const wide = v.width > v.height * DEFAULT_AVATAR_ASPECT * WIDE_TOLERANCE;
  const win = wide ? portraitWindow(v.width, v.height, await sampleFaces(footage, v.width, v.height, start, seconds)) : null;
  if (wide && !win) throw new FootageFaceError(FACE_MESSAGE);
  const shown = win ?? { width: v.width, height: v.height };
  const shrink = Math.min(1, LONG_SIDE / Math.max(shown.width, shown.height));
  const width = even(shown.width * shrink);
  const height = even(shown.height * shrink);
  // The meshes are found on the loop itself, so they are already in the window's coordinates.
  const crop = win ? `crop=${win.width}:${win.height}:${win.x}:${win.y},` : '';
  // Exactly this many frames forward (then as many back): the meshes pair with the loop's frames one to one.
  const forward = Math.round(seconds * LOOP_FPS);
  const loop = path.join(outDir, 'loop.mp4');
  const poster = path.join(outDir, 'poster.png');
  await runFfmpeg({
    args: [
      '-y',
      '-v',
      'error',
      '-ss',
      String(start),
      '-t',
      String(seconds),
      '-i',
      footage,
      '-filter_complex',
      `[0:v]fps=${LOOP_FPS},trim=end_frame=${forward},${crop}scale=${width}:${height},setsar=1,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0,format=yuv420p[v]`,
      '-map',
      '[v]',
      '-an',
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '18',
      '-movflags',
      '+faststart',
      loop,
    ],
    timeoutMs: 300_000,
  });
  await runFfmpeg({ args: ['-y', '-v', 'error', '-ss', String(seconds / 2), '-i', loop, '-frames:v', '1', poster], timeoutMs: 60_000 });

  const d = Math.min(1, DETECT_SIDE / Math.max(width, height));
  const dw = even(width * d);
  const dh = even(height * d);
  // The loop's second half is its first played backwards, so only the first half is looked at.
  const allowed = forward * MAX_MISSING_SHARE;
  const meshes: number[][] = [];
  let missing = 0;
  let leading = 0;
  for await (const data of rawFrames(loop, dw, dh, forward)) {
    const [face] = await detectFaces({ data, width: dw, height: dh });
    if (face) meshes.push(face.mesh.flatMap(([x, y]) => [Math.round((x / dw) * 1e5) / 1e5, Math.round((y / dh) * 1e5) / 1e5]));
    else {
      // A frame without a clear face keeps the last one's mesh; frames before the first face, the first's.
      if (++missing > allowed) break;
      if (meshes.length) meshes.push(meshes.at(-1)!);
      else leading++;
    }
  }
  if (!meshes.length || missing > allowed) {
    throw new FootageFaceError(FACE_MESSAGE);
  }
  meshes.unshift(...Array.from({ length: leading }, () => meshes[0]!));
  meshes.push(...meshes.toReversed());
  return { loop, poster, track: { width, height, fps: LOOP_FPS, meshes } };
}
