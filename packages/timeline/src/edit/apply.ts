import { type Draft, produce } from 'immer';
import type { TimelineDoc } from '../schema.js';

/** The document as an operation sees it inside an immer recipe: changed in place, copied on write by immer. */
export type DocDraft = Draft<TimelineDoc>;

/** An operation of this folder: changes the draft, may return what it made (a new id). */
export type DocOp<A extends unknown[], R = unknown> = (draft: DocDraft, ...args: A) => R;

/**
 * Runs one operation outside the editor's history: a new document sharing every untouched part with
 * `doc`. An operation's return value (a new id) is dropped here, since immer would read it as a replacement document.
 */
export function applyOp<A extends unknown[]>(doc: TimelineDoc, op: DocOp<A>, ...args: A): TimelineDoc {
  return produce(doc, (draft) => {
    op(draft, ...args);
  });
}
