import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseRenderArgs } from './args.js';
import { localMediaResolver } from './local-media.js';

describe('parseRenderArgs', () => {
  it('reads the document, output and options', () => {
    expect(parseRenderArgs(['doc.json', 'out.mp4', '--watermark', '--cache', '/c', '--threads', '2'], '/w')).toEqual({
      document: 'doc.json',
      output: 'out.mp4',
      watermark: true,
      cacheDir: '/c',
      threads: 2,
    });
    expect(parseRenderArgs(['doc.json', 'out.mp4'], '/w')).toMatchObject({ watermark: false, cacheDir: '/w/.cache/render' });
  });
  it('explains what is wrong', () => {
    expect(() => parseRenderArgs(['doc.json'], '/w')).toThrow(/Usage/);
    expect(() => parseRenderArgs(['a', 'b', '--cache'], '/w')).toThrow(/--cache needs a value/);
    expect(() => parseRenderArgs(['a', 'b', '--fast'], '/w')).toThrow(/Unknown option --fast/);
  });
});

describe('localMediaResolver', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-media-'));
  fs.mkdirSync(path.join(dir, 'builtin'));
  fs.writeFileSync(path.join(dir, 'logo.png'), 'x');
  fs.writeFileSync(path.join(dir, 'builtin', 'song.mp3'), 'x');
  const resolve = localMediaResolver(dir, path.join(dir, 'builtin'));
  it('resolves file: against the document folder and builtin: against the bundle', async () => {
    expect(await resolve('file:logo.png')).toBe(path.join(dir, 'logo.png'));
    expect(await resolve('builtin:song.mp3')).toBe(path.join(dir, 'builtin', 'song.mp3'));
  });
  it('refuses server refs, missing files and escapes from the bundle', async () => {
    await expect(resolve('asset:123')).rejects.toThrow(/needs the server/);
    await expect(resolve('file:nope.png')).rejects.toThrow(/no such file/);
    await expect(resolve('builtin:../logo.png')).rejects.toThrow(/Bad builtin/);
  });
});
