import { round } from './escape.js';

/** The concat demuxer's list: one `file '…'` line per clip (quotes escaped the way the demuxer reads them). */
export const concatList = (clips: string[]) => `${clips.map((c) => `file '${c.replace(/'/g, "'\\''")}'`).join('\n')}\n`;

/** Joins the window clips without re-encoding and muxes the AAC track; moov first for streaming. */
export function muxArgs(opts: { listFile: string; audioPath: string; output: string }): string[] {
  return [
    '-f',
    'concat',
    '-safe',
    '0',
    '-i',
    opts.listFile,
    '-i',
    opts.audioPath,
    '-map',
    '0:v:0',
    '-map',
    '1:a:0',
    '-c',
    'copy',
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    opts.output,
  ];
}

/** Where the thumbnail comes from: a second in, or the middle of a shorter video. */
export const thumbnailTime = (durationSec: number) => (durationSec > 2 ? 1 : durationSec / 2);

export function thumbnailArgs(opts: { input: string; atSec: number; output: string }): string[] {
  return ['-ss', round(opts.atSec, 3), '-i', opts.input, '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', opts.output];
}

/** A muted, small, fast-starting clip of the first seconds, for hover previews in lists. */
export function previewArgs(opts: { input: string; output: string; seconds?: number; width?: number; threads?: number }): string[] {
  return [
    '-t',
    String(opts.seconds ?? 5),
    '-i',
    opts.input,
    '-an',
    '-vf',
    `scale=${opts.width ?? 360}:-2`,
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '28',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    String(opts.threads ?? 2),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    opts.output,
  ];
}
