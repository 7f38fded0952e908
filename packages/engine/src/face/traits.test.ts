import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectFaces } from './detect.js';
import { packageRoot } from './human.js';
import { ageGroupOf, faceTraits } from './traits.js';

/** Real faces: tiles of the face model's own MIT-licensed demo screenshot (see consent.test.ts). */
const grid = path.join(packageRoot('@vladmandic/human'), 'assets', 'screenshot-facematch.jpg');
const tile = (column: number, top: number) => {
  const data = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      grid,
      '-vf',
      `crop=104:104:${5 + column * 106}:${top},scale=416:416,pad=640:640:112:112:color=0x404040`,
      '-frames:v',
      '1',
      '-pix_fmt',
      'rgb24',
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { maxBuffer: 640 * 640 * 3 + 1024 },
  );
  return { data, width: 640, height: 640 };
};

describe('faceTraits', () => {
  it('reads a man and a woman, their ages, skin that looks like skin and the woman’s dark hair', async () => {
    const man = tile(0, 283);
    const woman = tile(1, 500);
    const [m] = await detectFaces(man);
    const [w] = await detectFaces(woman);
    const a = faceTraits(man, m!);
    const b = faceTraits(woman, w!);
    expect(a.gender).toBe('male');
    expect(b.gender).toBe('female');
    expect(a.age).toBeGreaterThan(25);
    expect(a.age).toBeLessThan(60);
    for (const t of [a, b]) {
      const [r, g, bl] = [1, 3, 5].map((i) => Number.parseInt(t.skin.slice(i, i + 2), 16));
      // Skin: warmer than it is blue, neither black nor white.
      expect(r).toBeGreaterThan(bl!);
      expect(r).toBeGreaterThan(60);
      expect(g).toBeLessThan(240);
    }
    // Her hair is dark: darker than her skin.
    const light = (c: string) => [1, 3, 5].reduce((s, i) => s + Number.parseInt(c.slice(i, i + 2), 16), 0);
    expect(light(b.hair!)).toBeLessThan(light(b.skin) - 60);
  });

  it('groups ages as the text-to-avatar options do', () => {
    expect([15, 25, 40, 70].map(ageGroupOf)).toEqual(['teenager', 'young_adult', 'adult', 'elderly']);
  });
});
