import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { estimatedDurations } from '../operations.js';
import type { TimelineDoc } from '../schema.js';
import { validateTimeline } from '../validate.js';
import { copyLayers, cutScenes, pasteClip } from './clipboard.js';
import { canRedo, canUndo, createHistory, edit, HISTORY_DEPTH, type History, MERGE_WINDOW_MS, redo, undo } from './history.js';
import { addLayer, duplicateLayer, moveLayerInTime, removeLayer, reorderLayer, splitLayer, trimLayer, updateLayer } from './layers.js';
import { addScene, duplicateScene, moveScene, patchScene, removeScene, splitScene } from './scenes.js';
import { addSegment, moveSegment, patchSegment, removeSegment, splitSegmentAt } from './segments.js';
import { bigDoc, expectValid, richDoc, VOICE } from './test-docs.js';

const typing = (h: History, texts: string[], start: number, gap: number) =>
  texts.reduce((acc, text, i) => edit(acc, 'Edit text', (d) => updateLayer(d, 's1', 'title', { text }), { mergeKey: 'text:title', now: start + i * gap }), h);

describe('edit, undo, redo', () => {
  it('undoes and redoes a step', () => {
    const doc = richDoc();
    const h1 = edit(createHistory(doc), 'Move', (d) => updateLayer(d, 's1', 'img', { x: 0.1 }));
    expect(h1.doc.scenes[0].layers[1].x).toBe(0.1);
    expect([canUndo(h1), canRedo(h1)]).toEqual([true, false]);
    expect(h1.past[0].label).toBe('Move');
    const h2 = undo(h1);
    expect(h2.doc).toEqual(doc);
    expect([canUndo(h2), canRedo(h2)]).toEqual([false, true]);
    expect(redo(h2).doc).toEqual(h1.doc);
    expect(undo(h2)).toBe(h2);
    expect(redo(h1)).toBe(h1);
  });

  it('records nothing for an edit that changes nothing, and nothing when an op refuses', () => {
    const h = createHistory(richDoc());
    expect(edit(h, 'Same', (d) => updateLayer(d, 's1', 'img', { x: 0.5 }))).toBe(h);
    expect(() => edit(h, 'Bad', (d) => removeLayer(d, 's1', 'nope'))).toThrow(TimelineError);
    expect(h.past).toEqual([]);
  });

  it('drops what could be redone on a new edit', () => {
    const h = undo(edit(createHistory(richDoc()), 'A', (d) => updateLayer(d, 's1', 'img', { x: 0.1 })));
    const next = edit(h, 'B', (d) => updateLayer(d, 's1', 'img', { y: 0.1 }));
    expect(canRedo(next)).toBe(false);
    expect(next.doc.scenes[0].layers[1]).toMatchObject({ x: 0.5, y: 0.1 });
  });
});

describe('merging', () => {
  const words = ['W', 'We', 'Wel', 'Welc', 'Welco', 'Welcom', 'Welcome!'];

  it('makes a burst of typing one step, undone to the text before it', () => {
    const doc = richDoc();
    const h = typing(createHistory(doc), words, 1000, MERGE_WINDOW_MS - 1);
    expect(h.past).toHaveLength(1);
    expect(h.past[0].patches).toHaveLength(1);
    expect(h.doc.scenes[0].layers[2]).toMatchObject({ text: 'Welcome!' });
    expect(undo(h).doc).toEqual(doc);
    expect(redo(undo(h)).doc).toEqual(h.doc);
  });

  it('keeps edits apart after a pause, under another key, without a key, or after an undo', () => {
    const doc = richDoc();
    expect(typing(createHistory(doc), words.slice(0, 3), 0, MERGE_WINDOW_MS + 1).past).toHaveLength(3);
    let h = typing(createHistory(doc), ['A'], 0, 0);
    h = edit(h, 'Line', (d) => patchSegment(d, 'seg1', { text: 'B' }), { mergeKey: 'text:seg1', now: 10 });
    h = edit(h, 'Move', (d) => updateLayer(d, 's1', 'img', { x: 0.2 }), { now: 20 });
    h = edit(h, 'Move', (d) => updateLayer(d, 's1', 'img', { x: 0.3 }), { now: 30 });
    expect(h.past).toHaveLength(4);
    const afterUndo = typing(undo(typing(createHistory(doc), ['A', 'AB'], 0, 10)), ['X'], 30, 0);
    expect(afterUndo.past).toHaveLength(1);
    expect(undo(afterUndo).doc).toEqual(doc);
  });

  it('chains a merged step of several patches and still undoes it whole', () => {
    const doc = richDoc();
    let h = edit(createHistory(doc), 'Drag', (d) => updateLayer(d, 's1', 'img', { x: 0.2, y: 0.2 }), { mergeKey: 'drag:img', now: 0 });
    h = edit(h, 'Drag', (d) => updateLayer(d, 's1', 'img', { x: 0.3, y: 0.4 }), { mergeKey: 'drag:img', now: 100 });
    expect(h.past).toHaveLength(1);
    expect(undo(h).doc).toEqual(doc);
    expect(redo(undo(h)).doc).toEqual(h.doc);
  });

  it('undoes a merged step that adds a layer and then changes it', () => {
    const doc = richDoc();
    let id = '';
    let h = edit(
      createHistory(doc),
      'Add',
      (d) => {
        id = addLayer(d, 's2', { type: 'text', text: 'A' });
      },
      { mergeKey: 'm', now: 0 },
    );
    h = edit(h, 'Type', (d) => updateLayer(d, 's2', id, { text: 'AB', x: 0.1 }), { mergeKey: 'm', now: 10 });
    expect(h.past).toHaveLength(1);
    const final = h.doc;
    h = undo(h);
    expect(h.doc).toEqual(doc);
    h = redo(h);
    expect(h.doc).toEqual(final);
    expect(h.doc.scenes[0]).toBe(doc.scenes[0]);
  });
});

describe('depth', () => {
  it(`keeps the last ${HISTORY_DEPTH} steps`, () => {
    let h = createHistory(richDoc());
    const n = HISTORY_DEPTH + 3;
    for (let i = 1; i <= n; i++) h = edit(h, `x ${i}`, (d) => updateLayer(d, 's1', 'img', { x: i / 1000 }));
    expect(h.past).toHaveLength(HISTORY_DEPTH);
    expect(h.past[0].label).toBe('x 4');
    while (canUndo(h)) h = undo(h);
    expect(h.doc.scenes[0].layers[1].x).toBe(3 / 1000);
  });
});

describe('structural sharing on a 60-scene document', () => {
  it('keeps every untouched scene the same object after an edit, an undo and a redo', () => {
    const doc = bigDoc();
    expect(doc.scenes).toHaveLength(60);
    const sameExcept = (a: TimelineDoc, b: TimelineDoc, changed: number) =>
      a.scenes.forEach((scene, i) => {
        if (i !== changed) expect(scene).toBe(b.scenes[i]);
      });
    const edited = edit(createHistory(doc), 'Edit', (d) => updateLayer(d, doc.scenes[30].id, 'title', { text: 'New' }));
    sameExcept(edited.doc, doc, 30);
    expect(edited.doc.scenes[30].layers[0]).toBe(doc.scenes[30].layers[0]);
    expect(edited.doc.scenes[30].script).toBe(doc.scenes[30].script);
    const undone = undo(edited);
    sameExcept(undone.doc, doc, 30);
    expect(undone.doc.scenes[30]).toEqual(doc.scenes[30]);
    const redone = redo(undone);
    sameExcept(redone.doc, doc, 30);
    expect(redone.doc.scenes[30].layers[2].type === 'text' && redone.doc.scenes[30].layers[2].text).toBe('New');
  });

  it('shares every scene around a removed one', () => {
    const doc = bigDoc();
    const h = edit(createHistory(doc), 'Remove', (d) => removeScene(d, doc.scenes[10].id));
    expect(h.doc.scenes.filter((s, i) => s !== doc.scenes[i < 10 ? i : i + 1])).toEqual([]);
    const back = undo(h);
    expect(back.doc.scenes.filter((s, i) => s !== doc.scenes[i])).toEqual([]);
  });
});

/** A small seeded generator, so a failing sequence can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('random edits', () => {
  it.each([1, 2, 3])('undo all returns the original and redo all the final document (seed %i)', (seed) => {
    const random = mulberry32(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const start = bigDoc();
    let h = createHistory(start);
    let applied = 0;
    for (let i = 0; i < 150; i++) {
      const doc = h.doc;
      const scene = pick(doc.scenes);
      const layer = scene.layers.length ? pick(scene.layers) : undefined;
      const segment = scene.script.length ? pick(scene.script) : undefined;
      const t = Math.round(random() * 100) / 10;
      const ops: ((d: Parameters<Parameters<typeof edit>[2]>[0]) => unknown)[] = [
        (d) => addScene(d, { after: Math.floor(random() * doc.scenes.length) }),
        (d) => removeScene(d, scene.id),
        (d) => moveScene(d, scene.id, Math.floor(random() * doc.scenes.length)),
        (d) => duplicateScene(d, scene.id),
        (d) => addLayer(d, scene.id, { type: 'text', text: `T${i}`, x: random() }),
        (d) => addSegment(d, scene.id, scene.script.length - 1, `Line ${i}.`, VOICE),
        (d) => splitScene(d, scene.id, 1, estimatedDurations(doc)),
        (d) => cutScenes(d, [scene.id]),
        (d) => patchScene(d, scene.id, { duration: t, transition: { type: 'wipe' } }),
      ];
      if (layer) {
        ops.push(
          (d) => updateLayer(d, scene.id, layer.id, { x: random(), opacity: random() }),
          (d) => removeLayer(d, scene.id, layer.id),
          (d) => duplicateLayer(d, scene.id, layer.id),
          (d) => reorderLayer(d, scene.id, layer.id, Math.floor(random() * scene.layers.length)),
          (d) => moveLayerInTime(d, scene.id, layer.id, t, 10),
          (d) => trimLayer(d, scene.id, layer.id, { end: t }, 10),
          (d) => splitLayer(d, scene.id, layer.id, t, 10),
          (d) => pasteClip(d, JSON.stringify(copyLayers(doc, scene.id, [layer.id])), { sceneId: pick(doc.scenes).id }),
        );
      }
      if (segment) {
        ops.push(
          (d) => patchSegment(d, segment.id, { text: `${segment.text} more` }),
          (d) => removeSegment(d, segment.id),
          (d) => moveSegment(d, segment.id, pick(doc.scenes).id, 0),
          (d) => splitSegmentAt(d, segment.id, Math.max(1, Math.floor(segment.text.length / 2))),
        );
      }
      try {
        h = edit(h, `op ${i}`, pick(ops), random() < 0.3 ? { mergeKey: 'k', now: i * 100 } : { now: i * 100 });
        applied++;
      } catch (e) {
        // Refusals (a trim below the minimum, a split at an edge) are part of the mix; nothing else may throw.
        if (!(e instanceof TimelineError)) throw e;
      }
    }
    expect(applied).toBeGreaterThan(100);
    const final = expectValid(h.doc);
    // What the operations keep that the schema cannot: unique ids, layers that end after they start, speakers that exist.
    const kept = new Set(['duplicate-id', 'layer-timing', 'unknown-speaker']);
    expect(validateTimeline(final).filter((issue) => kept.has(issue.rule ?? ''))).toEqual([]);
    while (canUndo(h)) h = undo(h);
    expect(h.doc).toEqual(start);
    while (canRedo(h)) h = redo(h);
    expect(h.doc).toEqual(final);
  });
});
