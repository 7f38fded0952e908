import { describe, expect, it } from 'vitest';
import { formatBytes, formatClock } from './format';

describe('formatClock', () => {
  it('reads as minutes and seconds, hours when long', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(7)).toBe('0:07');
    expect(formatClock(75.4)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(-3)).toBe('0:00');
  });
});

describe('formatBytes', () => {
  it('uses B, KB, MB, GB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(734 * 1024 * 1024)).toBe('734 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
