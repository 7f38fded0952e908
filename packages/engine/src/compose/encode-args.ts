/**
 * The one H.264 setting every window clip shares. The concat demuxer joins clips with `-c:v copy`, so
 * they must agree on size, fps, pix_fmt, profile and GOP; `stitchable` keeps x264 from tuning stream
 * headers to the content, so all clips carry the same SPS/PPS.
 *
 * Measured on a 720x1280 avatar clip (bench/render.ts, one core per encode): `ultrafast` plus CABAC,
 * deblocking, 3 B-frames and adaptive quant costs what plain ultrafast costs (~4 ms/frame) and gives
 * superfast's size and quality (~50 dB PSNR; ~4 MB per minute of 720p 9:16); superfast costs ~25% more CPU,
 * veryfast ~70% more.
 */
export const CLIP_PRESET = 'ultrafast';
export const CLIP_CRF = 23;
const ULTRAFAST_EXTRAS = 'cabac=1:deblock=0,0:bframes=3:b-adapt=0:aq-mode=1';

export function x264Params(preset: string): string {
  return preset === 'ultrafast' ? `stitchable=1:${ULTRAFAST_EXTRAS}` : 'stitchable=1';
}

export function clipEncodeArgs(opts: { fps: number; threads: number; preset?: string }): string[] {
  const preset = opts.preset ?? CLIP_PRESET;
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-crf',
    String(CLIP_CRF),
    '-pix_fmt',
    'yuv420p',
    '-profile:v',
    'high',
    '-g',
    String(opts.fps * 2),
    '-keyint_min',
    String(opts.fps),
    '-sc_threshold',
    '0',
    '-x264-params',
    x264Params(preset),
    '-threads',
    String(Math.max(1, opts.threads)),
    '-r',
    String(opts.fps),
  ];
}
