import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalAvatarRenderer } from './local-renderer.js';
import { renderLookImage } from './previews.js';
import { lookFile, lookFromText, parseLookFile, type TextToLookOptions } from './text-to-look.js';

const base: TextToLookOptions = {
  style: 'cartoon',
  preset: 'none',
  model: 'modern',
  age: 'adult',
  gender: 'male',
  ethnicity: 'east_asian',
  detail: '',
  background: 'office',
  pose: 'standing',
  emotion: 'smile',
  negativePrompt: '',
};

describe('lookFromText', () => {
  it('draws what the words ask for: hair, eyes, beard, glasses, clothes and their colours', () => {
    const look = lookFromText({ ...base, detail: 'Curly red hair, green eyes, a beard, round glasses and a navy blazer with a tie' }, 'look:a', 'Ken', 's1');
    expect(look.appearance.hair).toEqual({ style: 'curly', color: '#b5452b' });
    expect(look.appearance.eyes).toBe('#5b7c4a');
    expect(look.appearance.facialHair).toBe('beard');
    expect(look.appearance.glasses).toEqual({ shape: 'round', color: '#2b2d42' });
    expect(look.outfit).toMatchObject({ kind: 'blazer', main: '#1d3557', extras: ['tie'] });
    expect(look).toMatchObject({ pose: 'standing', backdrop: { scene: 'office' }, theme: 'business', gender: 'male', age: 'adult', ethnicity: 'east_asian' });
  });

  it('keeps out what the negative prompt names, and beards off women and teenagers', () => {
    const look = lookFromText({ ...base, detail: 'glasses and a beard', negativePrompt: 'glasses, beard' }, 'look:b', 'Ken', 's1');
    expect(look.appearance.glasses).toBeUndefined();
    expect(look.appearance.facialHair).toBe('none');
    for (const o of [{ gender: 'female' as const }, { age: 'teenager' as const }]) {
      expect(lookFromText({ ...base, ...o, detail: 'a big beard' }, 'look:c', 'X', 's').appearance.facialHair).toBe('none');
    }
  });

  it('follows age, room and pose; the same seed gives the same drawing, another seed another take', () => {
    const old = lookFromText({ ...base, age: 'elderly', background: 'clinic', pose: 'sitting' }, 'look:d', 'Ann', 's1');
    expect(old.age).toBe('senior');
    expect(old.appearance.wrinkles).toBe(true);
    expect(['#b8b8b8', '#d9d9d9', '#9a9a9a']).toContain(old.appearance.hair.color);
    expect(old).toMatchObject({ pose: 'sitting', theme: 'health_fitness', occupation: 'doctor_nurse' });
    expect(old.outfit.extras).toContain('stethoscope');
    expect(lookFromText(base, 'look:e', 'A', 'seed-1')).toEqual(lookFromText(base, 'look:e', 'A', 'seed-1'));
    const takes = new Set(['1', '2', '3', '4', '5'].map((s) => JSON.stringify(lookFromText(base, 'look:e', 'A', s))));
    expect(takes.size).toBeGreaterThan(2);
  });

  it('anime brightens the same parts', () => {
    const cartoon = lookFromText({ ...base, detail: 'brown hair' }, 'look:f', 'A', 's');
    const anime = lookFromText({ ...base, style: 'anime', detail: 'brown hair' }, 'look:f', 'A', 's');
    expect(anime.appearance.hair.style).toBe(cartoon.appearance.hair.style);
    expect(anime.appearance.hair.color).not.toBe(cartoon.appearance.hair.color);
  });
});

describe('a drawn look file', () => {
  it('round-trips, refuses other JSON, and renders once prepared under its ref', async () => {
    const look = lookFromText(base, 'tmp', 'Ken', 's');
    const text = JSON.stringify(lookFile(look));
    expect(text.startsWith('{"format":"framecast-look/')).toBe(true);
    expect(parseLookFile(text)?.appearance).toEqual(look.appearance);
    expect(parseLookFile('{"format":"other"}')).toBeNull();
    expect(parseLookFile('not json')).toBeNull();

    const dir = await mkdtemp(join(tmpdir(), 'look-'));
    const file = join(dir, 'look.json');
    await writeFile(file, text);
    const renderer = new LocalAvatarRenderer();
    expect(() => renderer.aspect('look:9e0a')).toThrow(/Unknown avatar/);
    await renderer.prepare('look:9e0a', file);
    expect(renderer.aspect('look:9e0a')).toBeCloseTo(0.75);
    const clip = await renderer.clip({ avatar: 'look:9e0a', emotion: 'happy', width: 120, height: 160, fps: 25, frames: 2, leadIn: 0 } as never);
    let n = 0;
    for await (const _ of (clip as { frames: AsyncIterable<Buffer> }).frames) n++;
    expect(n).toBe(2);
  });

  it('frames its picture by the aspect ratio', async () => {
    const look = lookFromText(base, 'look:g', 'Ken', 's');
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(size(await renderLookImage(look, 'happy', '3:4', 300))).toEqual([300, 400]);
    expect(size(await renderLookImage(look, 'happy', '1:1', 300))).toEqual([300, 300]);
    expect(size(await renderLookImage(look, 'happy', '4:3', 300))).toEqual([300, 225]);
  });
});
