import { type DocDraft, MIN_LAYER_SECONDS, moveLayerInTime, snapTime, trimLayer } from '@framecast/timeline';

/** What a press on a layer block grabs: the block (move it in time) or one of its edges (trim). */
export type DragEdge = 'move' | 'start' | 'end';

export interface DragInput {
  edge: DragEdge;
  /** The layer's span when the drag began, in seconds from its scene's start. */
  origin: { start: number; end: number };
  /** How far the pointer has moved, in seconds. */
  delta: number;
  /** Where the scene starts in the video, and how long it is. */
  sceneStart: number;
  sceneDuration: number;
  /** snapCandidates of the document without this layer, in video seconds. */
  candidates: readonly number[];
  /** How near (seconds) a candidate pulls an edge. */
  threshold: number;
}

export interface DragResult {
  /** The layer's new span, in seconds from its scene's start. */
  start: number;
  end: number;
  /** The video time an edge snapped to, for the snap line; null when none did. */
  snap: number | null;
}

const ms = (s: number) => Math.round(s * 1000) / 1000;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** An edge `t` (scene time) pulled to a candidate, with the video time it snapped to. */
function snapped(t: number, input: DragInput): { t: number; snap: number | null } {
  const video = input.sceneStart + t;
  const to = snapTime(video, input.candidates, input.threshold);
  return to === video ? { t, snap: null } : { t: to - input.sceneStart, snap: to };
}

/**
 * Where a drag puts the layer: moved (its length kept, both edges may snap, the nearer wins) or one edge
 * trimmed (never shorter than MIN_LAYER_SECONDS), always inside the scene. Pure, so the pointer handlers
 * only measure and the rules are tested here.
 */
export function dragSpan(input: DragInput): DragResult {
  const { edge, origin, delta, sceneDuration: dur } = input;
  if (edge === 'move') {
    const length = Math.min(origin.end - origin.start, dur);
    const raw = clamp(origin.start + delta, 0, dur - length);
    const byStart = snapped(raw, input);
    const byEnd = snapped(raw + length, input);
    const pull = [
      byStart.snap === null ? null : { start: byStart.t, snap: byStart.snap, by: Math.abs(byStart.t - raw) },
      byEnd.snap === null ? null : { start: byEnd.t - length, snap: byEnd.snap, by: Math.abs(byEnd.t - raw - length) },
    ]
      .filter((p) => p !== null && p.start >= -1e-9 && p.start + length <= dur + 1e-9)
      .sort((a, b) => a!.by - b!.by)[0];
    const start = ms(clamp(pull ? pull.start : raw, 0, dur - length));
    return { start, end: ms(start + length), snap: pull?.snap ?? null };
  }
  if (edge === 'start') {
    const hi = origin.end - MIN_LAYER_SECONDS;
    const s = snapped(clamp(origin.start + delta, 0, hi), input);
    const ok = s.t >= 0 && s.t <= hi;
    return { start: ms(ok ? s.t : clamp(origin.start + delta, 0, hi)), end: origin.end, snap: ok ? s.snap : null };
  }
  const lo = origin.start + MIN_LAYER_SECONDS;
  const e = snapped(clamp(origin.end + delta, lo, dur), input);
  const ok = e.t >= lo && e.t <= dur;
  return { start: origin.start, end: ms(ok ? e.t : clamp(origin.end + delta, lo, dur)), snap: ok ? e.snap : null };
}

/** The document change a drag makes: one op, so the gesture's merged steps undo as one. */
export function dragRecipe(edge: DragEdge, sceneId: string, layerId: string, span: Pick<DragResult, 'start' | 'end'>, sceneDuration: number) {
  return (d: DocDraft) =>
    edge === 'move'
      ? moveLayerInTime(d, sceneId, layerId, span.start, sceneDuration)
      : trimLayer(d, sceneId, layerId, edge === 'start' ? { start: span.start } : { end: span.end }, sceneDuration);
}

/** The index a scene dragged to video time `t` takes: the place of the scene under the pointer. */
export function sceneDropIndex(timings: readonly { start: number; end: number }[], t: number): number {
  const i = timings.findIndex((x) => t < x.end);
  return i < 0 ? timings.length - 1 : i;
}
