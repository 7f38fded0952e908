import { describe, expect, it } from 'vitest';
import { formatBytes } from './bytes.js';

describe('formatBytes', () => {
  it('uses B, KB, MB, GB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(1024 * 1024)).toBe('1 MB');
    expect(formatBytes(734 * 1024 * 1024)).toBe('734 MB');
    expect(formatBytes(5 * 1024 ** 4)).toBe('5120 GB');
  });
});
