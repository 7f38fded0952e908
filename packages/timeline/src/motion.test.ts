import { describe, expect, it } from 'vitest';
import { easeOut, MOTION_PATHS, MOTION_SCALE, motionProgress, motionView } from './motion.js';
import { MEDIA_MOTIONS } from './schema.js';

describe('motionView', () => {
  it('zooms about the centre and pans over an enlarged picture, never past its edges', () => {
    expect(motionView('zoom-in', 0)).toEqual({ scale: 1, x: 0.5, y: 0.5 });
    expect(motionView('zoom-in', 1)).toEqual({ scale: MOTION_SCALE, x: 0.5, y: 0.5 });
    expect(motionView('zoom-out', 0.5).scale).toBeCloseTo((1 + MOTION_SCALE) / 2, 9);
    // pan-left: the box travels right over the picture, so the picture slides left.
    expect(motionView('pan-left', 0)).toEqual({ scale: MOTION_SCALE, x: 0, y: 0.5 });
    expect(motionView('pan-left', 2)).toEqual({ scale: MOTION_SCALE, x: 1, y: 0.5 });
    expect(motionView('pan-down', 1)).toMatchObject({ x: 0.5, y: 0 });
    for (const m of MEDIA_MOTIONS) {
      const path = MOTION_PATHS[m];
      // A pan needs room to travel: a picture that moves sideways is enlarged.
      if (path.x[0] !== path.x[1] || path.y[0] !== path.y[1]) expect(Math.min(...path.scale)).toBeGreaterThan(1);
      expect(Math.min(...path.scale)).toBeGreaterThanOrEqual(1);
    }
  });
});

describe('motionProgress', () => {
  it('is 0 on the first frame shown and 1 on the last, a straight line between', () => {
    // Shows from 1 s to 3 s at 25 fps: frames at 1.00 … 2.96.
    expect(motionProgress(1, 1, 3, 25)).toBe(0);
    expect(motionProgress(2.96, 1, 3, 25)).toBeCloseTo(1, 9);
    expect(motionProgress(1.98, 1, 3, 25)).toBeCloseTo(0.5, 9);
    expect(motionProgress(0.5, 1, 3, 25)).toBeLessThan(0);
    expect(motionProgress(1, 1, 1.04, 25)).toBe(0);
  });
  it('eases transitions out and holds the ends', () => {
    expect([easeOut(-1), easeOut(0), easeOut(0.5), easeOut(1), easeOut(2)]).toEqual([0, 0, 0.75, 1, 1]);
  });
});
