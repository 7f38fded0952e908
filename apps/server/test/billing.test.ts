import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, Plan } from '@framecast/contract';
import { signSandboxWebhook } from '../src/platform/payments/index.js';
import { runningSubscription } from '../src/modules/billing/plan.js';
import { renewDue } from '../src/modules/billing/renewals.js';
import { createUser, describeEachDb, startTestApp, type TestApp, startListeningApp } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };

describeEachDb('billing: orders, payments, coupons', (kind) => {
  let t: TestApp;
  let origin: string;
  let operator: string;
  beforeAll(async () => {
    // A talking-head engine is configured (never called: nothing is boosted here) so lip-sync packages are for sale.
    ({ t, origin, operator } = await startListeningApp(kind, { engineTalkingHeadUrl: 'http://127.0.0.1:9', engineTalkingHeadDataDir: os.tmpdir() }));
  });
  afterAll(() => t.close());

  const sandboxSecret = () => fs.readFileSync(path.join(t.dataDir, 'payment-webhook.secret'), 'utf8').trim();
  const buyer = async (email: string) => {
    const token = await createUser(t, email);
    expect((await t.call('billingInfoSave', INFO, token)).code).toBe(0);
    return token;
  };
  const pay = async (payUrl: string, action: 'pay' | 'decline' = 'pay') => {
    const page = await fetch(payUrl);
    expect(page.status).toBe(200);
    const res = await fetch(payUrl, { method: 'POST', body: new URLSearchParams({ action }), redirect: 'manual' });
    expect(res.status).toBe(303);
    return res.headers.get('location')!;
  };

  it('sends a buyer without billing details to them first (18009), and a guest to sign in', async () => {
    const token = await createUser(t, 'nodetails@example.com');
    const res = await t.call('orderSubmit', { goods_sn: 'creator-year-usd' }, token);
    expect(res.code).toBe(ErrorCode.ORDER_NEEDS_PAYMENT_DETAILS);
    expect((await t.call('billingInfoSave', { first_name: '', email: 'x', country: '' }, token)).code).toBe(ErrorCode.VALIDATION);
  });

  it('buys Creator yearly through the sandbox: the webhook fulfils it, the plan, credits and invoice follow', async () => {
    const token = await buyer('buyer@example.com');
    const order = await t.call('orderSubmit', { goods_sn: 'creator-year-usd', price: 1, amount: 1 }, token);
    expect(order.code).toBe(0);
    // The server prices it: a price sent by the client is ignored.
    expect(order.data.amount).toBe(43200);
    expect((await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(false);
    const back = await pay(order.data.pay_url);
    expect(back).toContain(`order_sn=${order.data.order_sn}`);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
    const info = await t.call('userInfo', {}, token);
    expect(info.data.actual_plan).toBe(Plan.Creator);
    expect(info.data.credits_balance).toBe(3 + 480);
    const sub = await t.call('subscription', {}, token);
    expect(sub.data).toMatchObject({ subscribe_plan_int: Plan.Creator, period: 'year', cancel_at_period_end: false });
    const invoices = await t.call('invoicePage', {}, token);
    expect(invoices.data.items).toHaveLength(1);
    expect(invoices.data.items[0]).toMatchObject({ amount: 43200, currency: 'USD', billing_cycle: 'yearly', billing_info: { first_name: 'Ada' } });
    // Another user cannot see the order or the invoice.
    const other = await buyer('other@example.com');
    expect((await t.call('orderCheckPay', { order_sn: order.data.order_sn }, other)).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await t.call('invoiceDetail', { number: invoices.data.items[0].number }, other)).code).toBe(ErrorCode.NOT_FOUND);
    // Cancelling keeps the plan to the period end.
    const cancel = await t.call('unsubscribe', {}, token);
    expect(cancel.data.cancel_at_period_end).toBe(true);
    expect((await t.call('userInfo', {}, token)).data.actual_plan).toBe(Plan.Creator);
    // The operator refunds the unused part: money back, unspent credits reversed, the plan ends.
    const refund = await t.call('adminRefund', { order_sn: order.data.order_sn, reason: 'changed mind' }, operator);
    expect(refund.code).toBe(0);
    expect(refund.data.refunded_amount).toBeGreaterThan(43000);
    expect(refund.data.credits_reversed).toBe(480);
    const after = await t.call('userInfo', {}, token);
    expect(after.data.actual_plan).toBe(Plan.Free);
    expect(after.data.credits_balance).toBe(3);
    expect((await t.call('adminRefund', { order_sn: order.data.order_sn, reason: 'again' }, operator)).code).toBe(ErrorCode.NOT_REFUNDABLE);
    expect((await t.call('adminRefund', { order_sn: order.data.order_sn, reason: 'not mine' }, token)).code).toBe(ErrorCode.FORBIDDEN);
  });

  it('fulfils once when the webhook and 50 polls race for one order', async () => {
    const token = await buyer('race@example.com');
    const order = await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token);
    // Pay at the platform without the notification reaching us yet: the polls and a replayed webhook race.
    const state = path.join(t.dataDir, 'files', 'sandbox-pay');
    expect(fs.existsSync(state)).toBe(true);
    await pay(order.data.pay_url);
    const body = JSON.stringify({
      id: 'sbx_evt_race',
      type: 'checkout.paid',
      created: Math.floor(Date.now() / 1000),
      data: { session_id: order.data.session_id, order_sn: order.data.order_sn },
    });
    const webhook = () =>
      fetch(`${origin}/api/order/webhook/sandbox`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'framecast-signature': signSandboxWebhook(sandboxSecret(), body, Math.floor(Date.now() / 1000)) },
        body,
      });
    await Promise.all([...Array.from({ length: 50 }, () => t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)), webhook(), webhook()]);
    const records = await t.call('creditRecords', { page_size: 100 }, token);
    expect(records.data.items.filter((r: { kind: string }) => r.kind === 'purchase')).toHaveLength(1);
    expect(records.data.balance).toBe(3 + 10);
    expect((await t.call('invoicePage', {}, token)).data.total).toBe(1);
  });

  it('refuses forged, stale and malformed notifications, and ignores a replay', async () => {
    const body = JSON.stringify({ id: 'sbx_evt_x', type: 'checkout.paid', created: Math.floor(Date.now() / 1000), data: { order_sn: 'nope' } });
    const send = (headers: Record<string, string>, b = body) =>
      fetch(`${origin}/api/order/webhook/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: b });
    const now = Math.floor(Date.now() / 1000);
    expect((await send({ 'framecast-signature': signSandboxWebhook('not-the-secret-at-all', body, now) })).status).toBe(400);
    expect((await send({})).status).toBe(400);
    expect((await send({ 'framecast-signature': signSandboxWebhook(sandboxSecret(), body, now - 301) })).status).toBe(400);
    const ok = await send({ 'framecast-signature': signSandboxWebhook(sandboxSecret(), body, now) });
    expect(ok.status).toBe(200);
    const replay = await send({ 'framecast-signature': signSandboxWebhook(sandboxSecret(), body, now) });
    expect((await replay.json()).data.duplicate).toBe(true);
    expect((await send({ 'framecast-signature': signSandboxWebhook(sandboxSecret(), '{', now) }, '{')).status).toBe(400);
    expect((await fetch(`${origin}/api/order/webhook/paypal`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status).toBe(404);
  });

  it('a declined checkout grants nothing', async () => {
    const token = await buyer('decline@example.com');
    const order = await t.call('orderSubmit', { goods_sn: 'starter-month-usd' }, token);
    await pay(order.data.pay_url, 'decline');
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.status).toBe('failed');
    expect((await t.call('userInfo', {}, token)).data.actual_plan).toBe(Plan.Free);
  });

  it('checks coupons: each failure has its own code, and the server re-applies the discount', async () => {
    const token = await buyer('coupon@example.com');
    const other = await buyer('coupon2@example.com');
    const mk = (body: Record<string, unknown>) => t.call('adminCouponCreate', body, operator);
    expect((await mk({ id: 'HALF', kind: 'percent', value: 50, goods_sns: ['creator-year-usd'], max_uses: 1 })).code).toBe(0);
    expect((await mk({ id: 'OLD', kind: 'percent', value: 10, expires_at: new Date(Date.now() - 1000).toISOString() })).code).toBe(0);
    expect((await mk({ id: 'TENOFF', kind: 'amount', value: 1000, currency: 'USD' })).code).toBe(0);
    expect((await mk({ id: 'BAD', kind: 'percent', value: 150 })).code).toBe(ErrorCode.VALIDATION);
    const check = (coupon_id: string, goods_sn = 'creator-year-usd', tok = token) => t.call('checkCoupon', { coupon_id, goods_sn }, tok);
    expect((await check('NOPE')).code).toBe(ErrorCode.COUPON_NOT_FOUND);
    expect((await check('OLD')).code).toBe(ErrorCode.COUPON_EXPIRED);
    expect((await check('HALF', 'starter-year-usd')).code).toBe(ErrorCode.COUPON_NOT_APPLICABLE);
    expect((await check('TENOFF', 'creator-year-cny')).code).toBe(ErrorCode.COUPON_NOT_APPLICABLE);
    expect((await check('half')).data).toEqual({ remain: 21600, discount: 21600, desc: '50% off' });
    const order = await t.call('orderSubmit', { goods_sn: 'creator-year-usd', coupon_id: 'HALF' }, token);
    expect(order.data.amount).toBe(21600);
    await pay(order.data.pay_url);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
    expect((await check('HALF', 'creator-year-usd', other)).code).toBe(ErrorCode.COUPON_USED_UP);
    expect((await t.call('adminCouponDisable', { id: 'TENOFF', disabled: true }, operator)).code).toBe(0);
    expect((await check('TENOFF', 'creator-year-usd', other)).code).toBe(ErrorCode.COUPON_NOT_FOUND);
    // Already Creator yearly: the same card is 'Current plan' and cannot be bought again.
    expect((await t.call('orderSubmit', { goods_sn: 'creator-year-usd' }, token)).code).toBe(ErrorCode.PLAN_NOT_UPGRADABLE);
  });

  it('lets only operators grant credits, with a reason, as a ledger entry', async () => {
    const token = await buyer('grant@example.com');
    const me = await t.call('userInfo', {}, token);
    const found = await t.call('adminUserFind', { q: 'grant@example' }, operator);
    const id = found.data.items[0].id;
    expect((await t.call('adminUserFind', { q: 'grant' }, token)).code).toBe(ErrorCode.FORBIDDEN);
    expect((await t.call('adminCredits', { user_id: id, amount: 5, reason: 'x' }, operator)).code).toBe(ErrorCode.VALIDATION);
    const granted = await t.call('adminCredits', { user_id: id, amount: 5, reason: 'support gesture' }, operator);
    expect(granted.data.credits_balance).toBe(me.data.credits_balance + 5);
    expect((await t.call('adminCredits', { user_id: id, amount: -1000, reason: 'too much' }, operator)).code).toBe(ErrorCode.VALIDATION);
    const plan = await t.call('adminSetPlan', { user_id: id, plan: Plan.Team, period: 'month', seats: 2 }, operator);
    expect(plan.data).toMatchObject({ actual_plan: Plan.Team, credits_balance: me.data.credits_balance + 5 + 120 });
    expect((await t.call('adminBan', { user_id: id, banned: true, reason: 'abuse' }, operator)).code).toBe(0);
    expect((await t.call('userInfo', {}, token)).code).toBe(ErrorCode.BANNED);
    expect((await t.call('adminBan', { user_id: id, banned: false }, operator)).code).toBe(0);
  });

  it('renews a due subscription with the next cycle credits, and ends it cleanly when the card declines', async () => {
    const token = await buyer('renew@example.com');
    const order = await t.call('orderSubmit', { goods_sn: 'starter-month-usd' }, token);
    await pay(order.data.pay_url);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
    const sub = await t.call('subscription', {}, token);
    const end = new Date(sub.data.current_period_end);
    const deps = { db: t.ctx.db, payments: t.ctx.payments, log: t.ctx.log };
    const result = await renewDue(deps, new Date(end.getTime() + 1000));
    expect(result.renewed).toBeGreaterThanOrEqual(1);
    expect((await renewDue(deps, new Date(end.getTime() + 2000))).renewed).toBe(0);
    const records = await t.call('creditRecords', { page_size: 50 }, token);
    expect(records.data.balance).toBe(3 + 16 + 16);
    expect((await t.call('invoicePage', {}, token)).data.total).toBe(2);

    // A card that declines: the buyer ticks "Decline future renewals" on the sandbox's pay page.
    const declined = await buyer('renew-decline@example.com');
    const declinedId = (await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'renew-decline@example.com').executeTakeFirstOrThrow()).id;
    const first = await t.call('orderSubmit', { goods_sn: 'starter-month-usd' }, declined);
    const answer = await fetch(first.data.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay', decline_renewals: '1' }), redirect: 'manual' });
    expect(answer.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: first.data.order_sn }, declined)).data.had_pay).toBe(true);
    const running = (await t.call('subscription', {}, declined)).data;
    const periodEnd = new Date(running.current_period_end);
    const balance = (await t.call('creditRecords', {}, declined)).data.balance;
    expect(balance).toBe(3 + 16);
    const dueAt = new Date(periodEnd.getTime() + 1000);
    const declinedRun = await renewDue(deps, dueAt);
    expect(declinedRun).toMatchObject({ renewed: 0, failed: 1 });
    // The renewal order is closed as failed, and nothing else of the job's work happened.
    const renewal = await t.ctx.db.selectFrom('orders').selectAll().where('user_id', '=', declinedId).where('kind', '=', 'renewal').execute();
    expect(renewal.map((o) => [o.status, o.credits_granted])).toEqual([['failed', 0]]);
    expect((await t.call('creditRecords', {}, declined)).data.balance).toBe(balance);
    expect((await t.call('invoicePage', {}, declined)).data.total).toBe(1);
    // The plan runs to the period end and stops there: no next period, Free from the end on.
    const ended = await t.ctx.db.selectFrom('subscriptions').selectAll().where('id', '=', running.plan_info_id).executeTakeFirstOrThrow();
    expect(new Date(ended.ends_at!).getTime()).toBe(periodEnd.getTime());
    expect(ended.renew_failed_at).not.toBeNull();
    expect((await t.call('userInfo', {}, declined)).data.actual_plan).toBe(Plan.Starter);
    expect((await runningSubscription(t.ctx.db, declinedId, new Date(periodEnd.getTime() - 1000))).plan).toBe(Plan.Starter);
    expect((await runningSubscription(t.ctx.db, declinedId, dueAt)).plan).toBe(Plan.Free);
    // The job does not try the card again, and a later run grants nothing either.
    expect(await renewDue(deps, new Date(periodEnd.getTime() + 3_600_000))).toMatchObject({ renewed: 0, failed: 0 });
    expect((await t.call('creditRecords', {}, declined)).data.balance).toBe(balance);
  });

  it('sells lip-sync minutes: a 10-minute package paid on the sandbox adds 600 seconds', async () => {
    const token = await buyer('lipsync@example.com');
    const order = await t.call('orderSubmit', { goods_sn: 'lipsync-10-usd' }, token);
    await pay(order.data.pay_url);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
    expect((await t.call('userInfo', {}, token)).data.lip_sync_duration).toBe(600);
  });
});

describeEachDb('billing off: a self-hosted server with a managed plan', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { billing: 'off', defaultPlan: 'creator' });
  });
  afterAll(async () => {
    await t.close();
    // The mode is process-wide: put it back for the suites after this one in the same worker.
    const { configureBilling } = await import('../src/modules/billing/service.js');
    configureBilling({ billing: 'on', defaultPlan: 'free' });
  });

  it('puts every account on the configured plan and sells nothing', async () => {
    const token = await createUser(t, 'self@example.com');
    const info = await t.call('userInfo', {}, token);
    expect(info.data.actual_plan).toBe(Plan.Creator);
    expect((await t.call('subscription', {}, token)).data.managed).toBe(true);
    expect((await t.call('userPlan', {}, token)).data.credits_per_cycle).toBe(-1);
    await t.call('billingInfoSave', INFO, token);
    const order = await t.call('orderSubmit', { goods_sn: 'creator-year-usd' }, token);
    expect(order.code).toBe(ErrorCode.PLAN_MANAGED);
    expect(order.msg).toBe('The current plan is unavailable. Please contact the administrator.');
  });

  it('lists no priced goods: nothing is for sale (issue 24 probe)', async () => {
    const token = await createUser(t, 'self-goods@example.com');
    for (const q of [{}, { currency: 'USD' }, { goods_type: 3 }, { goods_type: 4 }]) {
      const list = await t.call('goodsList', { action: 'pricing', ...q }, token);
      expect(list).toMatchObject({ code: 0, data: { goods_list: [] } });
    }
    // Without a session too: the call is open to guests.
    expect((await t.call('goodsList', { action: 'pricing' })).data.goods_list).toEqual([]);
  });
});
