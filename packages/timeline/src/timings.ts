import { TimelineError } from './errors.js';
import type { TimelineDoc } from './schema.js';

export interface SegmentTiming {
  id: string;
  /** From the start of the segment's pause before … to the end of its pause after. */
  start: number;
  end: number;
  /** When the voice is heard. */
  speechStart: number;
  speechEnd: number;
}

export interface SceneTiming {
  sceneId: string;
  start: number;
  end: number;
  segments: SegmentTiming[];
}

/**
 * Lays the document out in time. All times are seconds from the start of the video. Segments of a scene
 * play one after another (pause before, speech, pause after); a scene lasts max(its duration, its
 * segments). `durations` gives each segment's speech length: measured audio for a render, estimates
 * for a preview. A segment without one is a caller's bug, so it throws rather than guessing.
 */
export function sceneTimings(doc: Pick<TimelineDoc, 'scenes'>, durations: Readonly<Record<string, number>>): SceneTiming[] {
  let sceneStart = 0;
  return doc.scenes.map((scene, sceneIndex) => {
    let cursor = sceneStart;
    const segments = scene.script.map((segment, segmentIndex) => {
      const speech = durations[segment.id];
      if (speech === undefined || !(speech >= 0)) {
        throw new TimelineError([{ path: `scenes[${sceneIndex}].script[${segmentIndex}]`, message: `No speech duration for segment "${segment.id}"` }]);
      }
      const start = cursor;
      const speechStart = start + segment.pauseBefore;
      const speechEnd = speechStart + speech;
      cursor = speechEnd + segment.pauseAfter;
      return { id: segment.id, start, end: cursor, speechStart, speechEnd };
    });
    const end = Math.max(sceneStart + (scene.duration ?? 0), cursor);
    const timing = { sceneId: scene.id, start: sceneStart, end, segments };
    sceneStart = end;
    return timing;
  });
}

/** Length of the whole video laid out by sceneTimings. */
export const totalDuration = (timings: readonly SceneTiming[]) => timings.at(-1)?.end ?? 0;
