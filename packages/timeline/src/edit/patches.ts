import { isDraft, type Patch, produce } from 'immer';
import { TimelineError } from '../errors.js';
import type { TimelineDoc } from '../schema.js';

type Container = Record<PropertyKey, unknown>;

/**
 * immer's applyPatches without its deep copy of every value a patch carries: undoing the removal of one
 * scene of sixty re-adds (and re-places) the scenes after it, and a copy of each would make undo cost the
 * whole document and break the sharing the editor diffs by. Sharing is safe because the history's
 * documents and the values in its patches are never mutated (immer freezes what it produces; a patch that
 * reaches inside a value placed by an earlier one copies the path down to it). Handles
 * what edit() records: objects and arrays, no Map or Set, and no whole-document patch (a recipe's return
 * value is ignored, so immer never makes one).
 */
export function applyDocPatches(doc: TimelineDoc, patches: readonly Patch[]): TimelineDoc {
  return produce(doc, (draft) => {
    for (const { op, path, value } of patches) {
      if (path.length === 0 || path.some((key) => key === '__proto__' || key === 'constructor')) {
        throw new TimelineError([{ path: path.join('/'), message: 'A history step names a path no edit makes' }]);
      }
      let parent = draft as unknown as Container;
      for (const key of path.slice(0, -1)) {
        let child = parent[key] as Container;
        // A value an earlier patch of the step put here (a merged step adds a layer, then edits it) is
        // not a draft but the patch's own value, shared: copy it, one level, to change it.
        if (!isDraft(child)) {
          child = (Array.isArray(child) ? child.slice() : { ...child }) as Container;
          parent[key] = child;
        }
        parent = child;
      }
      const key = path[path.length - 1];
      if (Array.isArray(parent) && op !== 'replace') {
        const index = key === '-' ? parent.length : Number(key);
        if (op === 'add') parent.splice(index, 0, value);
        else parent.splice(index, 1);
      } else if (op === 'remove') delete parent[key];
      else parent[key] = value;
    }
  });
}
