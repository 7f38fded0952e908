import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HeadMotion } from '@framecast/timeline';
import { emotionClipArgs, PREVIEW_LINE } from '../avatar/previews.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { EspeakEngine } from '../speech/espeak.js';
import type { SpeechEngine } from '../types.js';
import { TalkingPhotoRenderer } from './renderer.js';

export interface PhotoPreviewOptions {
  motion?: HeadMotion;
  /** What it says (the preview line by default), in an espeak-ng voice. */
  text?: string;
  voice?: string;
  speech?: SpeechEngine;
  /** Clip width in pixels; the height follows the photo. */
  width?: number;
  fps?: number;
}

const even = (v: number) => Math.max(2, Math.round(v / 2) * 2);

/**
 * A short MP4 of a photo speaking a line with a head-motion preset: what a motion look shows before it
 * is used in a video. As long as the line plus half a second.
 */
export async function renderPhotoPreview(photo: string, outMp4: string, opts: PhotoPreviewOptions = {}): Promise<{ seconds: number }> {
  const renderer = new TalkingPhotoRenderer();
  const ref = 'file:preview';
  await renderer.prepare(ref, photo);
  const width = even(opts.width ?? 480);
  const height = even(width / renderer.aspect(ref));
  const fps = opts.fps ?? 25;
  const leadIn = 0.25;
  const dir = await mkdtemp(join(tmpdir(), 'framecast-photo-preview-'));
  try {
    const wavPath = join(dir, 'line.wav');
    const spoken = await (opts.speech ?? new EspeakEngine()).synthesize({ text: opts.text ?? PREVIEW_LINE, voice: opts.voice ?? 'en-us', speed: 1 }, wavPath);
    const seconds = Math.ceil((spoken.durationSec + leadIn + 0.5) * 10) / 10;
    const clip = await renderer.clip({
      avatar: ref,
      emotion: 'default',
      width,
      height,
      fps,
      frames: Math.round(seconds * fps),
      leadIn,
      speech: { ...spoken, wavPath },
      removeBackground: false,
      motion: opts.motion,
    });
    if (clip.kind !== 'frames') throw new Error('The talking-photo renderer gives frames');
    await runFfmpeg({
      args: emotionClipArgs({ width, height, fps, seconds, wavPath, leadIn, out: outMp4, pixelFormat: clip.pixelFormat }),
      inputs: { 0: clip.frames },
      timeoutMs: 300_000,
    });
    return { seconds };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
