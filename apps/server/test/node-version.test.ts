import { describe, expect, it } from 'vitest';
import { NODE_RANGE, nodeVersionProblem } from '../../../scripts/node-version.mjs';
import rootPackage from '../../../package.json' with { type: 'json' };

describe('supported Node.js versions', () => {
  it('accepts 20.19+, 22.12+ and later majors', () => {
    for (const v of ['20.19.0', '20.20.2', '22.12.0', '24.1.0']) expect(nodeVersionProblem(v)).toBeNull();
  });
  it('refuses older 20s, 21, early 22s and 18 with a message naming the need', () => {
    for (const v of ['18.20.0', '20.18.1', '21.7.3', '22.11.0']) expect(nodeVersionProblem(v)).toMatch(/needs Node\.js 20\.19/);
  });
  it('is the range package.json declares', () => {
    expect(rootPackage.engines.node).toBe(NODE_RANGE);
  });
});
