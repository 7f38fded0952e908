import { newAvatarVideoDoc, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { blankDocument } from './blank-document';
import { formatClock, parseClock } from './clock';
import { renderProblems } from './render-check';

describe('renderProblems', () => {
  it('names each scene whose line has no words, once per scene and rule', () => {
    const line = (id: string, text: string) => ({ id, text, voice: 'espeak:en-us' });
    const doc = TimelineDoc.parse({
      version: TIMELINE_VERSION,
      aspectRatio: '16:9',
      scenes: [
        { id: 'a', script: [line('a1', 'Hello there.')] },
        { id: 'b', script: [line('b1', '   '), line('b2', '')] },
        { id: 'c', duration: 3, script: [] },
      ],
    });
    expect(renderProblems(doc, 900)).toEqual([
      { scene: 1, key: 'unspeakable' },
      { scene: 1, key: 'emptyScene' },
    ]);
  });

  it('refuses a video longer than the plan allows, for the whole video', () => {
    const doc = newAvatarVideoDoc({
      aspectRatio: '16:9',
      avatar: 'maya/support',
      voice: 'espeak:en-us',
      script: 'A sentence that takes a few seconds to say out loud.',
    });
    expect(renderProblems(doc, 900)).toEqual([]);
    expect(renderProblems(doc, 1)).toEqual([{ scene: null, key: 'planLength', params: { seconds: 1 } }]);
  });

  it('a blank video needs words before it renders, though its scene has a duration', () => {
    expect(renderProblems(blankDocument('espeak:en-us'), 900)).toEqual([{ scene: 0, key: 'unspeakable' }]);
  });
});

describe('formatClock', () => {
  it('shows minutes, seconds and tenths, carrying a rounded minute', () => {
    expect(formatClock(0)).toBe('0:00.0');
    expect(formatClock(5.04)).toBe('0:05.0');
    expect(formatClock(59.96)).toBe('1:00.0');
    expect(formatClock(125.5)).toBe('2:05.5');
  });
});

describe('parseClock', () => {
  it('reads what formatClock writes, plain seconds and hours, and nothing else', () => {
    expect(parseClock(formatClock(125.5))).toBe(125.5);
    expect(parseClock(' 3.25 ')).toBe(3.25);
    expect(parseClock('0:03,5')).toBe(3.5);
    expect(parseClock('1:00:00')).toBe(3600);
    for (const bad of ['', 'abc', '1:-2', '1::2', '1:2:3:4', '1e3']) expect(parseClock(bad)).toBeNull();
  });
});
