import { describe, expect, it } from 'vitest';
import { TimelineError } from './errors.js';
import { collectMediaRefs, documentScript, estimatedDurations, scriptCharCount, updateSegment } from './operations.js';
import { estimateSpeechSeconds } from './speech-estimate.js';
import { TIMELINE_VERSION, TimelineDoc } from './schema.js';

const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '16:9',
  background: { type: 'image', src: 'asset:bg' },
  music: { src: 'builtin:music/calm' },
  logo: { src: 'storage:brand/logo.png' },
  scenes: [
    {
      id: 's1',
      background: { type: 'video', src: 'asset:loop' },
      layers: [
        { type: 'avatar', id: 'avatar', avatar: 'anna/office' },
        { type: 'image', id: 'img', src: 'asset:bg' },
      ],
      script: [
        { id: 'seg1', text: ' Hello there. ', voice: 'espeak:en-us' },
        { id: 'seg2', text: 'Welcome!', voice: 'espeak:en-us', speed: 2 },
      ],
    },
    {
      id: 's2',
      background: { type: 'color', color: '#000000' },
      layers: [
        { type: 'avatar', id: 'me', avatar: 'asset:my-avatar' },
        { type: 'video', id: 'clip', src: 'file:/tmp/clip.mp4' },
        { type: 'text', id: 't', text: 'Sale' },
      ],
      script: [{ id: 'seg3', text: '欢迎收看。', voice: 'espeak:cmn' }],
    },
  ],
});

describe('script queries', () => {
  it('counts script characters as a user sees them, edges trimmed', () => {
    expect(scriptCharCount(doc)).toBe('Hello there.'.length + 'Welcome!'.length + 5);
    expect(
      scriptCharCount(
        TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '1:1', scenes: [{ id: 's', script: [{ id: 'g', text: '👍🏽 ok', voice: 'espeak:en' }] }] }),
      ),
    ).toBe(4);
  });

  it('joins the whole script with spaces between words and none beside CJK', () => {
    expect(documentScript(doc)).toBe('Hello there. Welcome!欢迎收看。');
  });

  it('estimates each segment at its own speed', () => {
    expect(estimatedDurations(doc)).toEqual({
      seg1: estimateSpeechSeconds('Hello there.'),
      seg2: estimateSpeechSeconds('Welcome!') / 2,
      seg3: estimateSpeechSeconds('欢迎收看。'),
    });
  });
});

describe('collectMediaRefs', () => {
  it('lists every media file once, in document order, including custom avatar assets', () => {
    expect(collectMediaRefs(doc)).toEqual(['asset:bg', 'asset:loop', 'asset:my-avatar', 'file:/tmp/clip.mp4', 'builtin:music/calm', 'storage:brand/logo.png']);
  });
});

describe('updateSegment', () => {
  it('changes one segment and shares everything else', () => {
    const next = updateSegment(doc, 'seg2', { text: 'Welcome back!', pauseAfter: 0.5 });
    expect(next.scenes[0]!.script[1]).toEqual({ id: 'seg2', text: 'Welcome back!', voice: 'espeak:en-us', speed: 2, pauseBefore: 0, pauseAfter: 0.5 });
    expect(next).not.toBe(doc);
    expect(next.scenes[0]!.script[0]).toBe(doc.scenes[0]!.script[0]);
    expect(next.scenes[0]!.layers).toBe(doc.scenes[0]!.layers);
    expect(next.scenes[1]).toBe(doc.scenes[1]);
    expect(doc.scenes[0]!.script[1]!.text).toBe('Welcome!');
  });

  it('clears the speaker with undefined and never changes the id', () => {
    const withSpeaker = updateSegment(doc, 'seg3', { speaker: 'me' });
    expect(withSpeaker.scenes[1]!.script[0]!.speaker).toBe('me');
    const cleared = updateSegment(withSpeaker, 'seg3', { speaker: undefined, ...({ id: 'other' } as object) });
    expect(cleared.scenes[1]!.script[0]).toEqual({ id: 'seg3', text: '欢迎收看。', voice: 'espeak:cmn', speed: 1, pauseBefore: 0, pauseAfter: 0 });
  });

  it('throws for an unknown segment or an invalid patch, with a document path', () => {
    expect(() => updateSegment(doc, 'nope', { text: 'x' })).toThrow(TimelineError);
    try {
      updateSegment(doc, 'seg3', { speed: 5 });
      expect.unreachable();
    } catch (e) {
      expect((e as TimelineError).issues).toEqual([{ path: 'scenes[1].script[0].speed', message: 'Must be at most 2' }]);
    }
  });
});
