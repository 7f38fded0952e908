import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import { sceneTimings } from '../timings.js';
import { snapCandidates, snapTime } from './snap.js';
import { richDoc } from './test-docs.js';

describe('snapTime', () => {
  it('moves to the nearest candidate within the threshold, else stays', () => {
    expect(snapTime(4.9, [1, 5, 4.7], 0.25)).toBe(5);
    expect(snapTime(4.79, [5, 4.7], 0.25)).toBe(4.7);
    expect(snapTime(3, [1, 5], 0.25)).toBe(3);
    expect(snapTime(3, [], 1)).toBe(3);
    expect(snapTime(3, [3.25], 0.25)).toBe(3.25);
  });
});

describe('snapCandidates', () => {
  const doc = richDoc();
  // s1: seg1 2 s + (0.5 + 3 + 0.3) = 5.8 s of speech, set to 20 s; s2 1 s; s3 1 s.
  const timings = sceneTimings(doc, { seg1: 2, seg1b: 3, seg2: 1, seg3: 1 });

  it('lists scene edges, layer edges in document time and the playhead, ascending and once each', () => {
    expect(snapCandidates(doc, timings, 7.5)).toEqual([0, 1, 2, 4, 7.5, 20, 21, 22]);
  });

  it('leaves out the dragged layer’s own edges', () => {
    expect(snapCandidates(doc, timings, undefined, { except: { sceneId: 's1', layerId: 'img' } })).toEqual([0, 2, 20, 21, 22]);
  });

  it('refuses timings of another document', () => {
    expect(() => snapCandidates(doc, timings.slice(1))).toThrow(TimelineError);
  });
});
