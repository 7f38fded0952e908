import { applyOp, createHistory, edit, MIN_LAYER_SECONDS, snapCandidates, sceneTimings, TIMELINE_VERSION, TimelineDoc, undo } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { type DragInput, dragRecipe, dragSpan, sceneDropIndex } from './drag';

const base: DragInput = { edge: 'move', origin: { start: 1, end: 3 }, delta: 0, sceneStart: 10, sceneDuration: 8, candidates: [], threshold: 0.2 };

describe('dragSpan', () => {
  it('moves a layer keeping its length, inside the scene', () => {
    expect(dragSpan({ ...base, delta: 1.5 })).toEqual({ start: 2.5, end: 4.5, snap: null });
    expect(dragSpan({ ...base, delta: -5 })).toEqual({ start: 0, end: 2, snap: null });
    expect(dragSpan({ ...base, delta: 20 })).toEqual({ start: 6, end: 8, snap: null });
  });

  it('snaps the nearer edge of a moved layer to a candidate in video time', () => {
    // Start would be 12.45 in the video; 12.5 is 0.05 away. The end (14.45) is 0.15 from 14.6.
    expect(dragSpan({ ...base, delta: 1.45, candidates: [12.5, 14.6] })).toEqual({ start: 2.5, end: 4.5, snap: 12.5 });
    expect(dragSpan({ ...base, delta: 1.45, candidates: [12.2, 14.5] })).toEqual({ start: 2.5, end: 4.5, snap: 14.5 });
    expect(dragSpan({ ...base, delta: 1.45, candidates: [13] })).toEqual({ start: 2.45, end: 4.45, snap: null });
  });

  it('trims one edge, snapping it, never shorter than the minimum', () => {
    expect(dragSpan({ ...base, edge: 'start', delta: 0.5 })).toEqual({ start: 1.5, end: 3, snap: null });
    expect(dragSpan({ ...base, edge: 'start', delta: 5 })).toEqual({ start: 3 - MIN_LAYER_SECONDS, end: 3, snap: null });
    expect(dragSpan({ ...base, edge: 'start', delta: -0.9, candidates: [10] })).toEqual({ start: 0, end: 3, snap: 10 });
    expect(dragSpan({ ...base, edge: 'end', delta: 0.93, candidates: [14] })).toEqual({ start: 1, end: 4, snap: 14 });
    expect(dragSpan({ ...base, edge: 'end', delta: -5 })).toEqual({ start: 1, end: 1 + MIN_LAYER_SECONDS, snap: null });
    expect(dragSpan({ ...base, edge: 'end', delta: 50 })).toEqual({ start: 1, end: 8, snap: null });
  });
});

const doc = () =>
  TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: [
      { id: 'a', duration: 4, layers: [{ id: 'img', type: 'image', src: 'asset:x', start: 1, end: 2 }] },
      { id: 'b', duration: 6, layers: [{ id: 't', type: 'text', text: 'Hi' }] },
    ],
  });

describe('a drag as document changes', () => {
  it('moves and trims through the ops, and a gesture with one merge key undoes as one step', () => {
    const start = doc();
    let h = createHistory(start);
    const key = 'drag:t:1';
    const candidates = snapCandidates(start, sceneTimings(start, {}), undefined, { except: { sceneId: 'b', layerId: 't' } });
    for (const [i, delta] of [0.3, 0.9, 1.4].entries()) {
      const span = dragSpan({ ...base, origin: { start: 0, end: 6 }, edge: 'end', delta: -delta, sceneStart: 4, sceneDuration: 6, candidates });
      h = edit(h, 'Trim', dragRecipe('end', 'b', 't', span, 6), { mergeKey: key, now: i * 16 });
    }
    expect(h.doc.scenes[1]!.layers[0]).toMatchObject({ end: 4.6 });
    expect(h.past).toHaveLength(1);
    expect(undo(h).doc).toEqual(start);
    const moved = applyOp(start, dragRecipe('move', 'a', 'img', { start: 2.5, end: 3.5 }, 4));
    expect(moved.scenes[0]!.layers[0]).toMatchObject({ start: 2.5, end: 3.5 });
  });
});

describe('sceneDropIndex', () => {
  const timings = [
    { start: 0, end: 4 },
    { start: 4, end: 10 },
    { start: 10, end: 12 },
  ];
  it('answers the place of the scene under the pointer', () => {
    expect(sceneDropIndex(timings, 0)).toBe(0);
    expect(sceneDropIndex(timings, 5)).toBe(1);
    expect(sceneDropIndex(timings, 11.9)).toBe(2);
    expect(sceneDropIndex(timings, 40)).toBe(2);
  });
});
