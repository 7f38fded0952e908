/**
 * The one H.264 setting every window clip shares. The concat demuxer joins clips with `-c:v copy`, so
 * they must agree on size, fps, pix_fmt, profile and GOP; `stitchable` keeps x264 from tuning stream
 * headers to the content, so all clips carry the same SPS/PPS.
 */
export const CLIP_PRESET = 'veryfast';
export const CLIP_CRF = 23;

export function clipEncodeArgs(opts: { fps: number; threads: number; preset?: string }): string[] {
  return [
    '-c:v', 'libx264',
    '-preset', opts.preset ?? CLIP_PRESET,
    '-crf', String(CLIP_CRF),
    '-pix_fmt', 'yuv420p',
    '-profile:v', 'high',
    '-g', String(opts.fps * 2),
    '-keyint_min', String(opts.fps),
    '-sc_threshold', '0',
    '-x264-params', 'stitchable=1',
    '-threads', String(Math.max(1, opts.threads)),
    '-r', String(opts.fps),
  ];
}
