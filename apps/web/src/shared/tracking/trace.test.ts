import { describe, expect, it } from 'vitest';
import { newTraceId, toBase62 } from './trace';

describe('trace id (spec 000 §9)', () => {
  it('encodes base 62', () => {
    expect(toBase62(0)).toBe('0');
    expect(toBase62(61)).toBe('Z');
    expect(toBase62(62)).toBe('10');
    expect(toBase62(9999)).toBe('2Bh');
  });

  it('is base-62 of the time followed by base-62 of a number under 10000', () => {
    const id = newTraceId();
    const time = toBase62(Date.now());
    expect(id).toMatch(/^[0-9a-zA-Z]+$/);
    expect(id.slice(0, time.length - 1)).toBe(time.slice(0, -1));
    expect(id.length - time.length).toBeLessThanOrEqual(3);
  });
});
