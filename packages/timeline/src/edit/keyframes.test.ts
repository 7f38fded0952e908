import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { layerStateAt } from '../keyframes.js';
import type { Layer, TimelineDoc } from '../schema.js';
import { createHistory, edit, redo, undo } from './history.js';
import { addKeyframe, removeKeyframe, updateKeyframe } from './keyframes.js';
import { bigDoc, richDoc, run, runFor } from './test-docs.js';

const layer = (doc: TimelineDoc, id = 'title') => doc.scenes[0].layers.find((l) => l.id === id) as Layer;
const times = (doc: TimelineDoc, id = 'title') => layer(doc, id).keyframes?.map((k) => k.t);

describe('addKeyframe', () => {
  it('records the layer’s own state at that time, in time order, and answers its index', () => {
    const [one, first] = runFor(richDoc(), (d) => addKeyframe(d, 's1', 'title', 2));
    expect(first).toBe(0);
    expect(layer(one).keyframes).toEqual([{ t: 2, x: 0.5, y: 0.5, scale: 1, opacity: 1 }]);
    const [two, before] = runFor(one, (d) => addKeyframe(d, 's1', 'title', 0.5, { x: 0.2 }));
    expect(before).toBe(0);
    expect(times(two)).toEqual([0.5, 2]);
    expect(layer(two).keyframes?.[0]).toMatchObject({ t: 0.5, x: 0.2 });
  });

  it('records where a keyframed layer is at that moment, so nothing moves on screen', () => {
    const start = run(richDoc(), addKeyframe, 's1', 'title', 0, { x: 0 });
    const moved = run(start, addKeyframe, 's1', 'title', 2, { x: 1 });
    const [doc, index] = runFor(moved, (d) => addKeyframe(d, 's1', 'title', 1));
    expect(index).toBe(1);
    expect(layer(doc).keyframes?.[1]?.x).toBe(0.5);
    expect(layerStateAt(layer(doc), 1.5).x).toBeCloseTo(layerStateAt(layer(moved), 1.5).x);
  });

  it('replaces a keyframe at the same millisecond instead of adding a second', () => {
    const doc = run(run(richDoc(), addKeyframe, 's1', 'title', 1, { x: 0.1 }), addKeyframe, 's1', 'title', 1.0001, { x: 0.9 });
    expect(layer(doc).keyframes).toEqual([{ t: 1, x: 0.9, y: 0.5, scale: 1, opacity: 1 }]);
  });

  it('refuses a value out of range and an unknown layer', () => {
    expect(() => run(richDoc(), addKeyframe, 's1', 'title', 1, { scale: 9 })).toThrow(/keyframes\[0\]\.scale/);
    expect(() => run(richDoc(), addKeyframe, 's1', 'nope', 1)).toThrow(TimelineError);
  });
});

describe('updateKeyframe', () => {
  const keyed = () => run(run(richDoc(), addKeyframe, 's1', 'title', 0), addKeyframe, 's1', 'title', 2);

  it('changes the patched fields of one keyframe; undefined clears one', () => {
    const before = keyed();
    const doc = run(before, updateKeyframe, 's1', 'title', 1, { x: 0.25, ease: 'ease-in-out' });
    expect(layer(doc).keyframes?.[1]).toEqual({ t: 2, x: 0.25, y: 0.5, scale: 1, opacity: 1, ease: 'ease-in-out' });
    expect(layer(doc).keyframes?.[0]).toBe(layer(before).keyframes?.[0]);
    const cleared = run(doc, updateKeyframe, 's1', 'title', 1, { ease: undefined });
    expect('ease' in layer(cleared).keyframes![1]!).toBe(false);
  });

  it('moves a keyframe in time but not past its neighbour', () => {
    expect(times(run(keyed(), updateKeyframe, 's1', 'title', 1, { t: 3.25 }))).toEqual([0, 3.25]);
    expect(() => run(keyed(), updateKeyframe, 's1', 'title', 0, { t: 2 })).toThrow(/time order/);
  });

  it('refuses a keyframe that is not there', () => {
    expect(() => run(keyed(), updateKeyframe, 's1', 'title', 5, { x: 0.1 })).toThrow(/No keyframe 5/);
    expect(() => run(richDoc(), updateKeyframe, 's1', 'title', 0, { x: 0.1 })).toThrow(TimelineError);
  });
});

describe('removeKeyframe', () => {
  it('removes one, and the field with the last', () => {
    const doc = run(run(richDoc(), addKeyframe, 's1', 'title', 0), addKeyframe, 's1', 'title', 2);
    const one = run(doc, removeKeyframe, 's1', 'title', 0);
    expect(times(one)).toEqual([2]);
    const none = run(one, removeKeyframe, 's1', 'title', 0);
    expect('keyframes' in layer(none)).toBe(false);
    expect(() => run(none, removeKeyframe, 's1', 'title', 0)).toThrow(/No keyframe 0/);
  });
});

describe('keyframes in the history', () => {
  it('undo and redo add, edit and remove, and typing in one box merges into one step', () => {
    const doc = richDoc();
    const h1 = edit(createHistory(doc), 'Add keyframe', (d) => addKeyframe(d, 's1', 'title', 1), { now: 0 });
    const typed = [0.3, 0.35, 0.355].reduce(
      (h, x, i) => edit(h, 'Keyframe', (d) => updateKeyframe(d, 's1', 'title', 0, { x }), { mergeKey: 'kf:title:0:x', now: 100 + i * 100 }),
      h1,
    );
    expect(typed.past).toHaveLength(2);
    expect(layer(typed.doc).keyframes?.[0]?.x).toBe(0.355);
    const h3 = edit(typed, 'Remove keyframe', (d) => removeKeyframe(d, 's1', 'title', 0), { now: 5000 });
    expect(layer(h3.doc).keyframes).toBeUndefined();
    const back = undo(h3);
    expect(back.doc).toEqual(typed.doc);
    expect(undo(back).doc).toEqual(h1.doc);
    expect(undo(undo(back)).doc).toEqual(doc);
    expect(redo(redo(redo(undo(undo(back))))).doc).toEqual(h3.doc);
  });

  it('stays fast on a big document', () => {
    const h = createHistory(bigDoc());
    const sceneId = h.doc.scenes[30].id;
    const t0 = performance.now();
    const next = edit(h, 'Add keyframe', (d) => addKeyframe(d, sceneId, 'title', 1));
    undo(next);
    expect(performance.now() - t0).toBeLessThan(50);
  });
});
