import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sha256Hex } from './crypto';

const TEXTS = ['', 'abc', 'x'.repeat(55), 'x'.repeat(64), '密码passé'.repeat(20)];
const nodeHex = (text: string) => createHash('sha256').update(text).digest('hex');

describe('password hashing', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the SHA-256 hex of what was typed', async () => {
    expect(await sha256Hex('secret123')).toBe(nodeHex('secret123'));
  });

  it('gives the same digest without crypto.subtle (pages served over http on a LAN address)', async () => {
    vi.stubGlobal('crypto', {});
    for (const text of TEXTS) expect(await sha256Hex(text)).toBe(nodeHex(text));
  });
});
