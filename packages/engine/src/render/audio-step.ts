import path from 'node:path';
import { stepKey } from '../cache/hash.js';
import { audioMixArgs, type AudioPiece } from '../compose/audio-args.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { cachedFile, type CachedFile, type StepRunOptions } from './cached-step.js';
import type { FramePlan } from './timing.js';

export const AUDIO_VERSION = 1;

/** Speech sample rate: every engine's WAV is normalised to it, and it divides evenly into 24/25/30 fps frames. */
export const AUDIO_RATE = 24000;

export interface AudioPlan {
  /** One piece per window, each exactly the window's frames long. */
  pieces: (AudioPiece & { speechKey?: string })[];
  music?: { hash: string; path: string; volume: number; duck: boolean };
}

/**
 * Where each speech WAV sits: window by window on the same frame grid as the video (a frame is
 * rate/fps samples, a whole number at 24 kHz), the speech `leadFrames` into its window.
 */
export function planAudio(plan: FramePlan, speech: ReadonlyMap<string, { key: string; wavPath: string }>, music?: AudioPlan['music']): AudioPlan {
  const perFrame = AUDIO_RATE / plan.fps;
  if (!Number.isInteger(perFrame)) throw new Error(`${plan.fps} fps does not divide ${AUDIO_RATE} Hz`);
  const pieces = plan.windows.map((w) => {
    const take = w.segmentId ? speech.get(w.segmentId) : undefined;
    return { wavPath: take?.wavPath, speechKey: take?.key, leadSamples: w.leadFrames * perFrame, totalSamples: w.frames * perFrame };
  });
  return { pieces, music };
}

/** The cache key covers what is heard: speech takes, their places, the music and its settings. */
export const audioKey = (audio: AudioPlan) =>
  stepKey(
    'audio',
    AUDIO_VERSION,
    {
      rate: AUDIO_RATE,
      pieces: audio.pieces.map((p) => [p.speechKey ?? null, p.leadSamples, p.totalSamples]),
      music: audio.music && { ...audio.music, path: undefined },
    },
    'm4a',
  );

export async function renderAudio(opts: StepRunOptions & { audio: AudioPlan }): Promise<CachedFile> {
  const key = audioKey(opts.audio);
  const out = await cachedFile(opts.cache, key, async () => {
    // Many pieces in a row of silence collapse into one, so a long silent stretch costs one filter.
    const pieces: AudioPiece[] = [];
    for (const p of opts.audio.pieces) {
      const last = pieces.at(-1);
      if (!p.wavPath && last && !last.wavPath) last.totalSamples += p.totalSamples;
      else pieces.push({ wavPath: p.wavPath, leadSamples: p.leadSamples, totalSamples: p.totalSamples });
    }
    const output = path.join(opts.tmpDir, `audio-${key.slice(6, 18)}.m4a`);
    const totalSec = pieces.reduce((s, p) => s + p.totalSamples, 0) / AUDIO_RATE;
    await runFfmpeg({
      args: audioMixArgs({ sampleRate: AUDIO_RATE, pieces, music: opts.audio.music, output }),
      durationSec: totalSec,
      onProgress: opts.onProgress,
      signal: opts.signal,
    });
    return output;
  });
  if (out.cached) opts.onProgress?.(1);
  return out;
}
