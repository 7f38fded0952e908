import {
  canRedo,
  canUndo,
  type DocDraft,
  edit,
  estimatedDurations,
  type History,
  redo,
  type SceneTiming,
  sceneTimings,
  type TimelineDoc,
  TimelineError,
  undo,
} from '@framecast/timeline';
import { createContext, useContext } from 'react';
import { createStore, type StoreApi, useStore } from 'zustand';
import { toastError } from '../../../shared/ui/toast';
import { spokenLengths, type Take } from './preview-speech';

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
  /** The playhead, in seconds from the start of the video. */
  time: number;
  /** The preview is playing (the playhead moves by itself). */
  playing: boolean;
  /** The preview speech the server has answered, by take key (model/preview-speech.ts). */
  takes: Readonly<Record<string, Take>>;
  /** Playing is held at a line whose voice the server is still making. */
  waitingForVoice: boolean;
  change: (label: string, recipe: EditRecipe, mergeKey?: string) => void;
  undo: () => void;
  redo: () => void;
  selectScene: (id: string) => void;
  selectLayer: (id: string | null) => void;
  /** Moves the playhead (clamped to the video) and shows the scene under it. */
  seek: (time: number) => void;
  setPlaying: (playing: boolean) => void;
  /** Records the server's answers about preview speech (merged into what is known). */
  setTakes: (takes: Readonly<Record<string, Take>>) => void;
  setWaitingForVoice: (waiting: boolean) => void;
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
    time: 0,
    playing: false,
    takes: {},
    waitingForVoice: false,
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
    selectScene: (id) => {
      // The playhead follows to the scene's start unless it is already inside it.
      const timing = timingsOf(get()).find((x) => x.sceneId === id);
      const time = get().time;
      const inside = timing && time >= timing.start && time < timing.end;
      set({ sceneId: id, layerId: null, ...(timing && !inside ? { time: timing.start } : {}) });
    },
    selectLayer: (id) => {
      // A layer chosen while it is not showing brings the playhead to where it shows, so it can be seen.
      const s = get();
      const index = s.history.doc.scenes.findIndex((x) => x.id === s.sceneId);
      const layer = s.history.doc.scenes[index]?.layers.find((l) => l.id === id);
      const timing = timingsOf(s)[index];
      if (!layer || !timing) return set({ layerId: id });
      const at = s.time - timing.start;
      const shows = at >= (layer.start ?? 0) && (layer.end === undefined || at < layer.end);
      set({ layerId: id, ...(shows || s.playing ? {} : { time: Math.min(timing.end, timing.start + (layer.start ?? 0)) }) });
    },
    seek: (to) => {
      const timings = timingsOf(get());
      const end = timings.at(-1)?.end ?? 0;
      const time = Math.min(Math.max(0, Number.isFinite(to) ? to : 0), end);
      const under = timings.find((x) => time < x.end) ?? timings.at(-1);
      set({ time, ...(under && under.sceneId !== get().sceneId ? { sceneId: under.sceneId, layerId: null } : {}) });
    },
    setPlaying: (playing) => set(playing ? { playing } : { playing, waitingForVoice: false }),
    setTakes: (takes) => {
      if (Object.keys(takes).length) set({ takes: { ...get().takes, ...takes } });
    },
    setWaitingForVoice: (waitingForVoice) => get().waitingForVoice !== waitingForVoice && set({ waitingForVoice }),
    reset: (next) => set({ history: fresh(next), ...keepSelection(get(), next) }),
  }));
}

// One layout in time per document and set of measured lengths: every reader shares it.
const timingCache = new WeakMap<TimelineDoc, { takes: EditorState['takes']; timings: SceneTiming[] }>();

/**
 * The document laid out in time: measured speech where the server has made it, estimates elsewhere.
 * The timeline, the preview's clock and the stage all read this one.
 */
export function timingsOf(s: Pick<EditorState, 'history' | 'takes'>): SceneTiming[] {
  const doc = s.history.doc;
  const hit = timingCache.get(doc);
  if (hit && hit.takes === s.takes) return hit.timings;
  const timings = sceneTimings(doc, { ...estimatedDurations(doc), ...spokenLengths(doc, s.takes) });
  timingCache.set(doc, { takes: s.takes, timings });
  return timings;
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

export const useTimings = () => useEditor(timingsOf);

/** The scene shown on the stage and in the scene panels, with its place in the document. */
export function useSelectedScene() {
  const doc = useEditorDoc();
  const sceneId = useEditor((s) => s.sceneId);
  const sceneIndex = Math.max(
    0,
    doc.scenes.findIndex((s) => s.id === sceneId),
  );
  return { sceneIndex, scene: doc.scenes[sceneIndex]! };
}
