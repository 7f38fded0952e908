import { ErrorCode, ErrorMessage, Plan } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

/**
 * What a member is told about the space they work in (issue 24, items 16 and the probe's plan-expired
 * finding): user info carries the current space's plan, credits and limits, which are its owner's in a
 * team space, and a team space whose owner's Team plan has ended refuses its work with 19006.
 */
const doc = () => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello team.' });

describeEachDb('the current space’s entitlements', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { adminEmails: ['op@example.com'], inProcessWorker: false });
    operator = await createUser(t, 'op@example.com');
  });
  afterAll(() => t.close());

  const ok = async (name: Parameters<TestApp['call']>[0], body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const setPlan = async (email: string, plan: Plan, seats = 2) =>
    expect((await t.call('adminSetPlan', { user_id: await userIdOf(t, email), plan, period: 'month', seats }, operator)).code).toBe(0);

  /** A Team owner with a team space, and a Free member who joined it (and so works in it). */
  async function team(tag: string) {
    const owner = await createUser(t, `owner-${tag}@example.com`);
    await setPlan(`owner-${tag}@example.com`, Plan.Team);
    const space = await ok('spaceCreate', { name: `Studio ${tag}` }, owner);
    const { link } = await ok('spaceInvitationCode', { unique_id: space.unique_id }, owner);
    const mate = await createUser(t, `mate-${tag}@example.com`);
    await ok('spaceAddMember', { invite_code: link.code }, mate);
    return { owner, mate, space };
  }

  it('tells a Free member of a Team space the Team plan, its credits and limits; at home their own', async () => {
    const s = await team('a');
    const ownerCredits = (await ok('userInfo', {}, s.owner)).credits_balance;
    const mate = await ok('userInfo', {}, s.mate);
    // Their own plan and balance stay what they are (pricing and billing read those)…
    expect([mate.actual_plan, mate.credits_balance]).toEqual([Plan.Free, 3]);
    // …and the space they work in is the owner's Team plan, paid from the owner's credits.
    expect(mate.space).toMatchObject({
      unique_id: s.space.unique_id,
      personal: false,
      plan: Plan.Team,
      plan_expired: false,
      credits_balance: ownerCredits,
      max_video_seconds: 900,
      max_videos: null,
      watermark: false,
      // Team's allowances count the owner's two seats and their monthly period.
      seats: 2,
      custom_avatars: 20,
      photo_avatars: 30,
      product_shoot_images: 4,
    });
    expect(mate.space.plan_feature_access).toEqual(expect.arrayContaining(['batch', 'voice_clone', 'brand_kit']));
    expect(mate.space.aspect_ratios).toEqual(['9:16', '16:9', '1:1', '3:4', '4:3']);
    // The render's check agrees with what the page was told.
    const p = await ok('projectSave', { document: doc(), name: 'In the team' }, s.mate);
    const check = await ok('creditCheck', { id: p.id }, s.mate);
    expect([check.limit_seconds, check.watermark, check.credits_balance]).toEqual([
      mate.space.max_video_seconds,
      mate.space.watermark,
      mate.space.credits_balance,
    ]);
    // A render there spends the owner's credits, and the member's space balance follows at once.
    await ok('render', { id: p.id }, s.mate);
    expect((await ok('userInfo', {}, s.mate)).space.credits_balance).toBe(ownerCredits - check.credits_needed);

    // Back home, the member works under their own Free plan.
    const home = (await ok('spaceList', {}, s.mate)).list.find((x: { personal: boolean }) => x.personal);
    await ok('spaceToken', { unique_id: home.unique_id }, s.mate);
    expect((await ok('userInfo', {}, s.mate)).space).toMatchObject({
      unique_id: home.unique_id,
      personal: true,
      plan: Plan.Free,
      credits_balance: 3,
      max_video_seconds: 30,
      max_videos: 3,
      watermark: true,
      plan_feature_access: [],
      seats: 1,
      custom_avatars: 1,
      photo_avatars: 1,
      product_shoot_images: 1,
      api_credits: 10,
    });
  });

  it('closes a team space to its work once the owner’s Team plan has ended, with the spec’s plan-expired answer', async () => {
    const s = await team('x');
    const p = await ok('projectSave', { document: doc(), name: 'Before it ended' }, s.mate);
    await setPlan('owner-x@example.com', Plan.Free, 1);

    // User info still answers, and says so: the app shows why and offers the way home.
    const info = await ok('userInfo', {}, s.mate);
    expect(info.space).toMatchObject({ unique_id: s.space.unique_id, personal: false, plan_expired: true, plan_feature_access: [] });

    // Reading and saving in the space are refused with 19006 and its words, as switching in is.
    const refusals = [
      await t.call('projectList', {}, s.mate),
      await t.call('projectDetail', { id: p.id }, s.mate),
      await t.call('projectSave', { document: doc(), name: 'After it ended' }, s.mate),
      await t.call('creditCheck', { id: p.id }, s.mate),
      await t.call('assetList', {}, s.mate),
    ];
    for (const r of refusals) expect([r.code, r.msg]).toEqual([ErrorCode.SPACE_PLAN_EXPIRED, ErrorMessage[ErrorCode.SPACE_PLAN_EXPIRED]]);

    // What is left to do there still works: see the spaces, go home (and work there), or leave.
    const list = (await ok('spaceList', {}, s.mate)).list as { unique_id: string; personal: boolean; plan_expired: boolean }[];
    expect(list.find((x) => x.unique_id === s.space.unique_id)?.plan_expired).toBe(true);
    await ok('spaceToken', { unique_id: list.find((x) => x.personal)!.unique_id }, s.mate);
    expect((await t.call('projectList', {}, s.mate)).code).toBe(0);
    expect((await t.call('spaceLeave', { unique_id: s.space.unique_id }, s.mate)).code).toBe(0);

    // Renewed, the space opens again with its work where it was.
    await setPlan('owner-x@example.com', Plan.Team, 2);
    expect((await ok('projectDetail', { id: p.id }, s.owner)).name).toBe('Before it ended');
  });
});
