import { describe, expect, it } from 'vitest';
import { entitlements, leastPlanWith, spaceEntitlementsOf } from './entitlements.js';
import { Plan } from './enums.js';

const GB = 1024 ** 3;

describe('entitlements', () => {
  it('answers the plan tables: Free has 30 s, the watermark, 2 GB and 3 starting credits', () => {
    expect(entitlements(Plan.Free)).toMatchObject({
      plan: Plan.Free,
      maxVideoSeconds: 30,
      watermark: true,
      storageBytes: 2 * GB,
      startingCredits: 3,
      apiCredits: 10,
      customAvatars: 1,
      costs: { video: 1, photoAvatar: 2, talkingPhoto: 2, motion: 2 },
    });
    expect(entitlements(Plan.Free).features).toEqual([]);
  });

  it('gives paid plans longer videos without the watermark', () => {
    expect(entitlements(Plan.Starter)).toMatchObject({ maxVideoSeconds: 60, watermark: false, startingCredits: 0 });
    expect(entitlements(Plan.Creator)).toMatchObject({ maxVideoSeconds: 900, watermark: false, storageBytes: 100 * GB });
    expect(entitlements(Plan.Team).storageBytes).toBe(200 * GB);
  });

  it('grants the credits per cycle of spec 001 §9', () => {
    expect(entitlements(Plan.Starter).cycleCredits).toEqual({ month: 16, year: 200 });
    expect(entitlements(Plan.Creator).cycleCredits).toEqual({ month: 40, year: 480 });
    expect(entitlements(Plan.Team).cycleCredits).toEqual({ month: 60, year: 720 });
    expect(entitlements(Plan.APIAdvanced).apiCredits).toBe(100);
    expect(entitlements(Plan.APIProfessional).apiCredits).toBe(800);
    expect(entitlements(Plan.Creator).photoAvatars).toEqual({ month: 20, year: 240 });
    expect(entitlements(Plan.Starter).customAvatars).toBe(3);
  });

  it('opens features and frame shapes by tier', () => {
    expect(entitlements(Plan.Starter).features).toContain('voice_clone');
    expect(entitlements(Plan.Starter).features).not.toContain('batch');
    expect(entitlements(Plan.Creator).features).toEqual(expect.arrayContaining(['batch', 'brand_kit']));
    expect(entitlements(Plan.Team).features).toContain('team_workspace');
    expect(entitlements(Plan.Free).aspectRatios).toEqual(['9:16', '16:9']);
    expect(entitlements(Plan.Creator).aspectRatios).toHaveLength(5);
  });

  it('counts Free’s three videos and its one product-shoot picture; paid plans are bounded by credits and shoot several', () => {
    expect(entitlements(Plan.Free)).toMatchObject({ maxVideos: 3, productShootImages: 1, perSeat: false, lipSync: true });
    expect(entitlements(Plan.Starter)).toMatchObject({ maxVideos: null, productShootImages: 4 });
    expect(entitlements(Plan.Team)).toMatchObject({ maxVideos: null, perSeat: true });
    expect(entitlements(Plan.Creator).features).toContain('accent_clone');
    expect(entitlements(Plan.Starter).features).not.toContain('accent_clone');
  });

  it('names the least plan on the cards that has a feature or a frame shape', () => {
    expect(leastPlanWith({ feature: 'voice_clone' })).toBe('Starter');
    expect(leastPlanWith({ feature: 'batch' })).toBe('Creator');
    expect(leastPlanWith({ feature: 'team_templates' })).toBe('Team');
    expect(leastPlanWith({ aspectRatio: '1:1' })).toBe('Starter');
    expect(leastPlanWith({ aspectRatio: '4:3' })).toBe('Creator');
  });

  it('gives a space the Team allowances of its payer’s seats, and a Free space its own', () => {
    const where = { unique_id: 's', personal: false, plan_expired: false, credits_balance: 0 };
    expect(spaceEntitlementsOf(Plan.Team, where, { period: 'year', seats: 3 })).toMatchObject({ seats: 3, custom_avatars: 30, photo_avatars: 360 });
    expect(spaceEntitlementsOf(Plan.Creator, where, { period: 'month', seats: 3 })).toMatchObject({ seats: 1, custom_avatars: 10, photo_avatars: 20 });
    expect(spaceEntitlementsOf(Plan.Free, where)).toMatchObject({ max_videos: 3, custom_avatars: 1, photo_avatars: 1, api_credits: 10 });
  });

  it('treats an unknown plan number as Free, never as more', () => {
    expect(entitlements(12345)).toEqual(entitlements(Plan.Free));
    expect(entitlements(-1).watermark).toBe(true);
  });
});
