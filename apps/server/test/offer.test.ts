import { Plan, planOfferOf, SOLD_PLANS, spaceEntitlementsOf } from '@framecast/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp } from './helper.js';

/**
 * The offer (issue 24 item 11): what the pricing drawer and the sign-in page may claim, counted from
 * the library and the engines this server has, not written into the pages.
 */
describe('the offer', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { logLevel: 'silent' });
    token = await createUser(t, 'offer@example.com');
  });
  afterAll(() => t.close());

  it('counts the stock avatars, their looks and the voices the library really lists, with no sign-in', async () => {
    const r = await t.call('offer', {});
    expect(r.code).toBe(0);
    const looks = (await t.call('avatarList', { sample: '0' }, token)).data.sets.flatMap((s: { looks: { id: string; avatar_id: string }[] }) => s.looks);
    const voices = (await t.call('voiceList', {}, token)).data;
    expect(r.data.avatars).toEqual({ people: new Set(looks.map((l: { avatar_id: string }) => l.avatar_id)).size, looks: looks.length });
    expect(r.data.voices).toEqual({ count: voices.items.length, languages: voices.languages.length });
    // The library this server ships (the issue counted 12 people, 29 looks and 262 voices): far from "450+" and "1000+".
    expect(r.data.avatars.people).toBeLessThan(450);
    expect(r.data.voices.count).toBeLessThan(1000);
    expect(r.data.templates).toBe((await t.call('templateList', { scope: 'library' }, token)).data.total);
  });

  it('sells only the tools that are built and whose engine is set up here', async () => {
    const { tools } = (await t.call('offer', {})).data;
    expect(tools).toMatchObject({ url_to_video: true, batch: true, talking_photo: true, photo_avatars: true });
    // No voice-clone, image or talking-head engine on the test defaults; translation and product shoots are not built.
    expect(tools).toMatchObject({ voice_cloning: false, realistic_avatars: false, lip_sync: false, video_translation: false, product_shots: false });
  });

  it('answers what each plan on sale allows from the one entitlements function, as user info says it for a space', async () => {
    const { plans } = (await t.call('offer', {})).data;
    expect(plans.map((p: { plan: number }) => p.plan)).toEqual([...SOLD_PLANS]);
    expect(plans).toEqual(SOLD_PLANS.map(planOfferOf));
    const team = plans.find((p: { plan: number }) => p.plan === Plan.Team);
    const space = spaceEntitlementsOf(Plan.Team, { unique_id: 'x', personal: false, plan_expired: false, credits_balance: 0 });
    // The pricing compares the limits the server enforces: the same figures a Team space's members work under.
    expect(team).toMatchObject({ max_video_seconds: space.max_video_seconds, watermark: space.watermark, aspect_ratios: space.aspect_ratios });
    expect(plans.find((p: { plan: number }) => p.plan === Plan.Free).max_video_seconds).toBeLessThan(team.max_video_seconds);
  });

  it('does not sell the API plans: no call spends API credits yet', async () => {
    expect((await t.call('offer', {})).data.tools.api_plans).toBe(false);
  });

  it('says voice cloning and realistic avatars once their engines are configured', async () => {
    const app = await startTestApp('pglite', { logLevel: 'silent', engineVoiceCloneUrl: 'http://127.0.0.1:9/', engineImagesUrl: 'http://127.0.0.1:9/' });
    try {
      expect((await app.call('offer', {})).data.tools).toMatchObject({ voice_cloning: true, realistic_avatars: true, video_translation: false });
    } finally {
      await app.close();
    }
  });
});
