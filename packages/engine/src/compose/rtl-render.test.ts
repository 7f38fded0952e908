import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildAss, type SubtitleLayout } from './ass.js';
import { runFfmpeg } from './ffmpeg.js';
import { cjkFontFile, rtlFontFile } from './fonts.js';
import type { TextBlock } from './layer-filters.js';
import { chunkSubtitles } from '@framecast/timeline';
import { windowClipArgs } from './window-args.js';

/**
 * Arabic drawn by real ffmpeg (drawtext for a title, libass for subtitles), checked on the pixels: in
 * "مرحبا Framecast" the Arabic word comes first, so a right-to-left line shows it on the RIGHT of the
 * Latin word. A left-to-right layout (drawtext's default paragraph, libass's Encoding 1) puts it on the left.
 * Each word is found in the line by matching its own ink, drawn alone.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-rtl-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const [W, H] = [640, 360];
const ARABIC = 'مرحبا';
const LATIN = 'Framecast';
const LINE = `${ARABIC} ${LATIN}`;
const TITLE_BAND = [40, 140] as const;
const SUB_BAND = [250, 360] as const;

let n = 0;
/** One frame of a window with `title` as a text layer and `subtitle` burned in, as grey levels. */
async function frame(title: string | null, subtitle: string | null): Promise<Buffer> {
  const output = path.join(dir, `clip-${++n}.mp4`);
  let subtitlesPath: string | undefined;
  if (subtitle) {
    const layout: SubtitleLayout = {
      width: W,
      height: H,
      style: { preset: 'classic', position: 'bottom', size: 0.09, color: '#ffffff', highlight: '#ffd400' },
    };
    subtitlesPath = path.join(dir, `sub-${n}.ass`);
    fs.writeFileSync(subtitlesPath, buildAss(layout, chunkSubtitles({ text: subtitle, durationSec: 1, maxLineEm: 40, maxLines: 1 }), subtitle, 0));
  }
  const block: TextBlock | null = title
    ? {
        lines: [title],
        fontFile: cjkFontFile(),
        rtlFontFile: rtlFontFile(),
        direction: 'rtl',
        fontPx: 44,
        color: '#ffffff',
        opacity: 1,
        bold: false,
        align: 'center',
        cx: W / 2,
        cy: 90,
        width: 560,
      }
    : null;
  const args = windowClipArgs({
    width: W,
    height: H,
    fps: 25,
    frames: 5,
    background: { kind: 'color', color: '#000000' },
    layers: block ? [{ kind: 'text', ...block }] : [],
    subtitlesPath,
    watermark: false,
    fontFile: cjkFontFile(),
    threads: 1,
    output,
  });
  await runFfmpeg({ args });
  return execFileSync('ffmpeg', ['-v', 'error', '-i', output, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-'], { maxBuffer: 16 * 1024 * 1024 });
}

/** Lit pixels per column inside a band of rows. */
function columns(grey: Buffer, [top, bottom]: readonly [number, number]): number[] {
  const out = new Array<number>(W).fill(0);
  for (let y = top; y < bottom; y++) for (let x = 0; x < W; x++) if (grey[y * W + x]! > 128) out[x]!++;
  return out;
}

/** The profile trimmed to its ink. */
function ink(profile: number[]): { from: number; cols: number[] } {
  const from = profile.findIndex((v) => v > 0);
  const to = profile.length - [...profile].reverse().findIndex((v) => v > 0);
  return { from, cols: profile.slice(from, to) };
}

/** Where `word`'s ink fits best along `line` (left column) and how well (difference per column, in the word's mean ink). */
function locate(line: number[], word: number[]): { at: number; miss: number } {
  let best = { at: -1, miss: Number.POSITIVE_INFINITY };
  for (let at = 0; at + word.length <= line.length; at++) {
    let miss = 0;
    for (let i = 0; i < word.length; i++) miss += Math.abs(line[at + i]! - word[i]!);
    if (miss < best.miss) best = { at, miss };
  }
  const mean = word.reduce((a, b) => a + b, 0) / word.length;
  return { at: best.at, miss: best.miss / word.length / mean };
}

/** The Arabic word's and the Latin word's places in the drawn line. */
async function places(kind: 'title' | 'subtitle') {
  const band = kind === 'title' ? TITLE_BAND : SUB_BAND;
  const draw = (text: string) => (kind === 'title' ? frame(text, null) : frame(null, text));
  const line = columns(await draw(LINE), band);
  const arabic = ink(columns(await draw(ARABIC), band)).cols;
  const latin = ink(columns(await draw(LATIN), band)).cols;
  expect(arabic.length, 'the Arabic word has ink').toBeGreaterThan(20);
  return { arabic: locate(line, arabic), latin: locate(line, latin), arabicWidth: arabic.length };
}

describe('right-to-left rendering', () => {
  it('has a font with Arabic and Hebrew glyphs', () => {
    const covers = (lang: string) => execFileSync('fc-list', [`:lang=${lang}`, 'file'], { encoding: 'utf8' });
    expect(covers('ar')).toContain(rtlFontFile());
    expect(covers('he')).toContain(rtlFontFile());
  });

  it.each(['title', 'subtitle'] as const)('draws an Arabic %s right to left, its first word rightmost', async (kind) => {
    const { arabic, latin, arabicWidth } = await places(kind);
    // Both words are really there, drawn as when alone (shaped, not boxes of missing glyphs)…
    expect(arabic.miss, 'the Arabic word matches its own drawing').toBeLessThan(0.4);
    expect(latin.miss, 'the Latin word matches its own drawing').toBeLessThan(0.4);
    // …and the first (Arabic) word sits to the right of the second.
    expect(arabic.at).toBeGreaterThan(latin.at + arabicWidth / 2);
  });
});
