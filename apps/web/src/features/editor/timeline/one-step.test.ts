import { MERGE_WINDOW_MS, TIMELINE_VERSION, TimelineDoc, updateLayer } from '@framecast/timeline';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEditorStore } from '../model/editor-store';
import { dragRecipe } from './drag';
import { collapseGesture, gestureMark } from './one-step';

const doc = () =>
  TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: [{ id: 'a', duration: 8, layers: [{ id: 't', type: 'text', text: 'Hi', start: 0, end: 2 }] }],
  });

afterEach(() => vi.useRealTimers());

describe('collapseGesture', () => {
  it('makes a drag with a long pause one undo step, after what came before', () => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
    const store = createEditorStore(doc());
    store.getState().change('Before', (d) => updateLayer(d, 'a', 't', { x: 0.2 }));
    const before = store.getState().history.doc;
    const mark = gestureMark(store.getState());
    const move = (start: number) => dragRecipe('move', 'a', 't', { start, end: start + 2 }, 8);
    store.getState().change('Move', move(1), 'drag:t:1');
    vi.setSystemTime(MERGE_WINDOW_MS * 3);
    store.getState().change('Move', move(2), 'drag:t:1');
    store.getState().change('Move', move(3), 'drag:t:1');
    expect(store.getState().history.past).toHaveLength(3);

    collapseGesture(store, mark, 'Move', move(3), 'drag:t:1');
    expect(store.getState().history.past).toHaveLength(2);
    expect(store.getState().history.doc.scenes[0]!.layers[0]).toMatchObject({ start: 3, end: 5, x: 0.2 });
    store.getState().undo();
    expect(store.getState().history.doc).toEqual(before);
  });

  it('leaves a gesture that is one step already, and one from an empty history', () => {
    const store = createEditorStore(doc());
    const mark = gestureMark(store.getState());
    expect(mark).toBeNull();
    const recipe = dragRecipe('end', 'a', 't', { start: 0, end: 4 }, 8);
    store.getState().change('Trim', recipe, 'drag:t:2');
    const history = store.getState().history;
    collapseGesture(store, mark, 'Trim', recipe, 'drag:t:2');
    expect(store.getState().history).toBe(history);
  });
});
