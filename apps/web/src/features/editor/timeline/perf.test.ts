import { snapCandidates, splitLayer, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { createEditorStore, timingsOf } from '../model/editor-store';
import { dragRecipe, dragSpan } from './drag';
import { splitTarget } from './split';

const VOICE = 'espeak:en-us';

/** Sixty scenes, two hundred layers: the size the timeline must stay quick on. */
function bigDoc(): TimelineDoc {
  return TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: Array.from({ length: 60 }, (_, i) => ({
      id: `s${i}`,
      script: [{ id: `g${i}`, text: `This is sentence number ${i + 1} of a long video about many things.`, voice: VOICE }],
      layers: [
        { id: `a${i}`, type: 'avatar', avatar: 'anna/office' },
        { id: `i${i}`, type: 'image', src: 'asset:pic', start: 0.5, end: 2 },
        { id: `t${i}`, type: 'text', text: `Title ${i + 1}` },
        ...(i % 3 ? [] : [{ id: `b${i}`, type: 'shape', shape: 'rect', fill: '#ff0000' }]),
      ],
    })),
  });
}

const timed = (run: () => void) => {
  const t0 = performance.now();
  run();
  return performance.now() - t0;
};

describe('the timeline on a big document', () => {
  it('splits, drags (sixty merged moves) and undoes each within 50 ms', () => {
    const doc = bigDoc();
    expect(doc.scenes.flatMap((s) => s.layers)).toHaveLength(200);
    const store = createEditorStore(doc);
    store.getState().selectScene('s30');
    store.getState().selectLayer('t30');
    const timing = timingsOf(store.getState())[30]!;
    store.getState().seek(timing.start + 1);
    const s = store.getState();

    const split = timed(() => {
      const target = splitTarget(s.history.doc, timingsOf(s), s.sceneId, s.layerId, s.time);
      if (target?.kind !== 'layer') throw new Error('no split');
      store.getState().change('Split', (d) => void splitLayer(d, target.sceneId, target.layerId, target.at, target.sceneDuration));
    });
    expect(split).toBeLessThan(50);
    expect(store.getState().history.doc.scenes[30]!.layers.filter((l) => l.type === 'text')).toHaveLength(2);

    const dur = timing.end - timing.start;
    const drag = timed(() => {
      const candidates = snapCandidates(store.getState().history.doc, timingsOf(store.getState()), s.time, { except: { sceneId: 's30', layerId: 'i30' } });
      for (let k = 1; k <= 60; k++) {
        const span = dragSpan({
          edge: 'move',
          origin: { start: 0.5, end: 2 },
          delta: k * 0.01,
          sceneStart: timing.start,
          sceneDuration: dur,
          candidates,
          threshold: 0.1,
        });
        store.getState().change('Move', dragRecipe('move', 's30', 'i30', span, dur), 'drag:i30:1');
        timingsOf(store.getState());
      }
    });
    // Sixty pointer moves together within the budget of one.
    expect(drag).toBeLessThan(50);
    expect(store.getState().history.past).toHaveLength(2);

    const undo = timed(() => store.getState().undo());
    expect(undo).toBeLessThan(50);
    expect(store.getState().history.doc.scenes[30]!.layers[1]).toMatchObject({ start: 0.5, end: 2 });
  });
});
