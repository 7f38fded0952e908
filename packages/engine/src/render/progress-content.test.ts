import { TIMELINE_VERSION, TimelineDoc } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { planFrames } from './timing.js';
import { needsVideoLength, windowContent, type WindowContext } from './window-content.js';

/** Two silent scenes of 2 s and 3 s at 25 fps, each with a progress bar measuring `over`. */
const docWith = (over: 'scene' | 'video') =>
  TimelineDoc.parse({
    version: TIMELINE_VERSION,
    aspectRatio: '16:9',
    scenes: [2, 3].map((duration, i) => ({
      id: `s${i}`,
      duration,
      layers: [{ id: 'bar', type: 'shape', shape: 'progress', fill: '#FF0000', y: 0.95, width: 1, height: 0.02, progress: { over, track: '#333333' } }],
    })),
  });

function fillsOf(doc: TimelineDoc) {
  const plan = planFrames(doc, {});
  const ctx: WindowContext = {
    doc,
    speech: new Map(),
    media: new Map(),
    avatars: { id: 'local', version: '1', aspect: () => 1 },
    watermark: false,
    ...(needsVideoLength(doc) && { video: { sceneStartFrames: plan.scenes.map((s) => s.startFrame), totalFrames: plan.totalFrames } }),
  };
  return plan.windows.map((w) => {
    const bar = windowContent(w, ctx).content.layers[0]!;
    return bar.type === 'shape' ? { fills: bar.fills, track: bar.track, width: bar.width } : null;
  });
}

describe('progress bars in window content', () => {
  it('fill each scene from empty to full when they measure the scene', () => {
    expect(needsVideoLength(docWith('scene'))).toBe(false);
    expect(fillsOf(docWith('scene'))).toEqual([
      { fills: { from: 0, to: 1 }, track: '#333333', width: 1280 },
      { fills: { from: 0, to: 1 }, track: '#333333', width: 1280 },
    ]);
  });

  it('fill once over the whole video when they measure the video', () => {
    expect(needsVideoLength(docWith('video'))).toBe(true);
    const [first, second] = fillsOf(docWith('video'));
    // 125 frames: the first scene's 50 take the bar to 49/124, the second goes on from 50/124.
    expect(first!.fills).toEqual({ from: 0, to: Number((49 / 124).toFixed(6)) });
    expect(second!.fills).toEqual({ from: Number((50 / 124).toFixed(6)), to: 1 });
  });

  it('refuse to draw a bar over the video without its length', () => {
    const doc = docWith('video');
    const plan = planFrames(doc, {});
    const ctx: WindowContext = { doc, speech: new Map(), media: new Map(), avatars: { id: 'l', version: '1', aspect: () => 1 }, watermark: false };
    expect(() => windowContent(plan.windows[0]!, ctx)).toThrow(/video length/);
  });
});
