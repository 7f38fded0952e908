import path from 'node:path';
import { probeMedia } from '../compose/probe.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { ffmpegFrames } from '../compose/raw-frames.js';
import { detectFaces } from '../face/detect.js';

/**
 * A custom avatar from footage: a few seconds of the person, played forward then back so it loops
 * without a jump, and the face mesh of every frame of that loop (in shares of the frame), which the
 * renderer warps to re-animate the mouth with new speech. Also a still of the middle frame.
 */

export const VIDEO_LOOK_FORMAT = 'framecast-video-look/1';
export const LOOP_FPS = 25;
/** Seconds of footage taken (the loop plays them forward and back: twice as long). */
const LOOP_SECONDS = 4;
const LONG_SIDE = 720;
const DETECT_SIDE = 480;
/** Frames without a clear face the loop may have (they reuse the last mesh) before the footage is refused. */
const MAX_MISSING_SHARE = 0.1;

export interface VideoTrack {
  width: number;
  height: number;
  fps: number;
  /** Per frame of the loop, the 468 mesh points as x0, y0, x1, y1… in shares of the width and height. */
  meshes: number[][];
}

export class FootageFaceError extends Error {}

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/** Raw RGB frames of a video at a size, one buffer each, in order: at most `frames` of them. */
const rawFrames = (file: string, width: number, height: number, frames: number) =>
  ffmpegFrames(
    ['-v', 'error', '-nostdin', '-i', file, '-frames:v', String(frames), '-s', `${width}x${height}`, '-pix_fmt', 'rgb24', '-f', 'rawvideo', 'pipe:1'],
    width * height * 3,
  );

export async function extractVideoLook(footage: string, outDir: string): Promise<{ loop: string; poster: string; track: VideoTrack }> {
  const info = await probeMedia(footage);
  const v = info.video;
  if (!v?.width || !v.height) throw new FootageFaceError('This video has no picture.');
  const shrink = Math.min(1, LONG_SIDE / Math.max(v.width, v.height));
  const width = even(v.width * shrink);
  const height = even(v.height * shrink);
  // Skip the first second (people settle in), unless the footage is short.
  const start = info.durationSec > LOOP_SECONDS + 2 ? 1 : 0;
  const seconds = Math.min(LOOP_SECONDS, Math.max(1, info.durationSec - start));
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
      `[0:v]fps=${LOOP_FPS},trim=end_frame=${forward},scale=${width}:${height},setsar=1,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0,format=yuv420p[v]`,
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
    throw new FootageFaceError('Your face must be clearly visible and facing the camera throughout the footage.');
  }
  meshes.unshift(...Array.from({ length: leading }, () => meshes[0]!));
  meshes.push(...meshes.toReversed());
  return { loop, poster, track: { width, height, fps: LOOP_FPS, meshes } };
}
