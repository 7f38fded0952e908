import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage, Plan } from '@framecast/contract';
import { renewDue } from '../src/modules/billing/renewals.js';
import { createUser, describeEachDb, type TestApp, startListeningApp } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };

// Issue 24 item 38: a cancelled subscription can be resumed while its period runs, and only then.
describeEachDb('billing: resuming a cancelled subscription', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  const subscribed = async (email: string, goods_sn = 'starter-month-usd') => {
    const token = await createUser(t, email);
    expect((await t.call('billingInfoSave', INFO, token)).code).toBe(0);
    const order = await t.call('orderSubmit', { goods_sn }, token);
    expect(order.code).toBe(0);
    const res = await fetch(order.data.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
    return { token, orderSn: order.data.order_sn as string };
  };
  const refused = { code: ErrorCode.SUBSCRIPTION_NOT_RESUMABLE, msg: ErrorMessage[ErrorCode.SUBSCRIPTION_NOT_RESUMABLE] };

  it('resumes a cancelled subscription before it ends: it renews again, at the sandbox too', async () => {
    const { token } = await subscribed('resume@example.com');
    expect((await t.call('unsubscribe', {}, token)).data.cancel_at_period_end).toBe(true);
    const end = (await t.call('subscription', {}, token)).data.current_period_end;

    const resumed = await t.call('orderResume', {}, token);
    expect(resumed.code).toBe(0);
    expect(resumed.data).toEqual({ cancel_at_period_end: false, current_period_end: end });
    const sub = (await t.call('subscription', {}, token)).data;
    expect(sub).toMatchObject({ subscribe_plan_int: Plan.Starter, cancel_at_period_end: false, current_period_end: end });
    expect((await t.call('userInfo', {}, token)).data.actual_plan).toBe(Plan.Starter);

    // Resumed, it renews at its end: the platform subscription is active again (a cancelled one would decline).
    const deps = { db: t.ctx.db, payments: t.ctx.payments, log: t.ctx.log };
    expect(await renewDue(deps, new Date(new Date(end).getTime() + 1000))).toMatchObject({ renewed: 1, failed: 0 });
    expect((await t.call('creditRecords', {}, token)).data.balance).toBe(3 + 16 + 16);

    // Nothing to take back any more.
    expect(await t.call('orderResume', {}, token)).toMatchObject(refused);
  });

  it('refuses with 18031 what is not cancelled, Free, ended, or refunded', async () => {
    const free = await createUser(t, 'resume-free@example.com');
    expect(await t.call('orderResume', {}, free)).toMatchObject({ ...refused, status: 400 });

    const { token: running } = await subscribed('resume-running@example.com');
    expect(await t.call('orderResume', {}, running)).toMatchObject(refused);
    expect((await t.call('subscription', {}, running)).data.cancel_at_period_end).toBe(false);

    // Refunded: the plan ends at once, so there is nothing left to resume.
    const { token: refunded, orderSn } = await subscribed('resume-refunded@example.com', 'creator-month-usd');
    expect((await t.call('unsubscribe', {}, refunded)).code).toBe(0);
    expect((await t.call('adminRefund', { order_sn: orderSn, reason: 'asked' }, operator)).code).toBe(0);
    expect(await t.call('orderResume', {}, refunded)).toMatchObject(refused);
    expect((await t.call('userInfo', {}, refunded)).data.actual_plan).toBe(Plan.Free);

    // Ended: its period is over (moved into the past here), so it is not running and cannot be resumed.
    const { token: ended } = await subscribed('resume-ended@example.com');
    expect((await t.call('unsubscribe', {}, ended)).code).toBe(0);
    const id = (await t.call('subscription', {}, ended)).data.plan_info_id as string;
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ ends_at: new Date(Date.now() - 1000) })
      .where('id', '=', id)
      .execute();
    expect(await t.call('orderResume', {}, ended)).toMatchObject(refused);
    expect((await t.call('userInfo', {}, ended)).data.actual_plan).toBe(Plan.Free);
  });

  it('needs a session', async () => {
    expect((await t.call('orderResume', {})).status).toBe(401);
  });
});
