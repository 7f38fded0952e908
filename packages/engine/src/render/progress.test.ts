import { describe, expect, it } from 'vitest';
import { RenderProgress } from './progress.js';

describe('RenderProgress', () => {
  it('weighs stages by expected cost and items within a stage by theirs', () => {
    const seen: [number, string][] = [];
    const p = new RenderProgress({ speech: 1, clips: 8, audio: 0.5, mux: 0.25, thumbnail: 0.25 }, (f, s) => seen.push([f, s]), 0);
    p.plan('speech', { a: 1, b: 3 });
    p.report('speech', 'a', 1);
    expect(p.fraction).toBeCloseTo(0.1 * 0.25);
    p.report('speech', 'b', 1);
    expect(p.fraction).toBeCloseTo(0.1);
    p.plan('clips', { x: 1, y: 1 });
    p.report('clips', 'x', 0.5);
    expect(p.fraction).toBeCloseTo(0.1 + 0.8 * 0.25);
    p.report('clips', 'x', 0.2); // never backwards
    expect(p.fraction).toBeCloseTo(0.3);
    p.report('clips', 'y', 1);
    p.report('clips', 'x', 1);
    p.single('audio')(1);
    p.single('mux')(1);
    p.single('thumbnail')(1);
    expect(p.fraction).toBe(1);
    expect(seen.map(([, s]) => s)).toEqual(expect.arrayContaining(['speech', 'clips', 'audio', 'mux', 'thumbnail']));
    for (let i = 1; i < seen.length; i++) expect(seen[i][0]).toBeGreaterThanOrEqual(seen[i - 1][0]);
  });
});
