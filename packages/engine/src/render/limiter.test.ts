import { describe, expect, it } from 'vitest';
import { Limiter } from './limiter.js';

describe('Limiter', () => {
  it('never runs more than its size, in order of arrival', async () => {
    const limiter = new Limiter(2);
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
    const results = await Promise.all(Array.from({ length: 9 }, (_, i) => limiter.run(task(i))));
    expect(results).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(peak).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('frees the slot when a task fails', async () => {
    const limiter = new Limiter(1);
    await expect(limiter.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limiter.run(async () => 'next')).toBe('next');
  });
});
