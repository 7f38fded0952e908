import { current, isDraft } from 'immer';
import type { TimelineDoc } from '../schema.js';

/** What each kind of fresh id starts with, so an id read in a log or a bug report says what it names. */
export const ID_PREFIXES = { scene: 's_', layer: 'l_', segment: 'g_' } as const;
export type IdKind = keyof typeof ID_PREFIXES;

const ID_CHARS = 8;

/** Every scene, layer and segment id of the document. */
export function idsInDoc(doc: Pick<TimelineDoc, 'scenes'>): Set<string> {
  const ids = new Set<string>();
  for (const scene of doc.scenes) {
    ids.add(scene.id);
    for (const layer of scene.layers) ids.add(layer.id);
    for (const segment of scene.script) ids.add(segment.id);
  }
  return ids;
}

/**
 * A source of fresh ids for one operation: each satisfies the schema's Id rule and differs from every id
 * of the document and every id it handed out before. Layer ids need only be unique within their scene,
 * but one rule for all three kinds lets a pasted or moved layer never collide.
 */
export function idMaker(doc: Pick<TimelineDoc, 'scenes'>, random: () => number = Math.random): (kind: IdKind) => string {
  // A draft's current state is read as plain objects: walking the draft itself would make a proxy of every part.
  const taken = idsInDoc(isDraft(doc) ? current(doc) : doc);
  return (kind) => {
    for (;;) {
      let id = ID_PREFIXES[kind];
      for (let i = 0; i < ID_CHARS; i++) id += Math.floor(random() * 36).toString(36);
      if (!taken.has(id)) {
        taken.add(id);
        return id;
      }
    }
  };
}
