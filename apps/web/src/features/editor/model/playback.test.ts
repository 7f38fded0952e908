import { estimatedDurations, sceneTimings, TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { advance, lineAt, voiceHold } from './playback';
import { type Take, takeKey } from './preview-speech';

const VOICE = 'espeak:en-us';
const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '16:9',
  scenes: [
    { id: 'a', script: [{ id: 'l1', text: 'First line.', voice: VOICE, pauseBefore: 1 }] },
    { id: 'b', duration: 3, script: [{ id: 'l2', text: 'Second line.', voice: VOICE }] },
  ],
});
const ready = (seconds: number): Take => ({ status: 'ready', url: '/x.wav', seconds, words: null, error: null, at: 0 });
const line = (i: number) => doc.scenes[i]!.script[0]!;
const takes = { [takeKey(line(0))]: ready(2), [takeKey(line(1))]: ready(1.5) };
const timings = sceneTimings(doc, { l1: 2, l2: 1.5 });

describe('preview playback', () => {
  it('finds the line heard at a time, and none in a pause or past the speech', () => {
    expect(lineAt(doc, timings, 0.5)).toBeNull();
    expect(lineAt(doc, timings, 1.5)).toMatchObject({ sceneIndex: 0, offset: 0.5, key: takeKey(line(0)) });
    expect(lineAt(doc, timings, 3.2)).toMatchObject({ sceneIndex: 1, offset: expect.closeTo(0.2) });
    expect(lineAt(doc, timings, 5)).toBeNull();
  });

  it('plays on over made voices and ends at the end', () => {
    expect(advance(doc, timings, takes, 0, 0.5)).toEqual({ time: 0.5, waiting: false, ended: false });
    expect(advance(doc, timings, takes, 5.9, 0.5)).toEqual({ time: 6, waiting: false, ended: true });
  });

  it('waits at the start of a line whose voice is still being made, never playing it silent', () => {
    const estimates = sceneTimings(doc, estimatedDurations(doc));
    const preparing: Take = { ...ready(0), status: 'preparing', url: null, seconds: null };
    const partial = { [takeKey(line(0))]: preparing };
    expect(advance(doc, estimates, partial, 0.9, 0.2)).toEqual({ time: 1, waiting: true, ended: false });
    expect(advance(doc, estimates, partial, 1, 0.2)).toEqual({ time: 1, waiting: true, ended: false });
    expect(voiceHold(doc, estimates, {}, 0, 0.5)).toBeNull();
    // A line that failed is passed: its trouble is shown instead.
    const failed = { [takeKey(line(0))]: { ...preparing, status: 'failed' as const, error: 'no' } };
    expect(voiceHold(doc, timings, { ...failed, [takeKey(line(1))]: ready(1.5) }, 0, 4)).toBeNull();
  });
});
