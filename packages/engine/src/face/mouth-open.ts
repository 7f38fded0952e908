import { execFile } from 'node:child_process';
import { detectFaces } from './detect.js';

/**
 * How open a mouth is in a picture, measured by the face model: the gap between the lips' inner edges
 * over the mouth's width (about 0 closed, 0.3 and more wide open). Used to check rendered talking
 * photos against their audio.
 */

const UPPER = 13;
const LOWER = 14;
const CORNERS = [61, 291] as const;

export function mouthOpenness(mesh: [number, number][]): number {
  const [ux, uy] = mesh[UPPER]!;
  const [lx, ly] = mesh[LOWER]!;
  const [ax, ay] = mesh[CORNERS[0]]!;
  const [bx, by] = mesh[CORNERS[1]]!;
  return Math.hypot(lx - ux, ly - uy) / Math.max(1, Math.hypot(bx - ax, by - ay));
}

/** The frame of a video at `seconds`, as RGB at the given size. */
export function frameAt(file: string, seconds: number, width: number, height: number): Promise<Buffer> {
  const args = [
    '-v',
    'error',
    '-nostdin',
    '-ss',
    seconds.toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    '-s',
    `${width}x${height}`,
    '-pix_fmt',
    'rgb24',
    '-f',
    'rawvideo',
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    execFile('ffmpeg', args, { encoding: 'buffer', maxBuffer: width * height * 3 + 1024, timeout: 60_000 }, (err, out) => (err ? reject(err) : resolve(out)));
  });
}

/**
 * Mouth openness at each time (null where no face is found) of the largest face, or of the face nearest
 * `near` (shares of the frame's width and height) in a picture of several.
 */
export async function videoMouthOpenness(
  file: string,
  times: number[],
  size: { width: number; height: number },
  near?: { x: number; y: number },
): Promise<(number | null)[]> {
  const out: (number | null)[] = [];
  for (const t of times) {
    const data = await frameAt(file, t, size.width, size.height);
    const faces = await detectFaces({ data, width: size.width, height: size.height });
    const distance = (f: (typeof faces)[number]) =>
      near ? Math.hypot(f.box[0] + f.box[2] / 2 - near.x * size.width, f.box[1] + f.box[3] / 2 - near.y * size.height) : 0;
    const [face] = [...faces].sort((a, b) => distance(a) - distance(b));
    out.push(face ? mouthOpenness(face.mesh) : null);
  }
  return out;
}
