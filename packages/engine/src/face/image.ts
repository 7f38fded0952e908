import { execFile } from 'node:child_process';

/** The file is not an image ffmpeg can read (spec: 'Failed to load image'). */
export class ImageLoadError extends Error {
  readonly kind = 'image-load';
  constructor(readonly detail: string) {
    super('Failed to load image');
  }
}

export type RawPixelFormat = 'rgb24' | 'yuv420p';

export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

/** An image's own pixel size (first video stream), or ImageLoadError. */
export function imageSize(file: string): Promise<{ width: number; height: number }> {
  return new Promise((resolve, reject) => {
    execFile(
      'ffprobe',
      ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height', '-of', 'csv=p=0:s=x', file],
      { timeout: 30_000 },
      (err, stdout) => {
        const [w, h] = String(stdout).trim().split('x').map(Number);
        if (err || !w || !h) reject(new ImageLoadError(err ? String(err.message) : 'no picture in the file'));
        else resolve({ width: w, height: h });
      },
    );
  });
}

/** A part of the scaled picture, in its pixels. */
export interface Part {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Decodes an image scaled to cover `width`×`height` and cropped to it (centred), as raw pixels. Width and
 * height must be even for yuv420p. EXIF rotation is applied by ffmpeg's autorotate.
 */
export function decodeImage(file: string, width: number, height: number, pixelFormat: RawPixelFormat, part?: Part): Promise<RawImage> {
  const crop = part ? `,crop=${part.width}:${part.height}:${part.x}:${part.y}` : '';
  const args = [
    ...['-v', 'error', '-nostdin', '-i', file, '-frames:v', '1'],
    ...['-vf', `scale=${width}:${height}:force_original_aspect_ratio=increase:flags=lanczos,crop=${width}:${height}${crop},setsar=1`],
    ...['-pix_fmt', pixelFormat, '-f', 'rawvideo', 'pipe:1'],
  ];
  const [w, h] = part ? [part.width, part.height] : [width, height];
  const expected = pixelFormat === 'rgb24' ? w * h * 3 : (w * h * 3) / 2;
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', args, { encoding: 'buffer', maxBuffer: expected + 1024, timeout: 60_000 }, (err, stdout, stderr) => {
      if (err || stdout.length !== expected) reject(new ImageLoadError(String(stderr).trim() || String(err?.message ?? 'short read')));
      else resolve({ data: stdout, width: w, height: h });
    });
  });
}
