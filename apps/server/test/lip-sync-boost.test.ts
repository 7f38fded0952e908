import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage, GoodsType } from '@framecast/contract';
import { startFakeHeygem, type FakeHeygem } from '@framecast/engine';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { addLot } from '../src/modules/billing/lip-sync.js';
import { createUser, describeEachDb, startTestApp, waitForRenderEnd, type TestApp, userIdOf } from './helper.js';

const doc = (script: string) => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });
const DAY = 86_400_000;

const creditsOf = async (t: TestApp, token: string) => (await t.call('userInfo', {}, token)).data.credits_balance as number;
const minutesOf = async (t: TestApp, token: string) => (await t.call('userInfo', {}, token)).data.lip_sync_duration as number;
/** A lot of `seconds`, bought `daysAgo` days ago (so it expires 365 - daysAgo days from now). */
const giveLot = async (t: TestApp, userId: string, seconds: number, daysAgo: number) => {
  await addLot(t.ctx.db, userId, null, seconds, new Date(Date.now() - daysAgo * DAY));
  t.ctx.userInfo.forget(userId);
};
const usesOf = (t: TestApp, projectId: string) =>
  t.ctx.db
    .selectFrom('lip_sync_uses as u')
    .innerJoin('lip_sync_lots as l', 'l.id', 'u.lot_id')
    .select(['u.seconds', 'l.seconds as lot_seconds', 'l.expires_at'])
    .where('u.project_id', '=', projectId)
    .orderBy('l.expires_at')
    .execute();

describeEachDb('lip-sync boost without a talking-head engine', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('says so, sells no packages and refuses a boost without taking minutes', async () => {
    const caps = await t.call('capabilities', {});
    expect(caps.data.lip_sync.available).toBe(false);
    expect(caps.data.lip_sync.description).toMatch(/ENGINE_TALKING_HEAD_URL/);
    for (const currency of ['USD', 'CNY']) {
      const packages = await t.call('goodsList', { currency, goods_type: GoodsType.lipSync });
      expect(packages.code).toBe(0);
      expect(packages.data.goods_list).toEqual([]);
      const all = await t.call('goodsList', { currency });
      expect(all.data.goods_list.length).toBeGreaterThan(0);
      expect(all.data.goods_list.some((g: any) => g.goods_type === GoodsType.lipSync)).toBe(false);
    }

    const token = await createUser(t, 'nolips@example.com');
    const userId = await userIdOf(t, 'nolips@example.com');
    await giveLot(t, userId, 600, 0);
    const p = (await t.call('projectSave', { document: doc('Hello there, this is a short video.') }, token)).data;
    const boost = await t.call('lipSyncBoost', { project_id: p.id }, token);
    expect(boost.code).toBe(ErrorCode.LIP_SYNC_UNAVAILABLE);
    expect(boost.keys).toEqual(['code', 'data', 'msg']);
    expect(boost.msg).toMatch(/talking-head engine/);
    expect(await minutesOf(t, token)).toBe(600);
    expect(await usesOf(t, p.id)).toEqual([]);
    expect((await t.call('projectStatus', { ids: p.id }, token)).data.items[0].status).toBe('draft');
  });

  it('refuses to sell a lip-sync package named over the API, before any order is written', async () => {
    const token = await createUser(t, 'nolips-buyer@example.com');
    expect((await t.call('billingInfoSave', { first_name: 'Ada', email: 'ada@example.com', country: 'GB' }, token)).code).toBe(0);
    for (const goods_sn of ['lipsync-30-usd', 'lipsync-30-cny']) {
      const order = await t.call('orderSubmit', { goods_sn }, token);
      expect(order).toMatchObject({ code: ErrorCode.LIP_SYNC_UNAVAILABLE, msg: ErrorMessage[ErrorCode.LIP_SYNC_UNAVAILABLE], data: null });
    }
    const userId = await userIdOf(t, 'nolips-buyer@example.com');
    expect(await t.ctx.db.selectFrom('orders').select('order_sn').where('user_id', '=', userId).execute()).toEqual([]);
    // Other goods still sell on this server.
    expect((await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token)).code).toBe(0);
  });
});

describeEachDb('lip-sync boost through a talking-head engine (a fake HeyGem)', (kind) => {
  let t: TestApp;
  let fake: FakeHeygem;
  let shared: string;
  beforeAll(async () => {
    shared = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-heygem-'));
    fake = await startFakeHeygem({ dataDir: shared, jobMs: 50 });
    t = await startTestApp(kind, { engineTalkingHeadUrl: fake.url, engineTalkingHeadDataDir: shared });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
    fs.rmSync(shared, { recursive: true, force: true });
  });

  it('offers the boost and its packages', async () => {
    const caps = await t.call('capabilities', {});
    expect(caps.data.lip_sync.available).toBe(true);
    expect(caps.data.talking_head.engine).toBe('local');
    const packages = await t.call('goodsList', { currency: 'USD', goods_type: GoodsType.lipSync });
    expect(packages.data.goods_list.length).toBeGreaterThan(0);
    expect(packages.data.goods_list.every((g: any) => g.goods_type === GoodsType.lipSync && g.privileges.lip_sync_duration > 0)).toBe(true);
  });

  it('renders ordinary videos locally; a boost takes the whole video first-to-expire first and re-renders it through the engine', async () => {
    const token = await createUser(t, 'lips@example.com');
    const userId = await userIdOf(t, 'lips@example.com');
    const p = (await t.call('projectSave', { document: doc('Hello there, this is a short video.') }, token)).data;
    expect((await t.call('render', { id: p.id }, token)).code).toBe(0);
    const first = await waitForRenderEnd(t, token, p.id);
    expect(first.status).toBe('rendered');
    // Not boosted: the talking-head service saw nothing.
    expect(fake.submits).toHaveLength(0);
    const seconds = Math.ceil(first.duration);
    expect(seconds).toBeGreaterThan(1);

    // Two lots: the later-bought one expires first and is spent first, then the older-bought one.
    await giveLot(t, userId, 600, 0); // expires in 365 days
    await giveLot(t, userId, 1, 300); // expires in 65 days
    expect(await minutesOf(t, token)).toBe(601);
    const credits = await creditsOf(t, token);

    const boost = await t.call('lipSyncBoost', { project_id: p.id, order_sn: 'ignored' }, token);
    expect(boost.code).toBe(0);
    expect(boost.data).toEqual({ project_id: p.id, seconds_used: seconds, lip_sync_duration: 601 - seconds, render_queued: true });
    const uses = await usesOf(t, p.id);
    expect(uses.map((u) => [u.lot_seconds, u.seconds])).toEqual([
      [1, 1],
      [600, seconds - 1],
    ]);
    expect(['queued', 'generating']).toContain((await t.call('projectStatus', { ids: p.id }, token)).data.items[0].status);

    const boosted = await waitForRenderEnd(t, token, p.id);
    expect(boosted.error).toBeNull();
    expect(boosted.status).toBe('rendered');
    // The re-render went through the talking-head service and cost no credits.
    expect(fake.submits.length).toBeGreaterThan(0);
    expect(await creditsOf(t, token)).toBe(credits);
    const detail = (await t.call('projectDetail', { id: p.id }, token)).data;
    expect(detail.credits).toBe(0);
    const file = await t.app.inject({ url: detail.video_url });
    expect(file.statusCode).toBe(200);

    // Boosting again takes nothing and queues nothing: the boosted render is done.
    const again = await t.call('lipSyncBoost', { project_id: p.id }, token);
    expect(again.data).toMatchObject({ seconds_used: 0, render_queued: false, lip_sync_duration: 601 - seconds });
    expect(await usesOf(t, p.id)).toHaveLength(2);

    // Another project of the same user is not boosted: its render stays on this machine.
    const submits = fake.submits.length;
    const other = (await t.call('projectSave', { document: doc('A second video, not boosted.') }, token)).data;
    expect((await t.call('render', { id: other.id }, token)).code).toBe(0);
    expect((await waitForRenderEnd(t, token, other.id)).status).toBe('rendered');
    expect(fake.submits).toHaveLength(submits);
    expect(await minutesOf(t, token)).toBe(601 - seconds);
  }, 240_000);

  it('refuses a partial boost and takes nothing', async () => {
    const token = await createUser(t, 'short@example.com');
    const userId = await userIdOf(t, 'short@example.com');
    await giveLot(t, userId, 1, 0);
    const p = (await t.call('projectSave', { document: doc('Hello there, this video is longer than one second of minutes.') }, token)).data;
    const boost = await t.call('lipSyncBoost', { project_id: p.id }, token);
    expect(boost.code).toBe(ErrorCode.LIP_SYNC_SHORT);
    expect(boost.data).toMatchObject({ balance_seconds: 1 });
    expect(await minutesOf(t, token)).toBe(1);
    expect(await usesOf(t, p.id)).toEqual([]);
    expect((await t.call('projectStatus', { ids: p.id }, token)).data.items[0].status).toBe('draft');
    // Someone else's project cannot be boosted with one's minutes.
    const stranger = await createUser(t, 'stranger@example.com');
    expect((await t.call('lipSyncBoost', { project_id: p.id }, stranger)).code).toBe(ErrorCode.NOT_FOUND);
  });
});
