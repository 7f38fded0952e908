import { describe, expect, it } from 'vitest';
import { TimelineError } from './errors.js';
import { TIMELINE_VERSION, TimelineDoc } from './schema.js';
import { sceneTimings, totalDuration } from './timings.js';

const seg = (id: string, pauseBefore = 0, pauseAfter = 0) => ({ id, text: 'Hi there.', voice: 'espeak:en-us', pauseBefore, pauseAfter });
const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '9:16',
  scenes: [
    { id: 's1', script: [seg('a', 0.5, 0.25), seg('b')] },
    { id: 's2', duration: 10, script: [seg('c', 1)] },
    { id: 's3', duration: 2 },
    { id: 's4', duration: 1, script: [seg('d', 0, 0.5)] },
  ],
});

describe('sceneTimings', () => {
  it('lays out segments back to back and scenes as max(duration, speech with pauses), in absolute seconds', () => {
    const timings = sceneTimings(doc, { a: 2, b: 1.5, c: 3, d: 4 });
    expect(timings).toEqual([
      {
        sceneId: 's1',
        start: 0,
        end: 4.25,
        segments: [
          { id: 'a', start: 0, end: 2.75, speechStart: 0.5, speechEnd: 2.5 },
          { id: 'b', start: 2.75, end: 4.25, speechStart: 2.75, speechEnd: 4.25 },
        ],
      },
      { sceneId: 's2', start: 4.25, end: 14.25, segments: [{ id: 'c', start: 4.25, end: 8.25, speechStart: 5.25, speechEnd: 8.25 }] },
      { sceneId: 's3', start: 14.25, end: 16.25, segments: [] },
      { sceneId: 's4', start: 16.25, end: 20.75, segments: [{ id: 'd', start: 16.25, end: 20.75, speechStart: 16.25, speechEnd: 20.25 }] },
    ]);
    expect(totalDuration(timings)).toBe(20.75);
  });

  it('gives a silent scene without duration zero length', () => {
    const silent = TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '1:1', scenes: [{ id: 'x' }] });
    expect(sceneTimings(silent, {})).toEqual([{ sceneId: 'x', start: 0, end: 0, segments: [] }]);
    expect(totalDuration([])).toBe(0);
  });

  it('throws when a segment has no duration', () => {
    expect(() => sceneTimings(doc, { a: 1, b: 1, c: 1 })).toThrow(TimelineError);
    expect(() => sceneTimings(doc, { a: 1, b: 1, c: 1, d: Number.NaN })).toThrow(/No speech duration for segment "d"/);
  });
});
