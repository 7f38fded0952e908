import { TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { audioKey, planAudio } from './audio-step.js';
import { planFrames } from './timing.js';

const doc = TimelineDoc.parse({
  version: TIMELINE_VERSION,
  aspectRatio: '16:9',
  scenes: [
    { id: 's1', script: [{ id: 'a', text: 'One.', voice: 'espeak:en-us', pauseBefore: 0.2 }] },
    { id: 's2', duration: 1 },
    { id: 's3', script: [{ id: 'b', text: 'Two.', voice: 'espeak:en-us' }] },
  ],
});

describe('planAudio', () => {
  const plan = planFrames(doc, { a: 1, b: 0.5 });
  const speech = new Map([
    ['a', { key: 'speech-a.wav', wavPath: '/c/a.wav' }],
    ['b', { key: 'speech-b.wav', wavPath: '/c/b.wav' }],
  ]);
  it('puts each take on the video frame grid, silence where no one speaks', () => {
    expect(planAudio(plan, speech).pieces).toEqual([
      { wavPath: '/c/a.wav', speechKey: 'speech-a.wav', leadSamples: 5 * 960, totalSamples: 30 * 960 },
      { wavPath: undefined, speechKey: undefined, leadSamples: 0, totalSamples: 25 * 960 },
      { wavPath: '/c/b.wav', speechKey: 'speech-b.wav', leadSamples: 0, totalSamples: 13 * 960 },
    ]);
    const samples = planAudio(plan, speech).pieces.reduce((n, p) => n + p.totalSamples, 0);
    expect(samples / 24000).toBeCloseTo(plan.totalFrames / plan.fps, 9);
  });
  it('keys on what is heard, not where files are', () => {
    const moved = new Map([...speech].map(([id, t]) => [id, { ...t, wavPath: `/elsewhere${t.wavPath}` }]));
    expect(audioKey(planAudio(plan, moved))).toBe(audioKey(planAudio(plan, speech)));
    const music = { hash: 'sha256:m', path: '/m.mp3', volume: 0.3, duck: true };
    expect(audioKey(planAudio(plan, speech, music))).not.toBe(audioKey(planAudio(plan, speech)));
    expect(audioKey(planAudio(plan, speech, { ...music, volume: 0.5 }))).not.toBe(audioKey(planAudio(plan, speech, music)));
  });
});
