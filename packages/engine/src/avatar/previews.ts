import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { EspeakEngine } from '../speech/espeak.js';
import type { AvatarPixelFormat, AvatarRenderer, SpeechEngine } from '../types.js';
import { avatarSvg } from './draw.js';
import { drawingFrame } from './geometry.js';
import { LocalAvatarRenderer, lookOrThrow } from './local-renderer.js';
import type { AvatarLook } from './look.js';

/**
 * Library previews (spec 000 §1: a preview image per look and a short clip per emotion), made on demand;
 * the caller caches the files.
 */

export const PREVIEW_LINE = 'Hi there! I can read your script in any style you like.';

/**
 * A PNG of the look with the emotion's resting face, `width` pixels wide (height = width × 4/3). Cut out
 * (transparent around the person, as videos draw it over a background) or with the look's own room.
 */
export async function renderLookPreview(lookId: string, emotion: string, outPng: string, width = 600, { removeBackground = false } = {}): Promise<void> {
  const svg = avatarSvg(lookOrThrow(lookId), { emotion, viseme: 'rest', mouthOpen: 0, blink: 0, removeBackground });
  const img = await renderAsync(svg, { fitTo: { mode: 'width', value: Math.round(width) }, font: { loadSystemFonts: false }, logLevel: 'off' });
  await writeFile(outPng, img.asPng());
}

/** A drawn look (not in the library: a user's, from text) as a PNG `width` pixels wide, framed by `aspect`. */
export async function renderLookImage(look: AvatarLook, emotion: string, aspect: string, width = 720): Promise<Buffer> {
  const { x, y, w, h } = drawingFrame(aspect);
  const svg = avatarSvg(look, { emotion, viseme: 'rest', mouthOpen: 0, blink: 0, removeBackground: false }).replace(
    /^<svg([^>]*) width="\d+" height="\d+" viewBox="[^"]*"/,
    `<svg$1 width="${w}" height="${h}" viewBox="${x} ${y} ${w} ${h}"`,
  );
  const img = await renderAsync(svg, { fitTo: { mode: 'width', value: Math.round(width) }, font: { loadSystemFonts: false }, logLevel: 'off' });
  return img.asPng();
}

export interface EmotionClipOptions {
  seconds?: number;
  /** Video width in pixels (height = width × 4/3, both even). */
  width?: number;
  fps?: number;
  text?: string;
  /** Speaks the line; espeak-ng by default, with the look's suggested voice. */
  speech?: SpeechEngine;
  renderer?: AvatarRenderer;
  /** Cut out: a WebM (VP9 with alpha, which browsers play transparent) instead of an MP4 with the room. */
  removeBackground?: boolean;
}

export interface EmotionClipArgs {
  width: number;
  height: number;
  fps: number;
  seconds: number;
  wavPath: string;
  leadIn: number;
  out: string;
  /** Layout of the raw frames on stdin (default rgba). */
  pixelFormat?: AvatarPixelFormat;
  /** Keep the frames' alpha: VP9/Opus WebM (H.264 has no alpha). */
  alpha?: boolean;
}

/** ffmpeg arguments: raw frames on stdin plus the speech (delayed by the lead-in) → H.264/AAC MP4, or VP9/Opus WebM with alpha. */
export function emotionClipArgs(a: EmotionClipArgs): string[] {
  const encode = a.alpha
    ? [
        '-c:v',
        'libvpx-vp9',
        '-pix_fmt',
        'yuva420p',
        '-deadline',
        'realtime',
        '-cpu-used',
        '8',
        '-row-mt',
        '1',
        '-b:v',
        '0',
        '-crf',
        '34',
        '-c:a',
        'libopus',
        '-b:a',
        '64k',
        '-f',
        'webm',
      ]
    : ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart'];
  return [
    '-f',
    'rawvideo',
    '-pix_fmt',
    a.pixelFormat ?? 'rgba',
    '-s',
    `${a.width}x${a.height}`,
    '-r',
    String(a.fps),
    '-i',
    'pipe:0',
    '-i',
    a.wavPath,
    '-filter_complex',
    `[1:a]adelay=${Math.round(a.leadIn * 1000)}:all=1,apad[a]`,
    '-map',
    '0:v',
    '-map',
    '[a]',
    '-t',
    String(a.seconds),
    ...encode,
    a.out,
  ];
}

const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);

/** A short clip of the look talking with the emotion (a neutral line in its suggested voice): MP4, or WebM cut out. */
export async function renderEmotionClip(lookId: string, emotion: string, outMp4: string, opts: EmotionClipOptions = {}): Promise<void> {
  const look = lookOrThrow(lookId);
  const seconds = opts.seconds ?? 3;
  const fps = opts.fps ?? 25;
  const width = even(opts.width ?? 360);
  const height = even((width * 4) / 3);
  const leadIn = 0.25;
  const engine = opts.speech ?? new EspeakEngine();
  const voice = look.voice.replace(/^[a-z]+:/, '');
  const dir = await mkdtemp(join(tmpdir(), 'framecast-avatar-preview-'));
  try {
    const wavPath = join(dir, 'line.wav');
    const spoken = await engine.synthesize({ text: opts.text ?? PREVIEW_LINE, voice, speed: 1.05 }, wavPath);
    const renderer = opts.renderer ?? new LocalAvatarRenderer({ cacheBytes: 64 * 1024 * 1024, recycleFrames: true });
    const clip = await renderer.clip({
      avatar: look.id,
      emotion,
      width,
      height,
      fps,
      frames: Math.round(seconds * fps),
      leadIn,
      speech: { ...spoken, wavPath },
      removeBackground: opts.removeBackground ?? false,
    });
    if (clip.kind !== 'frames') throw new Error('Emotion previews need a renderer that gives frames');
    await runFfmpeg({
      args: emotionClipArgs({ width, height, fps, seconds, wavPath, leadIn, out: outMp4, pixelFormat: clip.pixelFormat, alpha: opts.removeBackground }),
      inputs: { 0: clip.frames },
      timeoutMs: 120_000,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
