import { Plan } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { spaceHasFeature } from './plan-feature';

const personal = { personal: true, plan_expired: false };

describe('spaceHasFeature', () => {
  it('gives batch creation to Creator and up in one’s own space', () => {
    expect(spaceHasFeature('batch', { plan: Plan.Free, space: personal })).toBe(false);
    expect(spaceHasFeature('batch', { plan: Plan.Starter, space: personal })).toBe(false);
    expect(spaceHasFeature('batch', { plan: Plan.Creator, space: personal })).toBe(true);
    expect(spaceHasFeature('batch', { plan: Plan.Team })).toBe(true);
  });

  it('follows the owner’s Team plan in a team space, whatever one’s own plan', () => {
    expect(spaceHasFeature('batch', { plan: Plan.Free, space: { personal: false, plan_expired: false } })).toBe(true);
    expect(spaceHasFeature('batch', { plan: Plan.Creator, space: { personal: false, plan_expired: true } })).toBe(false);
  });
});
