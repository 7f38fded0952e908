import { sceneTimings, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { splitTarget } from './split';

const VOICE = 'espeak:en-us';
const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '16:9',
  scenes: [
    { id: 'a', duration: 4, layers: [{ id: 'img', type: 'image', src: 'asset:x', start: 1, end: 2 }] },
    {
      id: 'b',
      layers: [{ id: 't', type: 'text', text: 'Hi' }],
      script: [
        { id: 'l1', text: 'One', voice: VOICE },
        { id: 'l2', text: 'Two', voice: VOICE },
        { id: 'l3', text: 'Three', voice: VOICE },
      ],
    },
  ],
});
const timings = sceneTimings(doc, { l1: 2, l2: 2, l3: 2 });

describe('splitTarget', () => {
  it('cuts the selected layer at the playhead in scene time', () => {
    expect(splitTarget(doc, timings, 'a', 'img', 1.5)).toEqual({ kind: 'layer', sceneId: 'a', layerId: 'img', at: 1.5, sceneDuration: 4 });
    expect(splitTarget(doc, timings, 'b', 't', 7)).toMatchObject({ kind: 'layer', at: 3, sceneDuration: 6 });
  });

  it('refuses a playhead outside the layer or too near its edges', () => {
    expect(splitTarget(doc, timings, 'a', 'img', 3)).toBeNull();
    expect(splitTarget(doc, timings, 'a', 'img', 1.05)).toBeNull();
    expect(splitTarget(doc, timings, 'a', 'gone', 1.5)).toBeNull();
  });

  it('without a layer, cuts the scene at the line boundary nearest the playhead', () => {
    expect(splitTarget(doc, timings, 'b', null, 5)).toEqual({ kind: 'scene', sceneId: 'b', atSegmentIndex: 1 });
    expect(splitTarget(doc, timings, 'b', null, 9.5)).toEqual({ kind: 'scene', sceneId: 'b', atSegmentIndex: 2 });
    expect(splitTarget(doc, timings, 'a', null, 2)).toBeNull();
  });
});
