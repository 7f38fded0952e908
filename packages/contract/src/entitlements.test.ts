import { describe, expect, it } from 'vitest';
import { entitlements } from './entitlements.js';
import { Plan } from './enums.js';

const GB = 1024 ** 3;

describe('entitlements', () => {
  it('answers the plan tables: Free has 30 s, the watermark, 2 GB and 3 starting credits', () => {
    expect(entitlements(Plan.Free)).toEqual({
      plan: Plan.Free,
      maxVideoSeconds: 30,
      watermark: true,
      storageBytes: 2 * GB,
      startingCredits: 3,
      costs: { video: 1 },
    });
  });

  it('gives paid plans longer videos without the watermark', () => {
    expect(entitlements(Plan.Starter)).toMatchObject({ maxVideoSeconds: 60, watermark: false, startingCredits: 0 });
    expect(entitlements(Plan.Creator)).toMatchObject({ maxVideoSeconds: 900, watermark: false, storageBytes: 100 * GB });
    expect(entitlements(Plan.Team).storageBytes).toBe(200 * GB);
  });

  it('treats an unknown plan number as Free, never as more', () => {
    expect(entitlements(12345)).toEqual(entitlements(Plan.Free));
    expect(entitlements(-1).watermark).toBe(true);
  });
});
