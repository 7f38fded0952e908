import type { Step } from '@framecast/timeline';
import type { StoreApi } from 'zustand';
import type { EditorState, EditRecipe } from '../model/editor-store';

/** The history's newest step when a gesture starts: where `collapseGesture` counts back to. */
export const gestureMark = (s: EditorState): Step | null => s.history.past.at(-1) ?? null;

/**
 * Makes a gesture one undo step even when the user held still mid-drag for longer than the history's
 * merge window (which starts a new step under the same key): its steps are undone and its final edit,
 * which names absolute times, made again as one. Steps the history's depth has dropped are left alone.
 */
export function collapseGesture(store: StoreApi<EditorState>, mark: Step | null, label: string, recipe: EditRecipe, mergeKey: string): void {
  const past = store.getState().history.past;
  const from = mark ? past.lastIndexOf(mark) : -1;
  if (mark && from < 0) return;
  const count = past.length - 1 - from;
  if (count <= 1) return;
  for (let i = 0; i < count; i++) store.getState().undo();
  store.getState().change(label, recipe, mergeKey);
}
