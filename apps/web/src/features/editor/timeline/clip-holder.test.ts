import { describe, expect, it } from 'vitest';
import { pickClip } from './clip-holder';

const clip = JSON.stringify({ kind: 'layers', items: [{ id: 't', type: 'text', text: 'Hi' }] });

describe('pickClip', () => {
  it('prefers a clip from the system clipboard, then the one held in memory', () => {
    expect(pickClip(clip, null)).toMatchObject({ kind: 'layers', items: [{ text: 'Hi' }] });
    expect(pickClip('plain words copied since', clip)).toMatchObject({ kind: 'layers' });
    expect(pickClip(null, clip)).toMatchObject({ kind: 'layers' });
  });

  it('answers null when neither holds a clip', () => {
    expect(pickClip('{"kind":"layers","items":[]}', 'nope')).toBeNull();
    expect(pickClip(null, null)).toBeNull();
  });
});
