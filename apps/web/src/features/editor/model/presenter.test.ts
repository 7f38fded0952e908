import { edit, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { presentEverywhere, removePresenters, videoPresenter } from './presenter';

const VOICE = 'espeak:en-us';
const doc = () =>
  TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: [
      { id: 'a', script: [{ id: 'l1', text: 'Hello.', voice: VOICE }], layers: [] },
      {
        id: 'b',
        script: [{ id: 'l2', text: 'Again.', voice: VOICE }],
        layers: [{ id: 'p', type: 'avatar', avatar: 'maya/support', x: 0.2, y: 0.5, width: 0.3 }],
      },
    ],
  });
const history = () => ({ doc: doc(), past: [], future: [] });

describe('the video presenter', () => {
  it('is the first scene avatar found', () => {
    expect(videoPresenter(doc())).toMatchObject({ avatar: 'maya/support' });
  });

  it('replaces every scene presenter where it stands and adds one where there is none, as one undo step', () => {
    const h = edit(history(), 'presenter', (d) => presentEverywhere(d, 'look:abc', 'happy'));
    const [a, b] = h.doc.scenes;
    expect(a!.layers.filter((l) => l.type === 'avatar')).toHaveLength(1);
    expect(a!.layers[0]).toMatchObject({ type: 'avatar', avatar: 'look:abc', emotion: 'happy' });
    expect(b!.layers[0]).toMatchObject({ id: 'p', avatar: 'look:abc', x: 0.2, width: 0.3 });
    expect(h.past).toHaveLength(1);
  });

  it('can be taken out of every scene', () => {
    const h = edit(history(), 'none', removePresenters);
    expect(h.doc.scenes.every((s) => s.layers.every((l) => l.type !== 'avatar'))).toBe(true);
    expect(videoPresenter(h.doc)).toBeNull();
  });
});
