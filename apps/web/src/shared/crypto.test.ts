import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Fallback, sha256Hex } from './crypto';

describe('password hashing', () => {
  it('sends the SHA-256 hex of what was typed', async () => {
    expect(await sha256Hex('secret123')).toBe(createHash('sha256').update('secret123').digest('hex'));
  });

  it('has a plain-JS fallback for pages served over http on a LAN address', () => {
    for (const text of ['', 'abc', 'x'.repeat(55), 'x'.repeat(64), '密码passé'.repeat(20)]) {
      const hex = Buffer.from(sha256Fallback(new TextEncoder().encode(text))).toString('hex');
      expect(hex).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });
});
