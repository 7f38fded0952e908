import { TimelineError } from '../errors.js';
import type { TimelineDoc } from '../schema.js';
import type { SceneTiming } from '../timings.js';

/** `t` moved to the nearest candidate at most `thresholdSeconds` away, else `t` itself. */
export function snapTime(t: number, candidates: readonly number[], thresholdSeconds: number): number {
  let best = t;
  let distance = Number.POSITIVE_INFINITY;
  for (const c of candidates) {
    const d = Math.abs(c - t);
    if (d <= thresholdSeconds && d < distance) {
      best = c;
      distance = d;
    }
  }
  return best;
}

export interface SnapOptions {
  /** The layer being dragged: its own edges are not somewhere to snap to. */
  except?: { sceneId: string; layerId: string };
}

/**
 * Where a drag on the timeline may snap, in document seconds, ascending and once each: every scene's start
 * and end, every layer's start and end (a layer without bounds spans its scene; an end past the scene's is
 * cut there), and the playhead. `timings` is sceneTimings of this document.
 */
export function snapCandidates(doc: Pick<TimelineDoc, 'scenes'>, timings: readonly SceneTiming[], playhead?: number, opts: SnapOptions = {}): number[] {
  const bySceneId = new Map(timings.map((t) => [t.sceneId, t]));
  const times = new Set<number>();
  if (playhead !== undefined) times.add(playhead);
  doc.scenes.forEach((scene, i) => {
    const timing = bySceneId.get(scene.id);
    if (!timing) throw new TimelineError([{ path: `scenes[${i}]`, message: `No timing for scene "${scene.id}": the timings are of another document` }]);
    times.add(timing.start).add(timing.end);
    for (const layer of scene.layers) {
      if (opts.except?.sceneId === scene.id && opts.except.layerId === layer.id) continue;
      times.add(Math.min(timing.start + (layer.start ?? 0), timing.end)).add(Math.min(timing.start + (layer.end ?? Number.POSITIVE_INFINITY), timing.end));
    }
  });
  return [...times].sort((a, b) => a - b);
}
