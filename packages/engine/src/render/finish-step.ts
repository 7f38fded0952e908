import fs from 'node:fs/promises';
import path from 'node:path';
import { stepKey } from '../cache/hash.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { concatList, muxArgs, previewArgs, thumbnailArgs, thumbnailTime } from '../compose/final-args.js';
import { cachedFile, type StepRunOptions } from './cached-step.js';

export const PREVIEW_VERSION = 1;
export const PREVIEW_SECONDS = 5;

/** A window clip on the final timeline. */
export interface PlacedClip {
  key: string;
  path: string;
  startSec: number;
  durationSec: number;
}

/** Joins the clips (no re-encode) and muxes the soundtrack into the final MP4. */
export async function muxVideo(
  opts: Omit<StepRunOptions, 'cache'> & { clips: PlacedClip[]; audioPath: string; output: string; durationSec: number },
): Promise<void> {
  const listFile = path.join(opts.tmpDir, 'clips.txt');
  await fs.writeFile(listFile, concatList(opts.clips.map((c) => c.path)));
  await runFfmpeg({
    args: muxArgs({ listFile, audioPath: opts.audioPath, output: opts.output }),
    durationSec: opts.durationSec,
    onProgress: opts.onProgress,
    signal: opts.signal,
  });
}

/**
 * The muted preview and the thumbnail depend only on the clips they show, so they are made from those
 * clips and cached by their keys: an edit after the first seconds leaves both as they were.
 */
export function finishKeys(clips: PlacedClip[], durationSec: number) {
  const seconds = Math.min(PREVIEW_SECONDS, durationSec);
  const previewClips = clips.filter((c) => c.startSec < seconds);
  const at = thumbnailTime(durationSec);
  const thumbClip = clips.find((c) => at < c.startSec + c.durationSec) ?? clips[clips.length - 1];
  const thumbAt = Math.max(0, Math.min(at - thumbClip.startSec, thumbClip.durationSec - 0.001));
  return {
    preview: { key: stepKey('preview', PREVIEW_VERSION, { clips: previewClips.map((c) => c.key), seconds }, 'mp4'), clips: previewClips, seconds },
    thumbnail: { key: stepKey('thumb', PREVIEW_VERSION, { clip: thumbClip.key, at: Math.round(thumbAt * 1000) / 1000 }, 'jpg'), clip: thumbClip, at: thumbAt },
  };
}

/** Thumbnail (JPEG) and hover preview, from the cache or from the clips. Answers cached paths. */
export async function thumbnailAndPreview(
  opts: StepRunOptions & { clips: PlacedClip[]; durationSec: number; threads: number },
): Promise<{ thumbnailPath: string; previewPath: string }> {
  const { preview, thumbnail } = finishKeys(opts.clips, opts.durationSec);
  const thumb = await cachedFile(opts.cache, thumbnail.key, async () => {
    const out = path.join(opts.tmpDir, 'thumbnail.jpg');
    await runFfmpeg({ args: thumbnailArgs({ input: thumbnail.clip.path, atSec: thumbnail.at, output: out }), signal: opts.signal });
    return out;
  });
  opts.onProgress?.(0.3);
  const shown = await cachedFile(opts.cache, preview.key, async () => {
    const listFile = path.join(opts.tmpDir, 'preview-clips.txt');
    await fs.writeFile(listFile, concatList(preview.clips.map((c) => c.path)));
    const out = path.join(opts.tmpDir, 'preview.mp4');
    await runFfmpeg({
      args: ['-f', 'concat', '-safe', '0', ...previewArgs({ input: listFile, output: out, seconds: preview.seconds, threads: opts.threads })],
      durationSec: preview.seconds,
      onProgress: (f) => opts.onProgress?.(0.3 + 0.7 * f),
      signal: opts.signal,
    });
    return out;
  });
  opts.onProgress?.(1);
  return { thumbnailPath: thumb.path, previewPath: shown.path };
}
