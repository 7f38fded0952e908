import { describe, expect, it } from 'vitest';
import { analysisProgress, creepPercent } from './analysis';

describe('analysisProgress', () => {
  it('creeps, never reaches 100 before done, and keeps each stage’s floor', () => {
    expect(analysisProgress(0, 45, 'fetching')).toBe(0);
    const half = analysisProgress(22_500, 45, 'fetching');
    expect(half).toBeGreaterThan(50);
    expect(analysisProgress(45_000, 45, 'fetching')).toBeGreaterThan(half);
    expect(analysisProgress(600_000, 45, 'media')).toBeLessThanOrEqual(95);
    expect(analysisProgress(1000, 45, 'reading')).toBe(30);
    expect(analysisProgress(1000, 45, 'media')).toBe(50);
    expect(analysisProgress(1000, 45, 'done')).toBe(100);
  });

  it('creeps the same for any expected time, stopping short of the end', () => {
    expect(creepPercent(15_000, 30)).toBeCloseTo(creepPercent(22_500, 45));
    expect(creepPercent(-5, 30)).toBe(0);
    expect(creepPercent(10 * 60_000, 30)).toBeLessThan(95.0001);
  });
});
