import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DirCache } from './dir-cache.js';
import { canonicalJson, stepKey } from './hash.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-cache-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function tempFile(content: string) {
  const file = path.join(root, `in-${Math.random().toString(36).slice(2)}`);
  fs.writeFileSync(file, content);
  return file;
}

describe('stepKey', () => {
  it('ignores key order and undefined fields', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(stepKey('speech', 1, { a: 1, b: 2 }, 'wav')).toBe(stepKey('speech', 1, { b: 2, a: 1 }, 'wav'));
  });
  it('changes with the version and the inputs', () => {
    const k = stepKey('clip', 1, { text: 'hi' }, 'mp4');
    expect(k).toMatch(/^clip-[0-9a-f]{64}\.mp4$/);
    expect(stepKey('clip', 2, { text: 'hi' }, 'mp4')).not.toBe(k);
    expect(stepKey('clip', 1, { text: 'hi!' }, 'mp4')).not.toBe(k);
  });
});

describe('DirCache', () => {
  const cache = new DirCache(path.join(root, 'cache'));
  it('misses, then returns what was put', async () => {
    const key = stepKey('t', 1, { n: 1 }, 'txt');
    expect(await cache.get(key)).toBeNull();
    const stored = await cache.put(key, tempFile('one'));
    expect(await cache.get(key)).toBe(stored);
    expect(fs.readFileSync(stored, 'utf8')).toBe('one');
  });
  it('survives concurrent writers of one key', async () => {
    const key = stepKey('t', 1, { n: 2 }, 'txt');
    await Promise.all(Array.from({ length: 8 }, () => cache.put(key, tempFile('same'))));
    expect(fs.readFileSync((await cache.get(key))!, 'utf8')).toBe('same');
    const leftovers = fs.readdirSync(path.dirname((await cache.get(key))!)).filter((f) => f.endsWith('.tmp'));
    expect(leftovers).toEqual([]);
  });
  it('refuses keys that could escape the directory', async () => {
    await expect(cache.get('../etc/passwd')).rejects.toThrow(/Bad cache key/);
  });
  it("prunes what was used longest ago down to a budget, and crashed writers' temporary files", async () => {
    const small = new DirCache(path.join(root, 'prune'));
    const keys = [1, 2, 3, 4].map((n) => stepKey('p', 1, { n }, 'bin'));
    const hour = 3_600_000;
    for (const [i, key] of keys.entries()) {
      const stored = await small.put(key, tempFile('x'.repeat(1000)));
      const at = new Date(Date.now() - (10 - i) * hour); // key 0 is the oldest
      fs.utimesSync(stored, at, at);
    }
    await small.get(keys[0]!); // used just now: the newest
    const stale = path.join(path.dirname((await small.get(keys[1]!))!), 'left.123.tmp');
    fs.writeFileSync(stale, 'partial');
    fs.utimesSync(stale, new Date(Date.now() - 2 * hour), new Date(Date.now() - 2 * hour));
    const out = await small.prune(2500);
    expect(out.bytes).toBe(2000);
    expect(fs.existsSync(stale)).toBe(false);
    // Keys 0 and 1 were used just now (key 1 by the lookup above); 2 and 3, hours ago, went.
    expect(await Promise.all(keys.map(async (k) => (await small.get(k)) !== null))).toEqual([true, true, false, false]);
    // Nothing used in the last minutes goes, whatever the budget.
    expect((await small.prune(0)).bytes).toBe(2000);
  });
});
