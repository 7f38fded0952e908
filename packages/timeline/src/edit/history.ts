import { enablePatches, type Patch, produceWithPatches } from 'immer';
import type { TimelineDoc } from '../schema.js';
import type { DocDraft } from './apply.js';
import { applyDocPatches } from './patches.js';

enablePatches();

/** Steps kept for undo; older ones are dropped. */
export const HISTORY_DEPTH = 500;
/** Edits with the same merge key closer together than this are one step (a burst of typing). */
export const MERGE_WINDOW_MS = 1000;

/** One undoable change: immer's patches to redo it and their inverse to undo it. */
export interface Step {
  label: string;
  /** When the step's last edit was made (ms since the epoch). */
  at: number;
  patches: Patch[];
  inverse: Patch[];
  mergeKey?: string;
}

/** The editor's document and the steps around it. A value: every function returns a new one. */
export interface History {
  readonly doc: TimelineDoc;
  /** Oldest first; the last is what undo reverts. */
  readonly past: readonly Step[];
  /** Next first: what redo re-applies. */
  readonly future: readonly Step[];
}

export interface EditOptions {
  /** Edits sharing a key (e.g. `text:<layerId>`) within MERGE_WINDOW_MS of each other undo as one. */
  mergeKey?: string;
  /** The edit's time in ms; Date.now() when absent (tests pass their own). */
  now?: number;
}

export function createHistory(doc: TimelineDoc): History {
  return { doc, past: [], future: [] };
}

export const canUndo = (h: History) => h.past.length > 0;
export const canRedo = (h: History) => h.future.length > 0;

const samePath = (a: Patch, b: Patch) => a.path.length === b.path.length && a.path.every((key, i) => key === b.path[i]);
const isOneReplace = (patches: readonly Patch[]) => patches.length === 1 && patches[0].op === 'replace';

/**
 * One step made of `last` then `next`. Successive writes of one field (each keystroke's new text) keep
 * only the newest value and the oldest undo, so a long burst stays two patches; anything else is chained.
 */
function merge(last: Step, next: Step): Step {
  const oneField =
    isOneReplace(last.patches) &&
    isOneReplace(next.patches) &&
    isOneReplace(last.inverse) &&
    isOneReplace(next.inverse) &&
    samePath(last.patches[0], next.patches[0]);
  return {
    ...last,
    label: next.label,
    at: next.at,
    patches: oneField ? next.patches : [...last.patches, ...next.patches],
    inverse: oneField ? last.inverse : [...next.inverse, ...last.inverse],
  };
}

/**
 * Applies `recipe` to the document (an operation of this folder, or several in one step) and records it.
 * What the recipe returns is ignored, so `(d) => addLayer(d, …)` is fine. An edit that changes nothing
 * records nothing. A new edit clears what could be redone.
 */
export function edit(h: History, label: string, recipe: (draft: DocDraft) => unknown, opts: EditOptions = {}): History {
  const [doc, patches, inverse] = produceWithPatches(h.doc, (draft) => {
    recipe(draft);
  });
  if (patches.length === 0) return h;
  const step: Step = { label, at: opts.now ?? Date.now(), patches, inverse, ...(opts.mergeKey === undefined ? {} : { mergeKey: opts.mergeKey }) };
  const last = h.past.at(-1);
  const merges =
    last !== undefined && h.future.length === 0 && opts.mergeKey !== undefined && last.mergeKey === opts.mergeKey && step.at - last.at <= MERGE_WINDOW_MS;
  const past = merges ? [...h.past.slice(0, -1), merge(last, step)] : [...h.past, step];
  return { doc, past: past.length > HISTORY_DEPTH ? past.slice(past.length - HISTORY_DEPTH) : past, future: [] };
}

/** Reverts the last step; the same history when there is none. */
export function undo(h: History): History {
  const step = h.past.at(-1);
  if (!step) return h;
  return { doc: applyDocPatches(h.doc, step.inverse), past: h.past.slice(0, -1), future: [step, ...h.future] };
}

/** Re-applies the last undone step; the same history when there is none. */
export function redo(h: History): History {
  const [step, ...future] = h.future;
  if (!step) return h;
  return { doc: applyDocPatches(h.doc, step.patches), past: [...h.past, step], future };
}
