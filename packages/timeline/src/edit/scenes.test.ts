import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { TIMELINE_VERSION, TimelineDoc } from '../schema.js';
import { sceneTimings, totalDuration } from '../timings.js';
import { idsInDoc } from './ids.js';
import { MAX_SCENES } from './limits.js';
import { addScene, duplicateScene, moveScene, patchScene, removeScene, splitScene } from './scenes.js';
import { patchSegment } from './segments.js';
import { richDoc, run, runFor, VOICE } from './test-docs.js';

const ids = (doc: TimelineDoc) => doc.scenes.map((s) => s.id);

describe('addScene', () => {
  it('adds an empty scene with one line to write, at the end or after a scene', () => {
    const [doc, id] = runFor(richDoc(), (d) => addScene(d));
    expect(id).toMatch(/^s_[0-9a-z]{8}$/);
    expect(ids(doc)).toEqual(['s1', 's2', 's3', id]);
    expect(doc.scenes[3]).toMatchObject({ layers: [], script: [{ text: '', voice: VOICE, speed: 1 }] });
    expect(doc.scenes[3].script[0].id).toMatch(/^g_/);
    expect(ids(runFor(richDoc(), (d) => addScene(d, { after: 0 }))[0])[1]).toMatch(/^s_/);
    expect(ids(runFor(richDoc(), (d) => addScene(d, { after: -1 }))[0]).slice(1)).toEqual(['s1', 's2', 's3']);
  });

  it('speaks in the voice of the scene before it, or the one given', () => {
    const doc = run(richDoc(), patchSegment, 'seg2', { voice: 'espeak:de' });
    expect(runFor(doc, (d) => addScene(d, { after: 1 }))[0].scenes[2].script[0].voice).toBe('espeak:de');
    expect(runFor(doc, (d) => addScene(d, { after: -1 }))[0].scenes[0].script[0].voice).toBe(VOICE);
    expect(runFor(doc, (d) => addScene(d, { voice: 'http:alloy' }))[0].scenes[3].script[0].voice).toBe('http:alloy');
    const silent = TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '1:1', scenes: [{ id: 'a', duration: 3 }] });
    expect(runFor(silent, (d) => addScene(d))[0].scenes[1].script).toEqual([]);
  });

  it('refuses a bad voice, a bad position and a full document', () => {
    expect(() => run(richDoc(), addScene, { voice: 'no voice' })).toThrow(TimelineError);
    expect(() => run(richDoc(), addScene, { after: 3 })).toThrow(TimelineError);
    const doc = richDoc();
    const full = TimelineDoc.parse({ ...doc, scenes: Array.from({ length: MAX_SCENES }, (_, i) => ({ ...doc.scenes[1], id: `x${i}`, script: [] })) });
    expect(() => run(full, addScene, {})).toThrow(/At most 500 scenes/);
  });
});

describe('removeScene and moveScene', () => {
  it('removes a scene but never the last one', () => {
    let doc = run(richDoc(), removeScene, 's2');
    expect(ids(doc)).toEqual(['s1', 's3']);
    doc = run(doc, removeScene, 's1');
    expect(() => run(doc, removeScene, 's3')).toThrow(/at least one scene/);
    expect(() => run(richDoc(), removeScene, 'nope')).toThrow(TimelineError);
  });

  it('reorders scenes', () => {
    expect(ids(run(richDoc(), moveScene, 's1', 2))).toEqual(['s2', 's3', 's1']);
    expect(ids(run(richDoc(), moveScene, 's3', 0))).toEqual(['s3', 's1', 's2']);
    const doc = richDoc();
    expect(run(doc, moveScene, 's2', 1)).toBe(doc);
    expect(() => run(doc, moveScene, 's1', 3)).toThrow(TimelineError);
  });
});

describe('duplicateScene', () => {
  it('inserts a copy after the scene with new ids throughout; its speaker follows its avatar', () => {
    const before = richDoc();
    const [doc, id] = runFor(before, (d) => duplicateScene(d, 's1'));
    expect(ids(doc)).toEqual(['s1', id, 's2', 's3']);
    const [original, copy] = doc.scenes;
    expect(original).toBe(before.scenes[0]);
    const old = idsInDoc(before);
    const fresh = [copy.id, ...copy.layers.map((l) => l.id), ...copy.script.map((g) => g.id)];
    expect(fresh.filter((x) => old.has(x))).toEqual([]);
    expect(copy.script[1].speaker).toBe(copy.layers[0].id);
    const strip = (s: TimelineDoc['scenes'][number]) => ({
      ...s,
      id: '',
      layers: s.layers.map((l) => ({ ...l, id: '' })),
      script: s.script.map(({ speaker: _, ...g }) => ({ ...g, id: '' })),
    });
    expect(strip(copy)).toEqual(strip(original));
    expect(copy.layers[0]).not.toBe(original.layers[0]);
  });
});

describe('splitScene', () => {
  const durations = { seg1: 2, seg1b: 3, seg2: 1, seg3: 1 };

  it('moves the lines from the cut to a new scene and clips the layers to each side', () => {
    const before = richDoc();
    const [doc, id] = runFor(before, (d) => splitScene(d, 's1', 1, durations));
    expect(ids(doc)).toEqual(['s1', id, 's2', 's3']);
    const [first, second] = doc.scenes;
    expect(first.script.map((g) => g.id)).toEqual(['seg1']);
    expect(second.script.map((g) => g.id)).toEqual(['seg1b']);
    // The cut is where seg1b's time begins: 2 s. The image (1–4 s) is cut there; the title (from 2 s) is all after it.
    expect(first.layers.map((l) => [l.id, l.start, l.end])).toEqual([
      ['avatar', undefined, undefined],
      ['img', 1, 2],
    ]);
    expect(first.layers[0]).toBe(before.scenes[0].layers[0]);
    expect(second.layers.map((l) => [l.type, l.start, l.end])).toEqual([
      ['avatar', undefined, undefined],
      ['image', 0, 2],
      ['text', 0, undefined],
    ]);
    expect(second.layers.every((l) => l.id.startsWith('l_'))).toBe(true);
    expect(second.script[0].speaker).toBe(second.layers[0].id);
    // The 20 s duration is what remains after the cut: the two last as long as the one did.
    expect(first.duration).toBeUndefined();
    expect(second.duration).toBe(18);
    expect(totalDuration(sceneTimings(doc, durations))).toBe(totalDuration(sceneTimings(before, durations)));
  });

  it('drops a speaker whose avatar is not on its side of the cut', () => {
    const doc = TimelineDoc.parse({
      ...richDoc(),
      scenes: [
        {
          id: 'a',
          layers: [{ type: 'avatar', id: 'late', avatar: 'anna', start: 0, end: 1 }],
          script: [
            { id: 'g1', text: 'One.', voice: VOICE },
            { id: 'g2', text: 'Two.', voice: VOICE, speaker: 'late' },
          ],
        },
      ],
    });
    const [after] = runFor(doc, (d) => splitScene(d, 'a', 1, { g1: 1, g2: 1 }));
    expect(after.scenes[1].layers).toEqual([]);
    expect(after.scenes[1].script[0].speaker).toBeUndefined();
  });

  it('refuses a cut that is not between two lines, or lines without a duration', () => {
    expect(() => run(richDoc(), splitScene, 's1', 0, durations)).toThrow(/splits between two of its 2 lines/);
    expect(() => run(richDoc(), splitScene, 's1', 2, durations)).toThrow(TimelineError);
    expect(() => run(richDoc(), splitScene, 's2', 1, durations)).toThrow(TimelineError);
    expect(() => run(richDoc(), splitScene, 's1', 1, { seg1: 2 })).toThrow(/No speech duration/);
  });
});

describe('patchScene', () => {
  it('sets, defaults and clears a scene’s own settings', () => {
    let doc = run(richDoc(), patchScene, 's2', { duration: 5, transition: { type: 'fade' } });
    expect(doc.scenes[1]).toMatchObject({ duration: 5, transition: { type: 'fade', duration: 0.5 } });
    doc = run(doc, patchScene, 's2', { duration: undefined });
    expect('duration' in doc.scenes[1]).toBe(false);
    expect(() => run(doc, patchScene, 's2', { duration: -1 })).toThrow(TimelineError);
  });
});
