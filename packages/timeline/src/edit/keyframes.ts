import { current, isDraft } from 'immer';
import { parseOrThrow, TimelineError } from '../errors.js';
import { layerStateAt } from '../keyframes.js';
import { type Keyframe, Keyframes } from '../schema.js';
import type { DocDraft } from './apply.js';
import { findLayer } from './select.js';

/** Fields of one keyframe to change; `undefined` clears one (it then holds the previous keyframe's value). */
export type KeyframePatch = Partial<Omit<Keyframe, 't'>> & { t?: number };

/** Keyframe times are kept to the millisecond, like layer times, so two clicks at one place make one keyframe. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

function keyframeAt(list: readonly Keyframe[] | undefined, index: number, path: string): Keyframe {
  const key = list?.[index];
  if (!Number.isInteger(index) || !key) throw new TimelineError([{ path: `${path}.keyframes`, message: `No keyframe ${index} on this layer` }]);
  return key;
}

/**
 * Puts a keyframe `t` seconds after the layer starts, in time order, holding `values` or else the layer's
 * state there (so adding one changes nothing on screen until it is edited). One already at `t` is
 * replaced. Returns the keyframe's index.
 */
export function addKeyframe(draft: DocDraft, sceneId: string, layerId: string, t: number, values: Omit<KeyframePatch, 't'> = {}): number {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  const now = isDraft(layer) ? current(layer) : layer;
  const at = ms(t);
  const state = layerStateAt(now, at);
  const round = (n: number) => Math.round(n * 10000) / 10000;
  const key: Keyframe = { t: at, x: round(state.x), y: round(state.y), scale: round(state.scale), opacity: round(state.opacity), ...values };
  const rest = (now.keyframes ?? []).filter((k) => k.t !== at);
  const index = rest.filter((k) => k.t < at).length;
  const list = [...rest.slice(0, index), key, ...rest.slice(index)];
  layer.keyframes = parseOrThrow(Keyframes, list, `${path}.keyframes`);
  return index;
}

/** Changes one keyframe; a new `t` must keep the keyframes in time order. */
export function updateKeyframe(draft: DocDraft, sceneId: string, layerId: string, index: number, patch: KeyframePatch): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  const now = isDraft(layer) ? current(layer) : layer;
  const key = { ...keyframeAt(now.keyframes, index, path), ...patch };
  if (patch.t !== undefined) key.t = ms(patch.t);
  for (const name of Object.keys(key) as (keyof Keyframe)[]) if (key[name] === undefined) delete key[name];
  const list = now.keyframes!.map((k, i) => (i === index ? key : k));
  const parsed = parseOrThrow(Keyframes, list, `${path}.keyframes`);
  // Only the one keyframe is written, so typing in one box is one small patch per key.
  layer.keyframes![index] = parsed[index]!;
}

/** Removes one keyframe; a layer left with none has no `keyframes` (it stays as its own fields say). */
export function removeKeyframe(draft: DocDraft, sceneId: string, layerId: string, index: number): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  keyframeAt(layer.keyframes, index, path);
  if (layer.keyframes!.length === 1) delete layer.keyframes;
  else layer.keyframes!.splice(index, 1);
}
