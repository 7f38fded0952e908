import { describe, expect, it } from 'vitest';
import { calls, endpoints } from './index.js';

describe('endpoints (paths.ts)', () => {
  it('names the same calls as `calls`, with their method and path', () => {
    expect(Object.keys(endpoints).sort()).toEqual(Object.keys(calls).sort());
    for (const [name, def] of Object.entries(calls)) expect({ method: def.method, path: def.path }).toEqual(endpoints[name as keyof typeof endpoints]);
  });
});
