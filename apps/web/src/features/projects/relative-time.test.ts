import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-11-22T12:00:00Z');
const ago = (s: number) => new Date(now - s * 1000).toISOString();

describe('relativeTime', () => {
  it('picks the largest whole unit', () => {
    expect(relativeTime(ago(20), now, 'en')).toBe('now');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3600), now, 'en')).toBe('3 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(15 * 24 * 3600), now, 'en')).toBe('2 weeks ago');
  });

  it('speaks Chinese', () => {
    expect(relativeTime(ago(5 * 60), now, 'zh')).toBe('5分钟前');
  });
});
