import fs from 'node:fs/promises';
import path from 'node:path';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { concatList, muxArgs, previewArgs, thumbnailArgs, thumbnailTime } from '../compose/final-args.js';

/** Joins the clips (no re-encode) and muxes the soundtrack into the final MP4. */
export async function muxVideo(opts: {
  clips: string[];
  audioPath: string;
  output: string;
  tmpDir: string;
  durationSec: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<void> {
  const listFile = path.join(opts.tmpDir, 'clips.txt');
  await fs.writeFile(listFile, concatList(opts.clips));
  await runFfmpeg({ args: muxArgs({ listFile, audioPath: opts.audioPath, output: opts.output }), durationSec: opts.durationSec, onProgress: opts.onProgress, signal: opts.signal });
}

/** The list's thumbnail (JPEG) and the short muted hover preview. */
export async function thumbnailAndPreview(opts: {
  video: string;
  durationSec: number;
  thumbnailPath: string;
  previewPath: string;
  threads: number;
  signal?: AbortSignal;
  onProgress?: (fraction: number) => void;
}): Promise<void> {
  await runFfmpeg({ args: thumbnailArgs({ input: opts.video, atSec: thumbnailTime(opts.durationSec), output: opts.thumbnailPath }), signal: opts.signal });
  opts.onProgress?.(0.3);
  const seconds = Math.min(5, opts.durationSec);
  await runFfmpeg({
    args: previewArgs({ input: opts.video, output: opts.previewPath, seconds: 5, threads: opts.threads }),
    durationSec: seconds,
    onProgress: (f) => opts.onProgress?.(0.3 + 0.7 * f),
    signal: opts.signal,
  });
}
