import { canRedo, canUndo, type DocDraft, edit, type History, redo, type TimelineDoc, TimelineError, undo } from '@framecast/timeline';
import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { toastError } from '../../../shared/ui/toast';

/** A change to a draft of the document: one of the timeline's operations, or a field written in place. */
export type EditRecipe = (draft: DocDraft) => unknown;

/**
 * One open editor: the document with its undo history, and what the user is pointing at. Every change
 * goes through `change` (a labelled document edit, one undo step; typing in one box with one
 * `mergeKey` is one step), so undo, autosave and the preview all see the same document.
 */
export interface EditorState {
  history: History;
  /** The scene shown on the stage and in the scene panels. */
  sceneId: string;
  /** The layer selected on the stage or the timeline, if any. */
  layerId: string | null;
  change: (label: string, recipe: EditRecipe, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  selectScene: (id: string) => void;
  selectLayer: (id: string | null) => void;
  /** Starts over from another document (the server's, after a conflict): no undo across it. */
  reset: (doc: TimelineDoc) => void;
}

const fresh = (doc: TimelineDoc): History => ({ doc, past: [], future: [] });

/** A selection that still names something: a deleted scene or layer is let go. */
function keepSelection(s: Pick<EditorState, 'sceneId' | 'layerId'>, doc: TimelineDoc) {
  const scene = doc.scenes.find((x) => x.id === s.sceneId) ?? doc.scenes[0]!;
  const layerId = s.layerId && scene.layers.some((l) => l.id === s.layerId) ? s.layerId : null;
  return { sceneId: scene.id, layerId };
}

export function createEditorStore(doc: TimelineDoc): StoreApi<EditorState> {
  return createStore<EditorState>((set, get) => ({
    history: fresh(doc),
    sceneId: doc.scenes[0]!.id,
    layerId: null,
    change: (label, recipe, mergeKey) => {
      let history: History;
      try {
        history = edit(get().history, label, recipe, mergeKey ? { mergeKey } : undefined);
      } catch (error) {
        // An operation refused (a limit, a value out of range): nothing changed, and the user is told why.
        if (!(error instanceof TimelineError)) throw error;
        toastError(error.issues[0]?.message ?? error.message);
        return;
      }
      set({ history, ...keepSelection(get(), history.doc) });
    },
    undo: () => {
      if (!canUndo(get().history)) return;
      const history = undo(get().history);
      set({ history, ...keepSelection(get(), history.doc) });
    },
    redo: () => {
      if (!canRedo(get().history)) return;
      const history = redo(get().history);
      set({ history, ...keepSelection(get(), history.doc) });
    },
    selectScene: (id) => set({ sceneId: id, layerId: null }),
    selectLayer: (id) => set({ layerId: id }),
    reset: (next) => set({ history: fresh(next), ...keepSelection(get(), next) }),
  }));
}

export const EditorStoreContext = createContext<StoreApi<EditorState> | null>(null);

/** A slice of the open editor's state; re-renders only when the slice changes. */
export function useEditor<T>(pick: (s: EditorState) => T): T {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditor outside an editor');
  return useStore(store, pick);
}

export const useEditorDoc = () => useEditor((s) => s.history.doc);
export const useEditorApi = (): StoreApi<EditorState> => {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorApi outside an editor');
  return store;
};
