import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import type { Layer, TimelineDoc } from '../schema.js';
import { applyOp } from './apply.js';
import {
  addLayer,
  DUPLICATE_OFFSET,
  duplicateLayer,
  MIN_LAYER_SECONDS,
  moveLayerInTime,
  removeLayer,
  reorderLayer,
  splitLayer,
  trimLayer,
  updateLayer,
} from './layers.js';
import { richDoc, run, runFor } from './test-docs.js';

const layer = (doc: TimelineDoc, id: string, scene = 0) => doc.scenes[scene].layers.find((l) => l.id === id) as Layer;
const order = (doc: TimelineDoc, scene = 0) => doc.scenes[scene].layers.map((l) => l.id);
/** A layer carrying a field a newer schema adds (v4's keyframes): operations must keep it. */
const withKeyframes = () => applyOp(richDoc(), (d) => Object.assign(d.scenes[0].layers[1], { keyframes: [{ t: 0, x: 0.1 }] }));

describe('addLayer', () => {
  it('adds a validated layer with a fresh id on top, or at a z-position', () => {
    const [doc, id] = runFor(richDoc(), (d) => addLayer(d, 's2', { type: 'text', text: 'Hi', id: 'ignored' } as never));
    expect(id).toMatch(/^l_[0-9a-z]{8}$/);
    expect(order(doc, 1)).toEqual(['avatar', id]);
    expect(layer(doc, id, 1)).toMatchObject({ type: 'text', text: 'Hi', x: 0.5, size: 0.05, opacity: 1 });
    const [below, low] = runFor(richDoc(), (d) => addLayer(d, 's1', { type: 'shape', shape: 'ellipse', fill: '#00ff00' }, 0));
    expect(order(below)[0]).toBe(low);
  });

  it('keeps fields the schema does not know yet', () => {
    const [doc, id] = runFor(richDoc(), (d) => addLayer(d, 's2', { type: 'text', text: 'Hi', keyframes: [{ t: 1 }] } as never));
    expect(layer(doc, id, 1)).toMatchObject({ keyframes: [{ t: 1 }] });
  });

  it('refuses an invalid layer, one that ends before it starts, and an unknown scene', () => {
    expect(() => run(richDoc(), addLayer, 's1', { type: 'text', text: 'Hi', x: 2 })).toThrow(/scenes\[0\]\.layers\[3\]\.x/);
    expect(() => run(richDoc(), addLayer, 's1', { type: 'text', text: '' })).toThrow(TimelineError);
    expect(() => run(richDoc(), addLayer, 's1', { type: 'text', text: 'Hi', start: 3, end: 2 })).toThrow(/end after it starts/);
    expect(() => run(richDoc(), addLayer, 'nope', { type: 'text', text: 'Hi' })).toThrow(TimelineError);
  });
});

describe('updateLayer', () => {
  it('writes the patched fields only, validated, and keeps the rest', () => {
    const before = withKeyframes();
    const doc = run(before, updateLayer, 's1', 'img', { x: 0.25, opacity: 0.5 });
    expect(layer(doc, 'img')).toEqual({ ...layer(before, 'img'), x: 0.25, opacity: 0.5 });
    expect(layer(doc, 'img')).toMatchObject({ keyframes: [{ t: 0, x: 0.1 }] });
    expect(doc.scenes[1]).toBe(before.scenes[1]);
    const cleared = run(doc, updateLayer, 's1', 'img', { start: undefined, end: undefined });
    expect('start' in layer(cleared, 'img') || 'end' in layer(cleared, 'img')).toBe(false);
  });

  it('refuses a change of id or type, an invalid value and an inverted span', () => {
    expect(() => run(richDoc(), updateLayer, 's1', 'img', { id: 'x' } as never)).toThrow(/id cannot change/);
    expect(() => run(richDoc(), updateLayer, 's1', 'img', { type: 'video' } as never)).toThrow(/type cannot change/);
    expect(() => run(richDoc(), updateLayer, 's1', 'img', { opacity: 3 })).toThrow(/scenes\[0\]\.layers\[1\]\.opacity/);
    expect(() => run(richDoc(), updateLayer, 's1', 'img', { start: 5 })).toThrow(/end after it starts/);
    expect(() => run(richDoc(), updateLayer, 's1', 'nope', { x: 0 })).toThrow(TimelineError);
  });
});

describe('removeLayer, duplicateLayer, reorderLayer', () => {
  it('removes a layer and the speaker that named it', () => {
    const doc = run(richDoc(), removeLayer, 's1', 'avatar');
    expect(order(doc)).toEqual(['img', 'title']);
    expect(doc.scenes[0].script[1].speaker).toBeUndefined();
  });

  it('duplicates just above, a little offset, with the same content', () => {
    const before = withKeyframes();
    const [doc, id] = runFor(before, (d) => duplicateLayer(d, 's1', 'img'));
    expect(order(doc)).toEqual(['avatar', 'img', id, 'title']);
    const original = layer(before, 'img');
    expect(layer(doc, id)).toEqual({ ...original, id, x: original.x + DUPLICATE_OFFSET, y: original.y + DUPLICATE_OFFSET });
    const edge = run(richDoc(), updateLayer, 's1', 'img', { x: 1 });
    const [moved, copy] = runFor(edge, (d) => duplicateLayer(d, 's1', 'img'));
    expect(layer(moved, copy).x).toBe(1 - DUPLICATE_OFFSET);
  });

  it('changes the z-order', () => {
    expect(order(run(richDoc(), reorderLayer, 's1', 'title', 0))).toEqual(['title', 'avatar', 'img']);
    expect(order(run(richDoc(), reorderLayer, 's1', 'avatar', 2))).toEqual(['img', 'title', 'avatar']);
    expect(() => run(richDoc(), reorderLayer, 's1', 'avatar', 3)).toThrow(TimelineError);
  });
});

describe('moveLayerInTime', () => {
  it('keeps the length and stays inside the scene', () => {
    const span = (doc: TimelineDoc) => [layer(doc, 'img').start, layer(doc, 'img').end];
    expect(span(run(richDoc(), moveLayerInTime, 's1', 'img', 5, 10))).toEqual([5, 8]);
    expect(span(run(richDoc(), moveLayerInTime, 's1', 'img', 9, 10))).toEqual([7, 10]);
    expect(span(run(richDoc(), moveLayerInTime, 's1', 'img', 0.1 + 0.2, 10))).toEqual([0.3, 3.3]);
    // From 2 s to the scene's end: 8 s long in a 10 s scene.
    const title = run(richDoc(), moveLayerInTime, 's1', 'title', 4, 10);
    expect([layer(title, 'title').start, layer(title, 'title').end]).toEqual([2, 10]);
  });

  it('leaves a whole-scene layer following its scene', () => {
    const doc = richDoc();
    expect(run(doc, moveLayerInTime, 's1', 'avatar', 3, 10)).toBe(doc);
    expect(() => run(doc, moveLayerInTime, 's1', 'img', -1, 10)).toThrow(TimelineError);
  });
});

describe('trimLayer', () => {
  it('moves the given edges, clamped into the scene', () => {
    let doc = run(richDoc(), trimLayer, 's1', 'img', { start: 2 }, 10);
    expect([layer(doc, 'img').start, layer(doc, 'img').end]).toEqual([2, 4]);
    doc = run(doc, trimLayer, 's1', 'img', { end: 30 }, 10);
    expect(layer(doc, 'img').end).toBe(10);
    doc = run(richDoc(), trimLayer, 's1', 'title', { start: 1 }, 10);
    expect(layer(doc, 'title')).not.toHaveProperty('end');
  });

  it(`refuses a layer shorter than ${MIN_LAYER_SECONDS} s`, () => {
    expect(() => run(richDoc(), trimLayer, 's1', 'img', { end: 1.05 }, 10)).toThrow(/at least 0.1 s/);
    expect(() => run(richDoc(), trimLayer, 's1', 'img', { start: 4 }, 10)).toThrow(/scenes\[0\]\.layers\[1\]\.start/);
    expect(run(richDoc(), trimLayer, 's1', 'img', { end: 1.1 }, 10).scenes[0].layers[1].end).toBe(1.1);
  });
});

describe('splitLayer', () => {
  it('cuts a bounded layer in two, the second a copy with a fresh id', () => {
    const before = withKeyframes();
    const [doc, id] = runFor(before, (d) => splitLayer(d, 's1', 'img', 2.5, 10));
    expect(order(doc)).toEqual(['avatar', 'img', id, 'title']);
    expect(layer(doc, 'img')).toEqual({ ...layer(before, 'img'), end: 2.5 });
    expect(layer(doc, id)).toEqual({ ...layer(before, 'img'), id, start: 2.5 });
  });

  it('cuts a whole-scene layer using the scene’s duration, the second part still running to the end', () => {
    const [doc, id] = runFor(richDoc(), (d) => splitLayer(d, 's1', 'avatar', 6, 10));
    expect(layer(doc, 'avatar')).toMatchObject({ end: 6 });
    expect(layer(doc, 'avatar').start).toBeUndefined();
    expect(layer(doc, id)).toMatchObject({ type: 'avatar', start: 6 });
    expect(layer(doc, id).end).toBeUndefined();
  });

  it('refuses a cut too near an edge or outside the layer', () => {
    for (const at of [1.05, 3.95, 0.5, 5]) expect(() => run(richDoc(), splitLayer, 's1', 'img', at, 10)).toThrow(TimelineError);
    expect(() => run(richDoc(), splitLayer, 's1', 'avatar', 9.95, 10)).toThrow(TimelineError);
  });
});
