import { MIN_LAYER_SECONDS, type SceneTiming, type TimelineDoc } from '@framecast/timeline';
import { layerSpan } from './geometry';

/** What "split at the playhead" cuts: the selected layer, else the scene between two of its lines. */
export type SplitTarget =
  | { kind: 'layer'; sceneId: string; layerId: string; at: number; sceneDuration: number }
  | { kind: 'scene'; sceneId: string; atSegmentIndex: number };

/**
 * The split the playhead at `time` (video seconds) asks for, or null when there is nothing to cut
 * there: the layer must show at least MIN_LAYER_SECONDS on each side; a scene splits at the line
 * boundary nearest the playhead.
 */
export function splitTarget(doc: TimelineDoc, timings: readonly SceneTiming[], sceneId: string, layerId: string | null, time: number): SplitTarget | null {
  const index = doc.scenes.findIndex((s) => s.id === sceneId);
  const scene = doc.scenes[index];
  const timing = timings[index];
  if (!scene || !timing) return null;
  const sceneDuration = timing.end - timing.start;
  const at = time - timing.start;
  if (layerId) {
    const layer = scene.layers.find((l) => l.id === layerId);
    if (!layer) return null;
    const span = layerSpan(layer, sceneDuration);
    const room = MIN_LAYER_SECONDS - 1e-9;
    return at - span.start >= room && span.end - at >= room ? { kind: 'layer', sceneId, layerId, at, sceneDuration } : null;
  }
  if (time < timing.start || time > timing.end) return null;
  let best: { i: number; d: number } | null = null;
  for (let i = 1; i < timing.segments.length; i++) {
    const d = Math.abs(timing.segments[i]!.start - time);
    if (!best || d < best.d) best = { i, d };
  }
  return best ? { kind: 'scene', sceneId, atSegmentIndex: best.i } : null;
}
