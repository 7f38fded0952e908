import pLimit from 'p-limit';
import { describe, expect, it } from 'vitest';

// The speech and clip stages rely on these: a width that bounds the ffmpegs and TTS calls at once, and
// document order, so the first scenes can be drawn early. An upgrade that changes either fails here.
describe('p-limit, as the render stages use it', () => {
  it('never runs more than its width, in order of arrival', async () => {
    const limit = pLimit(2);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const task = (i: number) => async () => {
      started.push(i);
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5 + (i % 3)));
      running--;
      return i;
    };
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => limit(task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('counts a lone task as the only load (the clip stage then gives it every core)', async () => {
    const limit = pLimit(2);
    const load = () => limit.activeCount + limit.pendingCount;
    expect(await limit(async () => load())).toBe(1);
    const loads = await Promise.all([0, 1, 2].map(() => limit(async () => load())));
    expect(loads[0]).toBe(3);
  });

  it('frees the slot when a task fails', async () => {
    const limit = pLimit(1);
    await expect(limit(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit(async () => 'next')).toBe('next');
  });
});
