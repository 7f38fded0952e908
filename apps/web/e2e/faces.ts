import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Real faces for the journeys: `@vladmandic/human` (MIT, installed as our face model) ships a screenshot
 * of its face-matching demo, a grid of faces cropped from photos. The first tiles of row 283 are one man
 * photographed on different occasions; row 500 holds other people. (Illustrated faces cannot stand in
 * where faces must be told apart: the face descriptor scores any two drawn faces as alike.)
 */
const entry = createRequire(import.meta.url).resolve('@vladmandic/human');
export const FACE_GRID = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'assets', 'screenshot-facematch.jpg');

/** An ffmpeg filter cutting one tile (column, top edge) out of the grid onto a `side`-pixel square with room around the face. */
export const faceTile = (column: number, top: number, side: number) =>
  `crop=104:104:${5 + column * 106}:${top},scale=${Math.round(side * 0.65)}:-2,pad=${side}:${side}:(ow-iw)/2:(oh-ih)/2:color=0x404040`;

/** A still PNG of one tile. */
export function facePhoto(out: string, column: number, top: number, side = 640): string {
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', FACE_GRID, '-vf', faceTile(column, top, side), '-frames:v', '1', out]);
  return out;
}

/** espeak-ng speaking `text` to a WAV in `dir`. */
export function speechWav(dir: string, name: string, text: string): string {
  const wav = path.join(dir, `${name}.wav`);
  execFileSync('espeak-ng', ['-w', wav, text]);
  return wav;
}

/** A video of one tile drifting a little (a person filmed), with `wav` looped under it or silence. */
export function faceFilm(dir: string, name: string, filter: string, seconds: number, wav: string | 'silence'): string {
  const out = path.join(dir, `${name}.mp4`);
  const sound = wav === 'silence' ? ['-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono'] : ['-stream_loop', '-1', '-i', wav];
  execFileSync('ffmpeg', [
    ...['-v', 'error', '-y', '-loop', '1', '-i', FACE_GRID, ...sound],
    ...['-filter_complex', `[0:v]${filter},crop=iw-40:ih-40:'20+10*sin(t)':'20+8*cos(t)',scale=trunc(iw/2)*2:trunc(ih/2)*2,format=yuv420p[v]`],
    ...['-map', '[v]', '-map', '1:a', '-t', String(seconds), '-r', '25', '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '30', '-c:a', 'aac', out],
  ]);
  return out;
}
