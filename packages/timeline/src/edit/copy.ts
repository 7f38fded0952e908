import { current, type Draft, isDraft } from 'immer';
import type { Layer, Scene } from '../schema.js';
import type { IdKind } from './ids.js';

/**
 * A plain, deep copy of a part of the document (a draft's current state, or a value): what a copy placed
 * elsewhere in the document starts from, so it shares no object with its original.
 */
export function plainCopy<T>(value: T): T {
  return structuredClone(isDraft(value) ? current(value as Draft<T>) : value);
}

/** A copy of the layer under a new id; fields this code does not know (a newer schema's) ride along. */
export function copyLayer(layer: Layer, freshId: (kind: IdKind) => string): Layer {
  return { ...plainCopy(layer), id: freshId('layer') };
}

/**
 * A copy of the scene with new scene, layer and segment ids. A segment's speaker names a layer of its
 * scene, so it follows its layer to the layer's new id.
 */
export function copyScene(scene: Scene, freshId: (kind: IdKind) => string): Scene {
  const plain = plainCopy(scene);
  const renamed = new Map<string, string>();
  const layers = plain.layers.map((layer) => {
    const id = freshId('layer');
    renamed.set(layer.id, id);
    return { ...layer, id };
  });
  const script = plain.script.map((segment) => ({
    ...segment,
    id: freshId('segment'),
    ...(segment.speaker === undefined ? {} : { speaker: renamed.get(segment.speaker) ?? segment.speaker }),
  }));
  return { ...plain, id: freshId('scene'), layers, script };
}
