import crypto from 'node:crypto';
import { type CallName, calls, entitlements, ErrorCode, Plan, planRefusal } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, describeEachDb, givePlan, insertClonedVoice, startTestApp, type TestApp, userIdOf } from './helper.js';

/** The codes a plan gate answers: a feature, a frame shape, a length, a count the plan lacks. */
const GATE_CODES: number[] = [ErrorCode.PLAN_FEATURE_REQUIRED, ErrorCode.ASPECT_RATIO_NOT_IN_PLAN, ErrorCode.VIDEO_TOO_LONG, ErrorCode.VIDEO_LIMIT];
const PLANS = [Plan.Free, Plan.Starter, Plan.Creator, Plan.Team] as const;
const doc = (aspectRatio: '9:16' | '1:1' | '3:4' | '4:3') =>
  newAvatarVideoDoc({ aspectRatio, avatar: 'maya/support', voice: 'espeak:en-us', script: 'Hello there.' });
const id = () => crypto.randomUUID();

/** The calls that declare plan needs in the contract: each must have an input below that Free lacks something for. */
const gated = (Object.keys(calls) as CallName[]).filter((name) => calls[name].feature || calls[name].needs);

/**
 * For each gated call, a valid input that asks more than Free allows. What each plan answers is not
 * written here: it is what the one gate function says of that plan's entitlements and the call's
 * declared needs, so the test follows the plan tables.
 */
const SAMPLES: Partial<Record<CallName, Record<string, unknown>>> = {
  projectSave: { document: doc('1:1'), name: 'Square' },
  url2videoCreate: {
    product_id: id(),
    template_id: 'lib-spotlight-bold-4x3',
    aspect_ratio: '4:3',
    length: '60s',
    language: 'en',
    avatar: null,
    voice: 'espeak:en-us',
    script: 'Meet the lamp.',
  },
  batchAnalyze: { urls: 'http://shop.test/lamp' },
  batchCreate: {
    template_id: 'lib-spotlight-bold-3x4',
    aspect_ratio: '3:4',
    length: '30s',
    language: 'en',
    avatar: null,
    voice: 'espeak:en-us',
    product_ids: [id()],
    script_angle: 'story',
  },
  voiceClone: { name: 'My voice', sample_ids: [id()], gender: 'female', language: 'en-us' },
  assetBrand: { ids: [id()], brand_slot: 'logo' },
  assetFolderCreate: { name: 'Logos', type: 'logo' },
  brandStyleSave: { palette: ['#123456'], heading_font: 'DejaVu Serif', body_font: 'DejaVu Sans' },
};

const expected = (name: CallName, plan: Plan) => {
  const def = calls[name];
  const input = def.request.parse(SAMPLES[name]);
  return planRefusal(entitlements(plan), { feature: def.feature, ...def.needs?.(input as never) });
};

// Generated from the contract's call table: every call that declares a plan need refuses a Free account
// with the spec's words for that limit, and lets a plan that has it through the gate.
describeEachDb('plan gates: every gated call × every plan, from the call table and the entitlements', (kind) => {
  let t: TestApp;
  let operator: string;
  const tokens = new Map<Plan, string>();
  const setPlan = async (email: string, plan: Plan) =>
    expect((await t.call('adminSetPlan', { user_id: await userIdOf(t, email), plan, period: 'month', seats: 1 }, operator)).code).toBe(0);
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false, adminEmails: ['gates-op@example.com'] });
    operator = await createUser(t, 'gates-op@example.com');
    for (const plan of PLANS) {
      const email = `gates-${plan}@example.com`;
      tokens.set(plan, await createUser(t, email));
      if (plan !== Plan.Free) await setPlan(email, plan);
    }
  });
  afterAll(() => t.close());

  it('has a sample for every gated call, one that Free is refused and Team allowed', () => {
    // A gate taken off a call fails here, not silently.
    expect(gated.sort()).toEqual(Object.keys(SAMPLES).sort());
    for (const name of gated) {
      expect(SAMPLES[name], `${name} needs a sample input`).toBeDefined();
      expect(expected(name, Plan.Free), `${name} on Free`).not.toBeNull();
      expect(expected(name, Plan.Team), `${name} on Team`).toBeNull();
    }
  });

  it.each(gated)('%s: refused or let through the gate as each plan allows', async (name) => {
    for (const plan of PLANS) {
      const want = expected(name, plan);
      const res = await t.call(name, SAMPLES[name], tokens.get(plan));
      if (want) expect([res.code, res.msg, res.data], `${name} on plan ${plan}`).toEqual([want.code, want.message, want.data]);
      else expect(GATE_CODES, `${name} on plan ${plan}: ${res.code} ${res.msg}`).not.toContain(res.code);
    }
  });

  it('names the plan to upgrade to and the limit: Starter for 1:1 and voice cloning, Creator for 4:3 and batch', () => {
    expect(expected('projectSave', Plan.Free)).toMatchObject({
      code: ErrorCode.ASPECT_RATIO_NOT_IN_PLAN,
      message: 'The 1:1 aspect ratio is not available on your current plan. Upgrade to Starter or above to use it.',
    });
    expect(expected('voiceClone', Plan.Free)?.data).toEqual({ feature: 'voice_clone', upgrade_to: 'Starter' });
    expect(expected('url2videoCreate', Plan.Starter)?.data).toMatchObject({ aspect_ratio: '4:3', upgrade_to: 'Creator' });
    expect(expected('batchCreate', Plan.Starter)?.data).toEqual({ feature: 'batch', upgrade_to: 'Creator' });
    // Taking files out of the brand kit is open to every plan; putting them in is not.
    expect(planRefusal(entitlements(Plan.Free), calls.assetBrand.needs!({ ids: [id()], brand_slot: null }))).toBeNull();
  });

  it('checks a render’s saved document against the plan it renders on: its ratio and the videos made', async () => {
    // A 3:4 draft saved on Creator is refused at render once the plan is Starter, in the same words.
    const email = 'gates-downgrade@example.com';
    const token = await createUser(t, email);
    await setPlan(email, Plan.Creator);
    const saved = await t.call('projectSave', { document: doc('3:4'), name: 'Tall' }, token);
    expect(saved.code).toBe(0);
    expect((await t.call('creditCheck', { id: saved.data.id }, token)).code).toBe(0);
    await setPlan(email, Plan.Starter);
    const want = planRefusal(entitlements(Plan.Starter), { aspectRatio: '3:4' })!;
    for (const name of ['creditCheck', 'render'] as const) {
      const res = await t.call(name, { id: saved.data.id }, token);
      expect([res.code, res.msg, res.data.upgrade_to], name).toEqual([want.code, want.message, 'Creator']);
    }

    // A voice cloned on Starter does not speak on Free: the render needs the plan's voice cloning.
    const cloner = await createUser(t, 'gates-cloner@example.com');
    const { userId, spaceId } = await (async () => {
      const uid = await userIdOf(t, 'gates-cloner@example.com');
      const space = await t.ctx.db.selectFrom('spaces').select('id').where('owner_id', '=', uid).where('personal', '=', true).executeTakeFirstOrThrow();
      return { userId: uid, spaceId: space.id };
    })();
    const voiceId = await insertClonedVoice(t, spaceId, userId, 'Mine');
    await t.ctx.db.updateTable('cloned_voices').set({ status: 'ready', error: null, engine_voice_id: 'fish-1' }).where('id', '=', voiceId).execute();
    const spoken = newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: `clone:${voiceId}`, script: 'My own voice.' });
    const withClone = (await t.call('projectSave', { document: spoken, name: 'Cloned' }, cloner)).data.id;
    const onFree = await t.call('creditCheck', { id: withClone }, cloner);
    expect([onFree.code, onFree.data.feature, onFree.data.upgrade_to]).toEqual([ErrorCode.PLAN_FEATURE_REQUIRED, 'voice_clone', 'Starter']);
    await givePlan(t, cloner, Plan.Starter);
    expect((await t.call('creditCheck', { id: withClone }, cloner)).code).toBe(0);

    // Free makes up to 3 videos, even with credits bought for more; a re-render of one of them is no new video.
    const free = await createUser(t, 'gates-count@example.com');
    const grant = { user_id: await userIdOf(t, 'gates-count@example.com'), amount: 10, reason: 'test' };
    expect((await t.call('adminCredits', grant, operator)).code).toBe(0);
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) ids.push((await t.call('projectSave', { document: doc('9:16'), name: `Video ${i}` }, free)).data.id);
    for (const pid of ids.slice(0, 3)) expect((await t.call('render', { id: pid }, free)).code).toBe(0);
    const fourth = await t.call('render', { id: ids[3] }, free);
    expect([fourth.code, fourth.msg, fourth.data.limit]).toEqual([ErrorCode.VIDEO_LIMIT, planRefusal(entitlements(Plan.Free), { videosMade: 3 })!.message, 3]);
    expect((await t.call('renderCancel', { id: ids[0] }, free)).code).toBe(0);
    expect((await t.call('render', { id: ids[1] }, free)).code).not.toBe(ErrorCode.VIDEO_LIMIT);
    // The cancelled one no longer counts, so the fourth goes through.
    expect((await t.call('render', { id: ids[3] }, free)).code).toBe(0);
  });
});
