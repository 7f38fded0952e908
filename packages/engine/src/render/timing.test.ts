import { TIMELINE_VERSION, TimelineDoc, type TimelineDocInput } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { ScriptError } from '../types.js';
import { planFrames } from './timing.js';

const doc = (input: Omit<TimelineDocInput, 'version' | 'aspectRatio'>) => TimelineDoc.parse({ version: TIMELINE_VERSION, aspectRatio: '9:16', ...input });
const seg = (id: string, extra: object = {}) => ({ id, text: 'Hello.', voice: 'espeak:en-us', ...extra });

describe('planFrames', () => {
  it('gives each segment whole frames: pause before, speech rounded up, pause after', () => {
    const plan = planFrames(doc({ scenes: [{ id: 's1', script: [seg('a', { pauseBefore: 0.3 }), seg('b', { pauseAfter: 0.5 })] }] }), { a: 1.01, b: 2 });
    expect(plan.windows.map((w) => [w.segmentId, w.startFrame, w.frames, w.leadFrames])).toEqual([
      ['a', 0, 8 + 26, 8], // 0.3 s → 8 frames at 25 fps; 1.01 s → 26 frames (rounded up so speech fits)
      ['b', 34, 50 + 13, 0], // 0.5 s → 12.5 → 13 frames
    ]);
    expect(plan.totalFrames).toBe(97);
  });
  it('stretches the last window of a scene up to the scene duration, and makes a window for a silent scene', () => {
    const plan = planFrames(
      doc({
        scenes: [
          { id: 's1', duration: 3, script: [seg('a')] },
          { id: 's2', duration: 2 },
        ],
      }),
      { a: 1 },
    );
    expect(plan.windows.map((w) => [w.segmentId, w.startFrame, w.frames, w.segmentFrames, w.sceneOffsetFrames])).toEqual([
      ['a', 0, 75, 25, 0],
      [undefined, 75, 50, 0, 0],
    ]);
    expect(plan.windows.map((w) => w.sceneFrames)).toEqual([75, 50]);
    expect(plan.scenes).toEqual([
      { id: 's1', startFrame: 0, frames: 75 },
      { id: 's2', startFrame: 75, frames: 50 },
    ]);
  });
  it('keeps other windows unchanged when one segment gets longer', () => {
    const d = doc({ scenes: [{ id: 's1', script: [seg('a'), seg('b'), seg('c')] }] });
    const before = planFrames(d, { a: 1, b: 1, c: 1 }).windows;
    const after = planFrames(d, { a: 1, b: 1.7, c: 1 }).windows;
    expect(after[0].frames).toBe(before[0].frames);
    expect(after[2].frames).toBe(before[2].frames);
    expect(after[2].sceneOffsetFrames).toBeGreaterThan(before[2].sceneOffsetFrames);
  });
  it('refuses a document with nothing that takes time', () => {
    expect(() => planFrames(doc({ scenes: [{ id: 's1' }] }), {})).toThrow(ScriptError);
  });
});
