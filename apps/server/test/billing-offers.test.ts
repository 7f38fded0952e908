import { afterAll, beforeAll, expect, it } from 'vitest';
import { type CallName, ErrorCode, ErrorMessage, FLASH_SALE_HOURS, Plan, TRIAL } from '@framecast/contract';
import { AppError } from '../src/platform/http/errors.js';
import { COUPON_HOLD_MINUTES, usableCoupon } from '../src/modules/billing/coupons.js';
import * as orderStore from '../src/modules/billing/store/orders.js';
import { goodsForSale } from '../src/modules/billing/goods.js';
import { createUser, describeEachDb, type TestApp, startListeningApp, userIdOf } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };
const HOUR_MS = 3_600_000;

// Spec 001 §2/§4/§8 and README "Billing": the $0 trial (once per account, Free accounts only), the
// flash-sale claim (eligibility, a personal coupon valid 24 h and usable once), and each coupon failure
// with its own code and message.
describeEachDb('billing: trial, flash sale and coupon failures', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  const buyer = async (email: string) => {
    const token = await createUser(t, email);
    expect((await t.call('billingInfoSave', INFO, token)).code).toBe(0);
    return token;
  };
  const ok = async (name: CallName, body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const refusedWith = (code: ErrorCode) => ({ code, msg: ErrorMessage[code] });
  const pay = async (payUrl: string) => {
    const res = await fetch(payUrl, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
  };
  const payOrder = async (token: string, order: { pay_url: string; order_sn: string }) => {
    await pay(order.pay_url);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data.status).not.toBe('pending');
    return (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data;
  };
  const setPlan = async (email: string, plan: Plan, period: 'month' | 'year' = 'month') =>
    expect((await t.call('adminSetPlan', { user_id: await userIdOf(t, email), plan, period }, operator)).code).toBe(0);

  it('a trial: $0 for Starter monthly, once per account, Free accounts only (18016 otherwise)', async () => {
    const token = await buyer('trial@example.com');
    expect((await ok('userInfo', {}, token)).trial_used).toBe(false);
    // Only the trial's plan can be trialled.
    expect(await t.call('orderSubmit', { goods_sn: 'creator-year-usd', is_trial: true }, token)).toMatchObject(refusedWith(ErrorCode.TRIAL_USED));
    const order = await ok('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, token);
    expect(order.amount).toBe(0);
    expect((await payOrder(token, order)).had_pay).toBe(true);
    const sub = await ok('subscription', {}, token);
    expect(sub).toMatchObject({ subscribe_plan_int: TRIAL.plan, is_trial: true, period: 'month' });
    const days = (new Date(sub.current_period_end).getTime() - new Date(sub.current_period_start).getTime()) / (24 * HOUR_MS);
    expect(days).toBeCloseTo(TRIAL.days, 3);
    expect(await ok('userInfo', {}, token)).toMatchObject({ credits_balance: 3 + TRIAL.credits, trial_used: true });

    // A second trial: refused while on it...
    expect(await t.call('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, token)).toMatchObject(refusedWith(ErrorCode.TRIAL_USED));
    // ...and after it, back on Free: one per account.
    await setPlan('trial@example.com', Plan.Free);
    // The app stops offering the trial from user info (trial_used), by the rule the refusal below uses.
    expect(await ok('userInfo', {}, token)).toMatchObject({ actual_plan: Plan.Free, trial_used: true });
    expect(await t.call('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, token)).toMatchObject(refusedWith(ErrorCode.TRIAL_USED));

    // A paying account never gets a trial.
    const paying = await buyer('trial-creator@example.com');
    await setPlan('trial-creator@example.com', Plan.Creator);
    expect(await t.call('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, paying)).toMatchObject(refusedWith(ErrorCode.TRIAL_USED));
  });

  it('two trial checkouts opened side by side still give one trial', async () => {
    const token = await buyer('trial-twice@example.com');
    const first = await ok('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, token);
    const second = await ok('orderSubmit', { goods_sn: TRIAL.thenGoodsSn, is_trial: true }, token);
    await payOrder(token, first);
    const answer = await payOrder(token, second);
    expect(answer.had_pay).toBe(false);
    const trials = await t.ctx.db
      .selectFrom('orders')
      .select('order_sn')
      .where('user_id', '=', await userIdOf(t, 'trial-twice@example.com'))
      .where('is_trial', '=', true)
      .where('status', '=', 'paid')
      .execute();
    expect(trials.map((o) => o.order_sn)).toEqual([first.order_sn]);
    expect((await ok('userInfo', {}, token)).credits_balance).toBe(3 + TRIAL.credits);
    expect((await ok('subscription', {}, token)).is_trial).toBe(true);
  });

  it('the flash sale: who may claim it (18017 otherwise), a personal 50% coupon valid 24 h, usable once', async () => {
    const token = await buyer('flash@example.com');
    const userId = await userIdOf(t, 'flash@example.com');
    const offer = await ok('discount', {}, token);
    expect(offer).toMatchObject({ eligible: true, claimed: false, coupon_id: null, percent: 50 });
    const before = Date.now();
    const claimed = await ok('claimDiscount', {}, token);
    expect(claimed).toMatchObject({ eligible: true, claimed: true });
    expect(claimed.coupon_id).toMatch(/^FLASH-/);
    const expires = new Date(claimed.expires_at).getTime();
    expect(expires).toBeGreaterThanOrEqual(before + FLASH_SALE_HOURS * HOUR_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + FLASH_SALE_HOURS * HOUR_MS + 1000);
    // Claiming again gives the same coupon, not a second one.
    expect((await ok('claimDiscount', {}, token)).coupon_id).toBe(claimed.coupon_id);

    // 50% off yearly Creator and Team only; it is personal: for anyone else it does not exist.
    expect(await ok('checkCoupon', { coupon_id: claimed.coupon_id, goods_sn: 'creator-year-usd' }, token)).toEqual({
      remain: 21600,
      discount: 21600,
      desc: '50% off',
    });
    expect((await t.call('checkCoupon', { coupon_id: claimed.coupon_id, goods_sn: 'team-year-usd', num: 2 }, token)).data.discount).toBe(55200);
    expect(await t.call('checkCoupon', { coupon_id: claimed.coupon_id, goods_sn: 'creator-month-usd' }, token)).toMatchObject(
      refusedWith(ErrorCode.COUPON_NOT_APPLICABLE),
    );
    const other = await buyer('flash-other@example.com');
    expect(await t.call('checkCoupon', { coupon_id: claimed.coupon_id, goods_sn: 'creator-year-usd' }, other)).toMatchObject(
      refusedWith(ErrorCode.COUPON_NOT_FOUND),
    );

    // Valid for 24 hours from the claim: usable until then, expired after.
    const goods = await goodsForSale(t.ctx.db, 'creator-year-usd');
    await expect(usableCoupon(t.ctx.db, userId, claimed.coupon_id, goods, new Date(expires - 1))).resolves.toMatchObject({ id: claimed.coupon_id });
    await expect(usableCoupon(t.ctx.db, userId, claimed.coupon_id, goods, new Date(expires + 1))).rejects.toMatchObject({
      code: ErrorCode.COUPON_EXPIRED,
    });

    // Used once: the order is half price, and the coupon cannot be used again.
    const order = await ok('orderSubmit', { goods_sn: 'creator-year-usd', coupon_id: claimed.coupon_id }, token);
    expect(order.amount).toBe(21600);
    expect((await payOrder(token, order)).had_pay).toBe(true);
    const again = await t.call('checkCoupon', { coupon_id: claimed.coupon_id, goods_sn: 'team-year-usd' }, token);
    expect([ErrorCode.COUPON_USED_UP, ErrorCode.COUPON_ALREADY_USED]).toContain(again.code);
    expect(again.msg).toBe(ErrorMessage[again.code as ErrorCode]);
    // Now a yearly Creator subscriber: no longer eligible.
    expect((await ok('discount', {}, token)).eligible).toBe(false);
    expect(await t.call('claimDiscount', {}, token)).toMatchObject(refusedWith(ErrorCode.DISCOUNT_NOT_ELIGIBLE));
  });

  it('the flash sale is not for Enterprise nor yearly Creator or Team; monthly subscribers may claim it', async () => {
    const cases: [string, Plan, 'month' | 'year', boolean][] = [
      ['flash-ent@example.com', Plan.Enterprise, 'year', false],
      ['flash-teamyear@example.com', Plan.Team, 'year', false],
      ['flash-creatoryear@example.com', Plan.Creator, 'year', false],
      ['flash-creatormonth@example.com', Plan.Creator, 'month', true],
      ['flash-teammonth@example.com', Plan.Team, 'month', true],
      ['flash-starteryear@example.com', Plan.Starter, 'year', true],
    ];
    for (const [email, plan, period, eligible] of cases) {
      const token = await createUser(t, email);
      await setPlan(email, plan, period);
      expect((await ok('discount', {}, token)).eligible, email).toBe(eligible);
      const claim = await t.call('claimDiscount', {}, token);
      if (eligible) expect(claim.data.coupon_id, email).toMatch(/^FLASH-/);
      else expect(claim, email).toMatchObject(refusedWith(ErrorCode.DISCOUNT_NOT_ELIGIBLE));
    }
  });

  it('every coupon failure has its own code and message, 18005 included', async () => {
    const token = await buyer('coupons@example.com');
    const other = await buyer('coupons-other@example.com');
    const mk = async (body: Record<string, unknown>) => expect((await t.call('adminCouponCreate', body, operator)).code).toBe(0);
    await mk({ id: 'ONCEEACH', kind: 'percent', value: 10, max_uses: 5 });
    await mk({ id: 'TWICEEACH', kind: 'amount', value: 100, currency: 'USD', per_user: 2 });
    await mk({ id: 'ONLYONE', kind: 'percent', value: 20, max_uses: 1, per_user: 5 });
    await mk({ id: 'GONE', kind: 'percent', value: 10, expires_at: new Date(Date.now() - 1000).toISOString() });
    await mk({ id: 'CNYONLY', kind: 'amount', value: 100, currency: 'CNY' });
    await mk({ id: 'TEAMONLY', kind: 'percent', value: 10, goods_sns: ['team-year-usd'] });
    await mk({ id: 'OFF', kind: 'percent', value: 10 });
    expect((await t.call('adminCouponDisable', { id: 'OFF', disabled: true }, operator)).code).toBe(0);

    const check = (coupon_id: string, tok = token, goods_sn = 'credits-10-usd') => t.call('checkCoupon', { coupon_id, goods_sn }, tok);
    expect(await check('NOSUCHCODE')).toMatchObject(refusedWith(ErrorCode.COUPON_NOT_FOUND));
    expect(await check('OFF')).toMatchObject(refusedWith(ErrorCode.COUPON_NOT_FOUND));
    expect(await check('GONE')).toMatchObject(refusedWith(ErrorCode.COUPON_EXPIRED));
    expect(await check('CNYONLY')).toMatchObject(refusedWith(ErrorCode.COUPON_NOT_APPLICABLE));
    expect(await check('TEAMONLY')).toMatchObject(refusedWith(ErrorCode.COUPON_NOT_APPLICABLE));
    // The same refusals when ordering: the server checks the coupon it prices with.
    expect(await t.call('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id: 'GONE' }, token)).toMatchObject(refusedWith(ErrorCode.COUPON_EXPIRED));

    const buyWith = async (coupon_id: string, tok = token) => {
      const order = await ok('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id }, tok);
      expect((await payOrder(tok, order)).had_pay).toBe(true);
      return order;
    };
    // Once per user: a second use by the same user is 18005, while another user may still use it.
    await buyWith('ONCEEACH');
    expect(await check('ONCEEACH')).toMatchObject(refusedWith(ErrorCode.COUPON_ALREADY_USED));
    expect(await t.call('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id: 'onceeach' }, token)).toMatchObject(refusedWith(ErrorCode.COUPON_ALREADY_USED));
    expect((await check('ONCEEACH', other)).code).toBe(0);
    // Twice per user: the third use is 18005.
    await buyWith('TWICEEACH');
    expect((await check('TWICEEACH')).code).toBe(0);
    await buyWith('TWICEEACH');
    expect(await check('TWICEEACH')).toMatchObject(refusedWith(ErrorCode.COUPON_ALREADY_USED));
    // Used up by anyone: 18003 for everybody, the user who used it included.
    await buyWith('ONLYONE', other);
    expect(await check('ONLYONE')).toMatchObject(refusedWith(ErrorCode.COUPON_USED_UP));
    expect(await check('ONLYONE', other)).toMatchObject(refusedWith(ErrorCode.COUPON_USED_UP));

    const codes = [
      ErrorCode.COUPON_NOT_FOUND,
      ErrorCode.COUPON_EXPIRED,
      ErrorCode.COUPON_USED_UP,
      ErrorCode.COUPON_NOT_APPLICABLE,
      ErrorCode.COUPON_ALREADY_USED,
    ];
    expect(new Set(codes.map((c) => ErrorMessage[c])).size).toBe(codes.length);
    expect(ErrorCode.COUPON_ALREADY_USED).toBe(18005);
    expect(new AppError(ErrorCode.COUPON_ALREADY_USED).statusCode).toBe(400);
  });

  it("an open checkout holds a coupon use, its owner's too: two at once get one use, an abandoned one frees it and fails if paid late", async () => {
    const a = await buyer('hold-a@example.com');
    const b = await buyer('hold-b@example.com');
    const mk = async (body: Record<string, unknown>) => expect((await t.call('adminCouponCreate', body, operator)).code).toBe(0);
    await mk({ id: 'HOLDONE', kind: 'percent', value: 10, max_uses: 1 });
    await mk({ id: 'HOLDMINE', kind: 'percent', value: 10, per_user: 1 });
    const submit = (coupon_id: string, tok: string) => t.call('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id }, tok);

    // max_uses 1, two users at the same moment: one checkout, the other is told it is used up.
    const [ra, rb] = await Promise.all([submit('HOLDONE', a), submit('HOLDONE', b)]);
    expect([ra.code, rb.code].sort((x, y) => x - y)).toEqual([0, ErrorCode.COUPON_USED_UP]);
    const [winner, loser, held] = ra.code === 0 ? [a, b, ra.data] : [b, a, rb.data];
    expect(ra.code === 0 ? rb : ra).toMatchObject(refusedWith(ErrorCode.COUPON_USED_UP));
    // Checking the coupon agrees while the checkout is open.
    expect(await t.call('checkCoupon', { coupon_id: 'HOLDONE', goods_sn: 'credits-10-usd' }, loser)).toMatchObject(refusedWith(ErrorCode.COUPON_USED_UP));

    // One's own open checkout holds the use too (issue 24 item 2): a second checkout by the same person
    // is told their open checkout holds the coupon, for a per-user coupon and for the one holding the last use.
    const twice = await Promise.all([submit('HOLDMINE', a), submit('HOLDMINE', a)]);
    expect(twice.map((r) => r.code).sort((x, y) => x - y)).toEqual([0, ErrorCode.COUPON_HELD]);
    expect(twice.find((r) => r.code !== 0)).toMatchObject(refusedWith(ErrorCode.COUPON_HELD));
    expect((await submit('HOLDMINE', b)).code).toBe(0);
    expect(await submit('HOLDONE', winner)).toMatchObject(refusedWith(ErrorCode.COUPON_HELD));
    expect(await t.call('checkCoupon', { coupon_id: 'HOLDONE', goods_sn: 'credits-10-usd' }, winner)).toMatchObject(refusedWith(ErrorCode.COUPON_HELD));

    // The checkout is abandoned: once its hold has passed, the coupon is usable again.
    const aged = new Date(Date.now() - COUPON_HOLD_MINUTES * 60_000 - 1000);
    await orderStore.updateOrder(t.ctx.db, held.order_sn, { created_at: aged });
    const second = await ok('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id: 'HOLDONE' }, loser);

    // The abandoned checkout is paid after all: the use went to another order, so it fails and the money goes back.
    const paidLate = await payOrder(winner, held);
    expect(paidLate).toMatchObject({ had_pay: false, status: 'failed' });
    const late = await orderStore.findOrder(t.ctx.db, held.order_sn);
    expect(late).toMatchObject({ status: 'failed', refunded_amount: held.amount });
    expect((await t.call('creditRecords', { page_size: 100 }, winner)).data.balance).toBe(3);
    expect((await payOrder(loser, second)).had_pay).toBe(true);
    const redeemed = await t.ctx.db.selectFrom('coupon_redemptions').select('order_sn').where('coupon_id', '=', 'HOLDONE').execute();
    expect(redeemed.map((r) => r.order_sn)).toEqual([second.order_sn]);
  });

  it('a single-use free coupon gives one $0 checkout to one account: 3 one after another, 50 at once', async () => {
    const mk = async (body: Record<string, unknown>) => expect((await t.call('adminCouponCreate', body, operator)).code).toBe(0);
    await mk({ id: 'FREEONCE', kind: 'percent', value: 100, max_uses: 1 });
    await mk({ id: 'FREEMANY', kind: 'percent', value: 100, max_uses: 1 });
    const submit = (coupon_id: string, tok: string) => t.call('orderSubmit', { goods_sn: 'credits-10-usd', coupon_id }, tok);

    const one = await buyer('free-seq@example.com');
    const first = await submit('FREEONCE', one);
    expect(first.data.amount).toBe(0);
    for (let i = 0; i < 2; i++) expect(await submit('FREEONCE', one)).toMatchObject(refusedWith(ErrorCode.COUPON_HELD));
    expect((await payOrder(one, first.data)).had_pay).toBe(true);
    expect(await submit('FREEONCE', one)).toMatchObject(refusedWith(ErrorCode.COUPON_USED_UP));
    expect((await t.call('creditRecords', { page_size: 100 }, one)).data.balance).toBe(3 + 10);

    const many = await buyer('free-par@example.com');
    const all = await Promise.all(Array.from({ length: 50 }, () => submit('FREEMANY', many)));
    expect(all.filter((r) => r.code === 0)).toHaveLength(1);
    expect(all.filter((r) => r.code === ErrorCode.COUPON_HELD)).toHaveLength(49);
    await payOrder(many, all.find((r) => r.code === 0)!.data);
    const listed = await t.call('adminCouponList', {}, operator);
    expect(listed.data.items.find((c: { id: string }) => c.id === 'FREEMANY')).toMatchObject({ used: 1, max_uses: 1 });
    expect((await t.call('creditRecords', { page_size: 100 }, many)).data.balance).toBe(3 + 10);
  });

  it("a coupon's check and hold are serialized by its row lock: a second check waits for the first order", async () => {
    expect((await t.call('adminCouponCreate', { id: 'LOCKONE', kind: 'percent', value: 10, max_uses: 1 }, operator)).code).toBe(0);
    await buyer('lock-a@example.com');
    await buyer('lock-b@example.com');
    const [a, b] = [await userIdOf(t, 'lock-a@example.com'), await userIdOf(t, 'lock-b@example.com')];
    const goods = await goodsForSale(t.ctx.db, 'credits-10-usd');
    let second: Promise<unknown> = Promise.resolve();
    await t.ctx.db.transaction().execute(async (trx) => {
      await usableCoupon(trx, a, 'LOCKONE', goods, new Date(), { lock: true });
      // Another checkout checks the coupon before this one's order is written: it must wait for it.
      second = t.ctx.db
        .transaction()
        .execute((other) => usableCoupon(other, b, 'LOCKONE', goods, new Date(), { lock: true }))
        .then(
          () => 'usable',
          (err: AppError) => err.code,
        );
      await new Promise((r) => setTimeout(r, 200));
      await orderStore.insertOrder(trx, {
        order_sn: 'FCLOCKONE',
        user_id: a,
        email: 'lock-a@example.com',
        kind: 'credits',
        goods_sn: goods.goods_sn,
        goods_name: goods.goods_name,
        goods_type: goods.goods_type,
        plan: goods.plan,
        period: goods.period,
        currency: goods.currency,
        unit_price: goods.sell_price,
        list_amount: goods.sell_price,
        amount: goods.sell_price,
        coupon_id: 'LOCKONE',
        pay_platform: 'sandbox',
        pay_type: 1,
        status: 'pending',
      });
    });
    expect(await second).toBe(ErrorCode.COUPON_USED_UP);
  });
});
