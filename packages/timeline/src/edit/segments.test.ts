import { describe, expect, it } from 'vitest';
import { TimelineError } from '../errors.js';
import type { TimelineDoc } from '../schema.js';
import { addSegment, moveSegment, patchSegment, removeSegment, splitSegmentAt } from './segments.js';
import { richDoc, run, runFor, VOICE } from './test-docs.js';

const lines = (doc: TimelineDoc, scene: number) => doc.scenes[scene].script.map((g) => g.id);

describe('addSegment and removeSegment', () => {
  it('adds a validated line with a fresh id after a line, or first', () => {
    const [doc, id] = runFor(richDoc(), (d) => addSegment(d, 's1', 0, 'In between.', VOICE));
    expect(id).toMatch(/^g_[0-9a-z]{8}$/);
    expect(lines(doc, 0)).toEqual(['seg1', id, 'seg1b']);
    expect(doc.scenes[0].script[1]).toEqual({ id, text: 'In between.', voice: VOICE, speed: 1, pauseBefore: 0, pauseAfter: 0 });
    const [first, firstId] = runFor(richDoc(), (d) => addSegment(d, 's2', -1, 'First.', VOICE));
    expect(lines(first, 1)).toEqual([firstId, 'seg2']);
    expect(() => run(richDoc(), addSegment, 's1', 2, 'x', VOICE)).toThrow(TimelineError);
    expect(() => run(richDoc(), addSegment, 's1', 0, 'x', 'bad voice')).toThrow(/script\[1\]\.voice/);
  });

  it('may leave a scene without script', () => {
    const doc = run(richDoc(), removeSegment, 'seg2');
    expect(doc.scenes[1].script).toEqual([]);
    expect(() => run(doc, removeSegment, 'seg2')).toThrow(TimelineError);
  });
});

describe('patchSegment', () => {
  it('writes the patched fields, validated', () => {
    const before = richDoc();
    const doc = run(before, patchSegment, 'seg1b', { text: 'Changed.', speaker: undefined });
    expect(doc.scenes[0].script[1]).toEqual({ id: 'seg1b', text: 'Changed.', voice: VOICE, speed: 1, pauseBefore: 0.5, pauseAfter: 0.3 });
    expect(doc.scenes[0].script[0]).toBe(before.scenes[0].script[0]);
    expect(() => run(before, patchSegment, 'seg1b', { speed: 9 })).toThrow(/script\[1\]\.speed/);
    expect(() => run(before, patchSegment, 'seg1b', { id: 'x' } as never)).toThrow(TimelineError);
  });
});

describe('moveSegment', () => {
  it('moves a line within its scene', () => {
    expect(lines(run(richDoc(), moveSegment, 'seg1', 's1', 1), 0)).toEqual(['seg1b', 'seg1']);
    expect(() => run(richDoc(), moveSegment, 'seg1', 's1', 2)).toThrow(TimelineError);
  });

  it('moves a line to another scene, dropping a speaker that scene has no avatar for', () => {
    const doc = run(richDoc(), moveSegment, 'seg1b', 's3', 1);
    expect(lines(doc, 0)).toEqual(['seg1']);
    expect(lines(doc, 2)).toEqual(['seg3', 'seg1b']);
    // Every scene of the form's document has an avatar layer "avatar", so the speaker still names one.
    expect(doc.scenes[2].script[1].speaker).toBe('avatar');
    const noAvatar = run(richDoc(), (d) => d.scenes[2].layers.splice(0, 1));
    expect(run(noAvatar, moveSegment, 'seg1b', 's3', 0).scenes[2].script[0].speaker).toBeUndefined();
    expect(() => run(richDoc(), moveSegment, 'seg1b', 's3', 2)).toThrow(TimelineError);
    expect(() => run(richDoc(), moveSegment, 'seg1b', 'nope', 0)).toThrow(TimelineError);
  });
});

describe('splitSegmentAt', () => {
  it('splits the text at the index; the pause before stays first, the pause after goes second', () => {
    const [doc, id] = runFor(richDoc(), (d) => splitSegmentAt(d, 'seg1b', 'How are'.length));
    expect(lines(doc, 0)).toEqual(['seg1', 'seg1b', id]);
    const [a, b] = doc.scenes[0].script.slice(1);
    expect(a).toEqual({ id: 'seg1b', text: 'How are', voice: VOICE, speed: 1, pauseBefore: 0.5, pauseAfter: 0, speaker: 'avatar' });
    expect(b).toEqual({ id, text: 'you today?', voice: VOICE, speed: 1, pauseBefore: 0, pauseAfter: 0.3, speaker: 'avatar' });
  });

  it('refuses an index at an end, outside the text or inside a surrogate pair', () => {
    for (const at of [0, 'How are you today?'.length, 99, 1.5]) expect(() => run(richDoc(), splitSegmentAt, 'seg1b', at)).toThrow(TimelineError);
    const emoji = run(richDoc(), patchSegment, 'seg2', { text: 'Nice 👍 job' });
    expect(() => run(emoji, splitSegmentAt, 'seg2', 6)).toThrow(/splits between two of its characters/);
    expect(run(emoji, splitSegmentAt, 'seg2', 7).scenes[1].script[0].text).toBe('Nice 👍');
  });
});
