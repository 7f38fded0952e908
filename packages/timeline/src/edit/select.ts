import { current, type Draft, isDraft } from 'immer';
import { TimelineError } from '../errors.js';
import type { TimelineDoc } from '../schema.js';

/*
 * The one place operations find things by id. Generic over the document so that, inside an immer recipe,
 * what comes back is the draft's own scene, layer or segment and can be changed in place. The search
 * reads the list's current state as plain values: iterating the draft would make a proxy of every item.
 */
type Doc = Pick<TimelineDoc, 'scenes'>;
type SceneOf<D extends Doc> = D['scenes'][number];
type LayerOf<D extends Doc> = SceneOf<D>['layers'][number];
type SegmentOf<D extends Doc> = SceneOf<D>['script'][number];

export interface FoundScene<D extends Doc> {
  scene: SceneOf<D>;
  sceneIndex: number;
  /** `scenes[2]`: where an issue about this scene points. */
  path: string;
}
export interface FoundLayer<D extends Doc> extends FoundScene<D> {
  layer: LayerOf<D>;
  layerIndex: number;
}
export interface FoundSegment<D extends Doc> extends FoundScene<D> {
  segment: SegmentOf<D>;
  segmentIndex: number;
}

const plain = <T>(list: readonly T[]): readonly T[] => (isDraft(list) ? (current(list as Draft<unknown>) as readonly T[]) : list);

export function findScene<D extends Doc>(doc: D, sceneId: string): FoundScene<D> {
  const sceneIndex = plain(doc.scenes).findIndex((s) => s.id === sceneId);
  if (sceneIndex < 0) throw new TimelineError([{ path: 'scenes', message: `No scene "${sceneId}" in this document` }]);
  return { scene: doc.scenes[sceneIndex], sceneIndex, path: `scenes[${sceneIndex}]` };
}

export function findLayer<D extends Doc>(doc: D, sceneId: string, layerId: string): FoundLayer<D> {
  const found = findScene(doc, sceneId);
  const layerIndex = plain(found.scene.layers).findIndex((l) => l.id === layerId);
  if (layerIndex < 0) throw new TimelineError([{ path: `${found.path}.layers`, message: `No layer "${layerId}" in scene "${sceneId}"` }]);
  return { ...found, layer: found.scene.layers[layerIndex], layerIndex, path: `${found.path}.layers[${layerIndex}]` };
}

/** Segment ids are unique in the whole document, so a segment is found without its scene. */
export function findSegment<D extends Doc>(doc: D, segmentId: string): FoundSegment<D> {
  for (const [sceneIndex, { script }] of plain(doc.scenes).entries()) {
    const segmentIndex = script.findIndex((g) => g.id === segmentId);
    if (segmentIndex < 0) continue;
    const scene = doc.scenes[sceneIndex];
    return { scene, sceneIndex, segment: scene.script[segmentIndex], segmentIndex, path: `scenes[${sceneIndex}].script[${segmentIndex}]` };
  }
  throw new TimelineError([{ path: 'scenes', message: `No segment "${segmentId}" in this document` }]);
}

/** An insertion or move target: a whole number in [0, length]; anything else is a caller's bug, refused with a path. */
export function checkIndex(index: number, length: number, path: string): number {
  if (!Number.isInteger(index) || index < 0 || index > length) {
    throw new TimelineError([{ path, message: `Position ${index} is outside 0..${length}` }]);
  }
  return index;
}
