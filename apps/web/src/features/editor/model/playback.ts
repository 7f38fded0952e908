import { type SceneTiming, type SegmentTiming, type TimelineDoc, totalDuration } from '@framecast/timeline';
import { speakable, type Take, takeKey } from './preview-speech';

/** How far below its level the music plays under speech (the render's sidechain compressor, ratio 8, in effect). */
export const DUCK_GAIN = 0.3;

export interface LineAt {
  sceneIndex: number;
  timing: SegmentTiming;
  key: string;
  /** Seconds into the line's speech. */
  offset: number;
}

/** The line whose voice is heard at `t`, if any. */
export function lineAt(doc: Pick<TimelineDoc, 'scenes'>, timings: readonly SceneTiming[], t: number): LineAt | null {
  for (const [sceneIndex, scene] of timings.entries()) {
    if (t < scene.start || t >= scene.end) continue;
    for (const [i, timing] of scene.segments.entries()) {
      if (t >= timing.speechStart && t < timing.speechEnd) {
        const seg = doc.scenes[sceneIndex]!.script[i]!;
        return { sceneIndex, timing, key: takeKey(seg), offset: t - timing.speechStart };
      }
    }
    return null;
  }
  return null;
}

/**
 * Where playing from `from` to `to` must stop and wait: the start of the first line in between whose
 * voice the server has not made yet. Lines that failed are passed (their trouble is shown), lines with
 * nothing to say are silent by design. Null: play on.
 */
export function voiceHold(
  doc: Pick<TimelineDoc, 'scenes'>,
  timings: readonly SceneTiming[],
  takes: Readonly<Record<string, Take>>,
  from: number,
  to: number,
): number | null {
  for (const [sceneIndex, scene] of timings.entries()) {
    if (scene.end <= from || scene.start > to) continue;
    for (const [i, timing] of scene.segments.entries()) {
      if (timing.speechEnd <= from || timing.speechStart > to) continue;
      const seg = doc.scenes[sceneIndex]!.script[i]!;
      if (!speakable(seg)) continue;
      const take = takes[takeKey(seg)];
      if (take?.status === 'ready' || take?.status === 'failed') continue;
      return Math.max(from, timing.speechStart);
    }
  }
  return null;
}

/** One step of the preview's clock: where the playhead goes after `dt` seconds, and why it stopped if it did. */
export function advance(
  doc: Pick<TimelineDoc, 'scenes'>,
  timings: readonly SceneTiming[],
  takes: Readonly<Record<string, Take>>,
  time: number,
  dt: number,
): { time: number; waiting: boolean; ended: boolean } {
  const end = totalDuration(timings);
  const next = Math.min(end, time + dt);
  const hold = voiceHold(doc, timings, takes, time, next);
  if (hold !== null) return { time: hold, waiting: true, ended: false };
  return { time: next, waiting: false, ended: next >= end };
}
