import { afterAll, beforeAll, expect, it } from 'vitest';
import type { CallName } from '@framecast/contract';
import { createUser, describeEachDb, type TestApp, startListeningApp, userIdOf } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };

// Issue 24 items 6 and 7 on the real database, through the sandbox checkout: a chain of upgrades costs
// what the final plan costs for its period and grants what it grants; seats given back take their
// credits with their refund (README "Billing").
describeEachDb('billing: upgrades and seats settle the running period', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  const ok = async (name: CallName, body: object, token: string) => {
    const res = await t.call(name, body, token);
    if (res.code !== 0) throw new Error(`${name}: ${res.code} ${res.msg}`);
    return res.data;
  };
  const buyer = async (email: string) => {
    const token = await createUser(t, email);
    await ok('billingInfoSave', INFO, token);
    return token;
  };
  /** Submits and pays an order at the sandbox; returns what it charged. */
  const buy = async (token: string, body: { goods_sn: string; num?: number }) => {
    const order = await ok('orderSubmit', body, token);
    const res = await fetch(order.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data.had_pay).toBe(true);
    return order.amount as number;
  };
  const balance = async (token: string) => (await ok('userInfo', {}, token)).credits_balance as number;
  const invoiced = async (token: string) =>
    ((await ok('invoicePage', { page_size: 50 }, token)).items as { amount: number }[]).reduce((s, i) => s + i.amount, 0);

  it('Team 1 → 2 → 3 → 4 seats costs what 4 seats list at (356.00) and leaves their 240 credits', async () => {
    const owner = await buyer('steps@example.com');
    const charged = [];
    for (const num of [1, 2, 3, 4]) charged.push(await buy(owner, { goods_sn: 'team-month-usd', num }));
    expect(charged.reduce((s, a) => s + a, 0)).toBe(35600);
    expect(await invoiced(owner)).toBe(35600);
    // 3 Free credits from sign-up, and the 4 seats' 240: the earlier steps' grants were settled.
    expect(await balance(owner)).toBe(3 + 240);
    expect(await ok('subscription', {}, owner)).toMatchObject({ total_seat: 4, period: 'month' });
  });

  it('Creator month → year costs 432.00 and leaves the year’s 480 credits', async () => {
    const token = await buyer('month-year@example.com');
    const month = await buy(token, { goods_sn: 'creator-month-usd' });
    const year = await buy(token, { goods_sn: 'creator-year-usd' });
    expect({ month, year, total: month + year }).toEqual({ month: 6900, year: 43200 - 6900, total: 43200 });
    expect(await balance(token)).toBe(3 + 480);
    const records = (await ok('creditRecords', { page_size: 50 }, token)).items as { kind: string; amount: number }[];
    // The month's 40 went back with its money, in the history as a line of its own.
    expect(records.filter((r) => r.kind === 'refund').map((r) => r.amount)).toEqual([-40]);
  });

  it('an upgrade after credits were spent credits only the unspent share of the period', async () => {
    const token = await buyer('spent-upgrade@example.com');
    await buy(token, { goods_sn: 'creator-month-usd' });
    // 23 credits spent: 3 Free + 40 - 23 = 20 left, half of the month's 40.
    await ok('adminCredits', { user_id: await userIdOf(t, 'spent-upgrade@example.com'), amount: -23, reason: 'spent' }, operator);
    const year = await buy(token, { goods_sn: 'creator-year-usd' });
    expect(year).toBe(43200 - 3450);
    expect(await balance(token)).toBe(480);
  });

  it('giving back Team seats refunds their money and takes back their credits (5 → 1: 356.00 and 240)', async () => {
    const owner = await buyer('give-back@example.com');
    await buy(owner, { goods_sn: 'team-month-usd', num: 5 });
    expect(await balance(owner)).toBe(3 + 300);
    const reduced = await ok('orderSeats', { num: 1 }, owner);
    expect(reduced).toMatchObject({ total_seat: 1, refunded_amount: 35600, credits_reversed: 240 });
    expect(await balance(owner)).toBe(3 + 60);
    // The seat kept is the period now: buying 2 seats again costs one seat's price, and grants one seat's credits.
    expect(await buy(owner, { goods_sn: 'team-month-usd', num: 2 })).toBe(8900);
    expect(await balance(owner)).toBe(3 + 120);
  });

  it('seats given back after credits were spent refund the unspent share only, money and credits alike', async () => {
    const owner = await buyer('give-back-spent@example.com');
    await buy(owner, { goods_sn: 'team-month-usd', num: 5 });
    // 153 spent: 150 of the 300 left, half of the period's credits.
    await ok('adminCredits', { user_id: await userIdOf(t, 'give-back-spent@example.com'), amount: -153, reason: 'spent' }, operator);
    const reduced = await ok('orderSeats', { num: 1 }, owner);
    expect(reduced).toMatchObject({ total_seat: 1, refunded_amount: 17800, credits_reversed: 120 });
    expect(await balance(owner)).toBe(30);
  });
});
