import { current, isDraft } from 'immer';
import type { z } from 'zod';
import { parseOrThrow, TimelineError } from '../errors.js';
import { Layer } from '../schema.js';
import type { DocDraft } from './apply.js';
import { copyLayer } from './copy.js';
import { idMaker } from './ids.js';
import { checkRoom, MAX_LAYERS } from './limits.js';
import { checkIndex, findLayer, findScene } from './select.js';

/** The shortest a layer may be on screen after a trim or a split: below this it cannot be grabbed. */
export const MIN_LAYER_SECONDS = 0.1;
/** How far a duplicate sits from its original, as a fraction of the frame, so both can be seen. */
export const DUPLICATE_OFFSET = 0.02;

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** A layer as a caller writes it (defaults optional); its id is always made fresh. */
export type NewLayer = DistributiveOmit<z.input<typeof Layer>, 'id'>;
/** Fields to change; `undefined` clears an optional field (or restores a default). Id and type are fixed. */
export type LayerPatch = Partial<DistributiveOmit<z.input<typeof Layer>, 'id' | 'type'>>;

/** Times are kept to the millisecond so drags and sums do not leave 2.9999999 in the document. */
const ms = (seconds: number) => Math.round(seconds * 1000) / 1000;

function checkSeconds(value: number, path: string): number {
  if (!Number.isFinite(value) || value < 0) throw new TimelineError([{ path, message: `Must be a time in seconds, not ${value}` }]);
  return value;
}

/** The rule the schema cannot state: a layer ends after it starts (validateTimeline's layer-timing). */
function checkSpan(layer: Pick<Layer, 'start' | 'end'>, path: string): void {
  if (layer.end !== undefined && layer.end <= (layer.start ?? 0))
    throw new TimelineError([{ path: `${path}.end`, message: 'A layer must end after it starts' }]);
}

/** Adds a layer on top of the scene's others (or at `index` in the z-order, 0 = bottom). Returns its new id. */
export function addLayer(draft: DocDraft, sceneId: string, layer: NewLayer, index?: number): string {
  const { scene, path } = findScene(draft, sceneId);
  checkRoom(scene.layers.length, 1, MAX_LAYERS, `${path}.layers`, 'layers in a scene');
  const at = index === undefined ? scene.layers.length : checkIndex(index, scene.layers.length, 'index');
  const id = idMaker(draft)('layer');
  const where = `${path}.layers[${at}]`;
  const parsed = parseOrThrow(Layer, { ...layer, id }, where);
  checkSpan(parsed, where);
  // Spread first: fields a newer schema adds (and this one strips) are kept.
  scene.layers.splice(at, 0, { ...layer, ...parsed } as Layer);
  return id;
}

/**
 * Changes some of a layer's fields, validated as a whole layer. Only the patched fields are written, so
 * the history's diff names just them (and typing in a text layer is one small patch per key).
 */
export function updateLayer(draft: DocDraft, sceneId: string, layerId: string, patch: LayerPatch): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  for (const fixed of ['id', 'type'] as const) {
    if (fixed in patch) throw new TimelineError([{ path: `${path}.${fixed}`, message: `A layer's ${fixed} cannot change` }]);
  }
  const now = isDraft(layer) ? current(layer) : layer;
  const parsed = parseOrThrow(Layer, { ...now, ...patch }, path) as Record<string, unknown>;
  checkSpan(parsed, path);
  const target = layer as Record<string, unknown>;
  for (const key of Object.keys(patch)) {
    if (parsed[key] === undefined) delete target[key];
    else target[key] = parsed[key];
  }
}

/** Removes a layer; lines it spoke fall back to the scene's first avatar, as an absent speaker means. */
export function removeLayer(draft: DocDraft, sceneId: string, layerId: string): void {
  const { scene, layerIndex } = findLayer(draft, sceneId, layerId);
  scene.layers.splice(layerIndex, 1);
  for (const segment of scene.script) if (segment.speaker === layerId) delete segment.speaker;
}

/** Inserts a copy just above the layer, moved a little right and down (left or up at the frame's edge). Returns its id. */
export function duplicateLayer(draft: DocDraft, sceneId: string, layerId: string): string {
  const { scene, sceneIndex, layer, layerIndex } = findLayer(draft, sceneId, layerId);
  checkRoom(scene.layers.length, 1, MAX_LAYERS, `scenes[${sceneIndex}].layers`, 'layers in a scene');
  const copy = copyLayer(layer, idMaker(draft));
  const offset = (v: number) => ms(v + DUPLICATE_OFFSET <= 1 ? v + DUPLICATE_OFFSET : v - DUPLICATE_OFFSET);
  copy.x = offset(copy.x);
  copy.y = offset(copy.y);
  scene.layers.splice(layerIndex + 1, 0, copy as (typeof scene.layers)[number]);
  return copy.id;
}

/** Moves a layer in the scene's z-order so that it ends up at `toIndex` (0 = bottom). */
export function reorderLayer(draft: DocDraft, sceneId: string, layerId: string, toIndex: number): void {
  const { scene, layerIndex } = findLayer(draft, sceneId, layerId);
  checkIndex(toIndex, scene.layers.length - 1, 'toIndex');
  if (toIndex === layerIndex) return;
  const [layer] = scene.layers.splice(layerIndex, 1);
  scene.layers.splice(toIndex, 0, layer);
}

/**
 * Moves a layer in time to start at `newStart`, keeping its length, clamped so it stays inside the
 * scene's [0, sceneDuration]. A layer with no bounds that does not move keeps none (it follows the scene).
 */
export function moveLayerInTime(draft: DocDraft, sceneId: string, layerId: string, newStart: number, sceneDuration: number): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  checkSeconds(newStart, 'newStart');
  checkSeconds(sceneDuration, 'sceneDuration');
  const start = layer.start ?? 0;
  const length = Math.min((layer.end ?? sceneDuration) - start, sceneDuration);
  const at = ms(Math.min(Math.max(newStart, 0), sceneDuration - length));
  if (layer.start === undefined && layer.end === undefined && at === 0) return;
  if (!(length > 0)) throw new TimelineError([{ path: `${path}.end`, message: 'A layer must end after it starts' }]);
  layer.start = at;
  layer.end = ms(at + length);
}

/**
 * Moves one or both edges of a layer, clamped into [0, sceneDuration]; refuses a layer shorter than
 * MIN_LAYER_SECONDS (the editor stops a drag there before calling). Only the given edges are written.
 */
export function trimLayer(draft: DocDraft, sceneId: string, layerId: string, edges: { start?: number; end?: number }, sceneDuration: number): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  checkSeconds(sceneDuration, 'sceneDuration');
  const clamp = (t: number, name: string) => ms(Math.min(checkSeconds(t, name), sceneDuration));
  const start = edges.start === undefined ? (layer.start ?? 0) : clamp(edges.start, 'start');
  const end = edges.end === undefined ? Math.min(layer.end ?? sceneDuration, sceneDuration) : clamp(edges.end, 'end');
  if (end - start < MIN_LAYER_SECONDS - 1e-9) {
    throw new TimelineError([{ path: `${path}.${edges.end === undefined ? 'start' : 'end'}`, message: `A layer lasts at least ${MIN_LAYER_SECONDS} s` }]);
  }
  if (edges.start !== undefined) layer.start = start;
  if (edges.end !== undefined) layer.end = end;
}

/**
 * Cuts a layer in two at `atSeconds` (scene time): the first part keeps the id, the second, just above
 * it, is the same content under a new id. A layer without bounds spans [0, sceneDuration]; each part
 * lasts at least MIN_LAYER_SECONDS. Returns the second part's id.
 */
export function splitLayer(draft: DocDraft, sceneId: string, layerId: string, atSeconds: number, sceneDuration: number): string {
  const { scene, sceneIndex, layer, layerIndex, path } = findLayer(draft, sceneId, layerId);
  checkSeconds(atSeconds, 'atSeconds');
  checkSeconds(sceneDuration, 'sceneDuration');
  checkRoom(scene.layers.length, 1, MAX_LAYERS, `scenes[${sceneIndex}].layers`, 'layers in a scene');
  const at = ms(atSeconds);
  const start = layer.start ?? 0;
  const end = layer.end ?? sceneDuration;
  if (at - start < MIN_LAYER_SECONDS - 1e-9 || end - at < MIN_LAYER_SECONDS - 1e-9) {
    throw new TimelineError([{ path, message: `A layer splits at least ${MIN_LAYER_SECONDS} s inside its time on screen (${start}–${end} s)` }]);
  }
  const second = copyLayer(layer, idMaker(draft));
  second.start = at;
  layer.end = at;
  scene.layers.splice(layerIndex + 1, 0, second as (typeof scene.layers)[number]);
  return second.id;
}
