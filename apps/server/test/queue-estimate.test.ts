import { describe, expect, it } from 'vitest';
import { readyMinutes, waitMinutes, waitSeconds } from '../src/modules/render/queue-estimate.js';

describe('queue estimate', () => {
  it('nothing ahead and a free worker: the render starts now', () => {
    expect(waitSeconds({ ahead: 0, active: 0, workers: 1, seconds: 45 })).toBe(0);
    expect(waitMinutes({ ahead: 0, active: 0, workers: 1, seconds: 45 })).toBe(0);
    // Two workers, one busy: the other is free.
    expect(waitMinutes({ ahead: 0, active: 1, workers: 2, seconds: 300 })).toBe(0);
  });

  it('waits for the renders ahead, shared among the workers, at the measured speed', () => {
    expect(waitSeconds({ ahead: 0, active: 1, workers: 1, seconds: 20 })).toBe(20);
    expect(waitSeconds({ ahead: 2, active: 1, workers: 1, seconds: 20 })).toBe(60);
    expect(waitSeconds({ ahead: 3, active: 2, workers: 2, seconds: 20 })).toBe(40);
    // Seconds of fast renders round up to one minute, never to "starts now".
    expect(waitMinutes({ ahead: 0, active: 1, workers: 1, seconds: 8 })).toBe(1);
    expect(waitMinutes({ ahead: 9, active: 1, workers: 1, seconds: 30 })).toBe(5);
  });

  it('a queued video is ready after its wait and its own render, at least a minute away', () => {
    expect(readyMinutes({ ahead: 0, active: 0, workers: 1, seconds: 10 })).toBe(1);
    expect(readyMinutes({ ahead: 3, active: 1, workers: 1, seconds: 60 })).toBe(5);
    // A worker count of 0 (misconfigured) counts as one, not as an endless wait.
    expect(readyMinutes({ ahead: 1, active: 0, workers: 0, seconds: 60 })).toBe(2);
  });
});
