import { type OfferData, Plan, type PlanOffer, planOfferOf, SOLD_PLANS } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { offerData } from '../../../shared/test/fixtures';
import { type AppCard, apiCardFeatures, appCardFeatures, type Cell, compareGroups } from './plans';

const rowOf = (offer: OfferData | undefined, name: string) =>
  compareGroups('month', offer)
    .flatMap((g) => g.rows)
    .find((r) => r.label === `pricing.compare.rows.${name}`);
const cells = (offer: OfferData, name: string): Record<AppCard, Cell> | undefined => rowOf(offer, name)?.cells;
/** The server's plans with one plan's entitlements changed, as another server's table would answer. */
const withPlan = (plan: Plan, patch: Partial<PlanOffer>): OfferData['plans'] =>
  SOLD_PLANS.map((p) => (p === plan ? { ...planOfferOf(p), ...patch } : planOfferOf(p)));
const keys = (list: Cell[]) => list.map((c) => (typeof c === 'object' ? c.key : String(c)));

describe('the comparison: every row from what the server says each plan allows', () => {
  it('waits for the server: no row is guessed from a copy of the plan tables', () => {
    expect(compareGroups('month', undefined)).toEqual([]);
    expect(appCardFeatures('starter', 'month', undefined)).toEqual([]);
  });

  it("reads each plan's length, watermark, ratios, avatars and credits from its entitlements", () => {
    const offer = offerData();
    expect(cells(offer, 'length')).toMatchObject({
      free: { key: 'pricing.units.seconds', values: { count: 30 } },
      starter: { key: 'pricing.units.minutes', values: { count: 1 } },
      team: { key: 'pricing.units.minutes', values: { count: 15 } },
    });
    expect(cells(offer, 'noWatermark')).toMatchObject({ free: false, starter: true, team: true });
    expect(cells(offer, 'videos')).toMatchObject({ free: { key: 'pricing.units.count', values: { count: 3 } }, starter: { key: 'pricing.compare.unlimited' } });
    expect(appCardFeatures('free', 'month', offer)).toContainEqual({ key: 'pricing.features.videos', values: { count: 3 } });
    expect(keys(appCardFeatures('starter', 'month', offer))).toContain('pricing.features.unlimitedVideos');
    expect(keys(appCardFeatures('creator', 'month', offer))).not.toContain('pricing.features.unlimitedVideos');
    expect(cells(offer, 'aspectRatios')?.free).toEqual({ key: 'pricing.units.ratioList', values: { list: '9:16, 16:9' } });
    expect(cells(offer, 'customAvatars')?.team).toEqual({ key: 'pricing.units.perSeat', values: { count: planOfferOf(Plan.Team).custom_avatars } });
    expect(cells(offer, 'credits')?.team).toEqual({ key: 'pricing.units.creditsMonthSeat', values: { count: planOfferOf(Plan.Team).cycle_credits.month } });
    expect(compareGroups('year', offer)[0]?.rows[0]?.cells.creator).toEqual({
      key: 'pricing.units.creditsYear',
      values: { count: planOfferOf(Plan.Creator).cycle_credits.year },
    });
  });

  it('follows the data when a plan allows more: the table has no figures of its own', () => {
    const offer = offerData({
      plans: withPlan(Plan.Free, { max_video_seconds: 120, watermark: false, plan_feature_access: ['batch'], custom_avatars: 4 }),
    });
    expect(cells(offer, 'length')?.free).toEqual({ key: 'pricing.units.minutes', values: { count: 2 } });
    expect(cells(offer, 'noWatermark')?.free).toBe(true);
    expect(cells(offer, 'batch')?.free).toBe(true);
    expect(cells(offer, 'batch')?.starter).toBe(false);
    expect(cells(offer, 'customAvatars')?.free).toEqual({ key: 'pricing.units.count', values: { count: 4 } });
    expect(keys(appCardFeatures('free', 'month', offer))).toEqual(expect.arrayContaining(['pricing.features.batch']));
  });

  it('marks a tool that is not built as coming soon on every plan, and sells it on none', () => {
    const offer = offerData();
    for (const name of ['translation', 'productShots', 'accentCloning']) {
      const row = cells(offer, name);
      expect(row, name).toBeDefined();
      for (const cell of Object.values(row ?? {})) expect(cell).toEqual({ key: 'pricing.compare.comingSoon', soon: true });
    }
    const sold = (['free', 'starter', 'creator', 'team'] as const).flatMap((c) => keys(appCardFeatures(c, 'month', offer)));
    expect(sold.join()).not.toMatch(/translation|productShots|accentCloning/);
  });

  it('leaves out a built tool whose engine is not set up here, and sells it once it is', () => {
    expect(cells(offerData(), 'voiceCloning')).toBeUndefined();
    expect(keys(appCardFeatures('starter', 'month', offerData()))).not.toContain('pricing.features.voiceCloning');
    const ready = offerData({ tools: { voice_cloning: true } });
    expect(cells(ready, 'voiceCloning')).toMatchObject({ free: false, starter: true, creator: true, team: true });
    expect(keys(appCardFeatures('starter', 'month', ready))).toContain('pricing.features.voiceCloning');
    // Sold once, on the first card that has it, not repeated on the plans above.
    expect(keys(appCardFeatures('creator', 'month', ready))).not.toContain('pricing.features.voiceCloning');
  });

  it('ranks processing as the render queue does: Free standard, paid fast, Team fastest', () => {
    expect(cells(offerData(), 'processing')).toMatchObject({
      free: { key: 'pricing.compare.standard' },
      starter: { key: 'pricing.compare.fast' },
      creator: { key: 'pricing.compare.fast' },
      team: { key: 'pricing.compare.fastest' },
    });
  });
});

describe('the API cards', () => {
  it("say the API plans' credits are coming: no call spends API credits yet", () => {
    const advanced = apiCardFeatures('advanced', offerData());
    expect(advanced).toContainEqual({ key: 'pricing.features.apiCreditsMonth', values: { count: planOfferOf(Plan.APIAdvanced).api_credits }, soon: true });
    expect(keys(advanced)).not.toContain('pricing.features.apiEquals');
    const sold = apiCardFeatures('advanced', offerData({ tools: { api_plans: true } }));
    expect(sold).toContainEqual({ key: 'pricing.features.apiCreditsMonth', values: { count: planOfferOf(Plan.APIAdvanced).api_credits } });
  });
});
