/** Pure ffmpeg arguments for what the media library derives from an upload. */

/** A poster frame of a video, `width` wide, as JPEG. */
export function posterArgs(opts: { input: string; atSec: number; output: string; width: number }): string[] {
  return [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-ss',
    opts.atSec.toFixed(3),
    '-i',
    `file:${opts.input}`,
    '-frames:v',
    '1',
    '-vf',
    `scale='min(${opts.width},iw)':-2`,
    '-q:v',
    '4',
    '-f',
    'image2',
    '-update',
    '1',
    '-y',
    opts.output,
  ];
}

/** A resized copy of an image (first frame of an animation), at most `width` wide, as JPEG on white. */
export function imageThumbArgs(opts: { input: string; output: string; width: number }): string[] {
  return [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-i',
    `file:${opts.input}`,
    '-frames:v',
    '1',
    // Transparent PNG/WebP logos go onto white rather than JPEG's black.
    '-filter_complex',
    `color=white[bg];[0:v]scale='min(${opts.width},iw)':-2,format=rgba[fg];[bg][fg]scale2ref[bg2][fg2];[bg2][fg2]overlay=shortest=1,format=yuvj420p`,
    '-q:v',
    '4',
    '-f',
    'image2',
    '-update',
    '1',
    '-y',
    opts.output,
  ];
}

/** Decodes the first audio stream to mono 16-bit PCM at `rate` Hz on stdout, for waveform peaks. */
export function pcmArgs(opts: { input: string; rate: number }): string[] {
  return [
    '-v',
    'error',
    '-protocol_whitelist',
    'file',
    '-i',
    `file:${opts.input}`,
    '-vn',
    '-ac',
    '1',
    '-ar',
    String(opts.rate),
    '-f',
    's16le',
    '-acodec',
    'pcm_s16le',
    'pipe:1',
  ];
}

/**
 * Reduces a stream of s16le mono samples to `bars` peaks (0-1) without holding the audio: each bar is the
 * max absolute sample of its share of `totalSamples`.
 */
export class PeakReducer {
  private readonly peaks: number[];
  private index = 0;
  private carry: Buffer | null = null;
  constructor(
    private readonly bars: number,
    private readonly totalSamples: number,
  ) {
    this.peaks = new Array<number>(bars).fill(0);
  }

  push(chunk: Buffer): void {
    let buf = this.carry ? Buffer.concat([this.carry, chunk]) : chunk;
    const even = buf.length - (buf.length % 2);
    this.carry = even < buf.length ? buf.subarray(even) : null;
    buf = buf.subarray(0, even);
    const per = Math.max(1, this.totalSamples / this.bars);
    for (let o = 0; o < buf.length; o += 2) {
      const bar = Math.min(this.bars - 1, Math.floor(this.index / per));
      const v = Math.abs(buf.readInt16LE(o)) / 32768;
      if (v > this.peaks[bar]!) this.peaks[bar] = v;
      this.index++;
    }
  }

  result(): number[] {
    return this.peaks.map((p) => Math.round(p * 1000) / 1000);
  }
}
