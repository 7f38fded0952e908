import { describe, expect, it } from 'vitest';
import { TimelineError } from './errors.js';
import { TIMELINE_VERSION, TimelineDoc, type TimelineDocInput } from './schema.js';
import { SCRIPT_INPUT_ERROR } from './text.js';
import { assertRenderable, MAX_TOTAL_SECONDS, validateTimeline } from './validate.js';

type SceneInput = TimelineDocInput['scenes'][number];
const avatar = (id = 'avatar') => ({ type: 'avatar' as const, id, avatar: 'anna' });
const seg = (id: string, text = 'Hello there, friends.', extra: object = {}) => ({ id, text, voice: 'espeak:en-us', ...extra });
const doc = (...scenes: SceneInput[]) => TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '9:16', scenes });
const rules = (d: TimelineDoc) => validateTimeline(d).map((i) => `${i.rule} ${i.path}`);

describe('validateTimeline', () => {
  it('accepts a plain avatar video', () => {
    expect(validateTimeline(doc({ id: 's1', layers: [avatar()], script: [seg('g1')] }, { id: 's2', layers: [avatar()], script: [seg('g2')] }))).toEqual([]);
  });

  it('finds duplicate scene ids, layer ids within a scene and segment ids across the document', () => {
    const d = doc(
      { id: 's1', layers: [avatar('a'), { type: 'image', id: 'a', src: 'asset:1' }], script: [seg('g1')] },
      { id: 's1', layers: [avatar('a')], script: [seg('g1'), seg('g2')] },
    );
    expect(validateTimeline(d)).toEqual([
      { path: 'scenes[1].id', message: 'Scene id "s1" is used more than once', rule: 'duplicate-id' },
      { path: 'scenes[0].layers[1].id', message: 'Layer id "a" is used more than once', rule: 'duplicate-id' },
      { path: 'scenes[1].script[0].id', message: 'Segment id "g1" is used more than once', rule: 'duplicate-id' },
    ]);
  });

  it('needs a speaker to be an avatar layer of the same scene', () => {
    const d = doc(
      {
        id: 's1',
        layers: [avatar('anna'), { type: 'image', id: 'logo', src: 'asset:1' }],
        script: [seg('g1', 'Hi there everyone.', { speaker: 'anna' }), seg('g2', 'Hello to you.', { speaker: 'logo' })],
      },
      { id: 's2', layers: [avatar('bob')], script: [seg('g3', 'Hello from me.', { speaker: 'anna' })] },
    );
    expect(rules(d)).toEqual(['unknown-speaker scenes[0].script[1].speaker', 'unknown-speaker scenes[1].script[0].speaker']);
  });

  it('allows voice-over: script without any avatar layer', () => {
    expect(validateTimeline(doc({ id: 's1', layers: [{ type: 'image', id: 'bg', src: 'asset:1' }], script: [seg('g1')] }))).toEqual([]);
  });

  it('needs layers to end after they start', () => {
    const d = doc({
      id: 's1',
      duration: 5,
      layers: [
        { type: 'text', id: 't1', text: 'A', start: 2, end: 2 },
        { type: 'text', id: 't2', text: 'B', end: 0 },
        { type: 'text', id: 't3', text: 'C', start: 1, end: 3 },
        { type: 'text', id: 't4', text: 'D', start: 4 },
      ],
    });
    expect(rules(d)).toEqual(['layer-timing scenes[0].layers[0].end', 'layer-timing scenes[0].layers[1].end']);
  });

  it('needs each scene to speak or last, and each segment to be speakable', () => {
    const d = doc(
      { id: 's1', layers: [avatar()] },
      { id: 's2', duration: 0, script: [seg('g1', '👍!!')] },
      { id: 's3', duration: 2, script: [seg('g2', ' ')] },
    );
    expect(validateTimeline(d)).toEqual([
      { path: 'scenes[0]', message: 'A scene needs something to say or a duration', rule: 'empty-scene' },
      { path: 'scenes[1].script[0].text', message: 'Nothing here can be spoken (only punctuation, symbols or emoji)', rule: 'unspeakable' },
      { path: 'scenes[1]', message: 'A scene needs something to say or a duration', rule: 'empty-scene' },
      { path: 'scenes[2].script[0].text', message: 'Write something to say, or remove this line', rule: 'unspeakable' },
    ]);
  });

  it('limits the total duration to an hour, counting durations, pauses and estimated speech', () => {
    expect(rules(doc({ id: 'a', duration: 3000 }, { id: 'b', duration: 600 }))).toEqual([]);
    expect(rules(doc({ id: 'a', duration: 3000 }, { id: 'b', duration: 600, script: [seg('g', 'x'.repeat(5000))] }, { id: 'c', duration: 1 }))).toEqual([
      'too-long ',
    ]);
    const paused = doc({ id: 'a', duration: 3590 }, { id: 'b', script: [seg('g', 'Hello there.', { pauseBefore: 10, pauseAfter: 10 })] });
    expect(validateTimeline(paused)).toEqual([
      { path: '', message: `The video would last about 61 minutes; at most ${MAX_TOTAL_SECONDS / 60} are allowed`, rule: 'too-long' },
    ]);
  });
});

describe('assertRenderable', () => {
  it('passes with a speakable segment or a scene with a duration', () => {
    expect(() => assertRenderable(doc({ id: 's', script: [seg('g', '')] }, { id: 't', script: [seg('h', 'Go.')] }))).not.toThrow();
    expect(() => assertRenderable(doc({ id: 's', duration: 3, layers: [{ type: 'image', id: 'i', src: 'asset:1' }] }))).not.toThrow();
  });

  it('throws the spec script error when nothing speaks or lasts', () => {
    let error: unknown;
    try {
      assertRenderable(doc({ id: 's', layers: [avatar()], script: [seg('g', '🎉🎉'), seg('h', '...')] }));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(TimelineError);
    expect((error as TimelineError).reason).toBe('script');
    expect((error as TimelineError).message).toBe(SCRIPT_INPUT_ERROR);
  });
});
