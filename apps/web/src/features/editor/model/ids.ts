import type { TimelineDoc } from '@framecast/timeline';

/** Every id the document uses (scenes, layers, script lines): a new one must not repeat any. */
function usedIds(doc: TimelineDoc): Set<string> {
  const ids = new Set<string>();
  for (const s of doc.scenes) {
    ids.add(s.id);
    for (const l of s.layers) ids.add(l.id);
    for (const g of s.script) ids.add(g.id);
  }
  return ids;
}

/** A fresh id with `prefix` the schema accepts (letters, digits, - and _) and the document does not use. */
export function newId(doc: TimelineDoc, prefix: string): string {
  const used = usedIds(doc);
  for (;;) {
    const id = `${prefix}_${Math.random().toString(36).slice(2, 10)}`;
    if (!used.has(id)) return id;
  }
}
