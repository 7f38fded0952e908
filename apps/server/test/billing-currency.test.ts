import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { createUser, describeEachDb, type TestApp, startListeningApp } from './helper.js';

// Issue 24 item 18: the currency belongs to the account (its first payment, else its billing country), not the language.
describeEachDb('billing: the account buys in its own currency', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    ({ t } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  const refused = { code: ErrorCode.CURRENCY_NOT_ACCOUNTS, msg: ErrorMessage[ErrorCode.CURRENCY_NOT_ACCOUNTS], data: null };
  const withCountry = async (token: string, country: string) =>
    expect((await t.call('billingInfoSave', { first_name: 'Ada', email: 'ada@example.com', country }, token)).code).toBe(0);
  const currencies = async (token: string) => [(await t.call('userInfo', {}, token)).data.currency, (await t.call('subscription', {}, token)).data.currency];
  const payFor = async (token: string, body: Record<string, unknown>) => {
    const order = await t.call('orderSubmit', body, token);
    expect(order.code, order.msg).toBe(0);
    const res = await fetch(order.data.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
  };

  it('a new account without billing details is shown dollars', async () => {
    const token = await createUser(t, 'cur-new@example.com');
    expect(await currencies(token)).toEqual(['USD', 'USD']);
  });

  it('a dollar subscriber stays in dollars: a yuan order is refused, whatever the country says later', async () => {
    const token = await createUser(t, 'cur-usd@example.com');
    await withCountry(token, 'GB');
    await payFor(token, { goods_sn: 'starter-month-usd' });
    expect(await currencies(token)).toEqual(['USD', 'USD']);
    // The interface language is the client's only; the server never saw it. Naming yuan goods is refused.
    expect(await t.call('orderSubmit', { goods_sn: 'creator-year-cny' }, token, { 'accept-language': 'zh-CN' })).toMatchObject(refused);
    expect(await t.call('orderSubmit', { goods_sn: 'credits-10-cny' }, token)).toMatchObject(refused);
    // The first payment fixed it: moving to China does not switch the account to yuan.
    await withCountry(token, 'CN');
    expect(await currencies(token)).toEqual(['USD', 'USD']);
    expect(await t.call('orderSubmit', { goods_sn: 'creator-year-cny' }, token)).toMatchObject(refused);
    expect((await t.call('orderSubmit', { goods_sn: 'creator-year-usd' }, token)).code).toBe(0);
  });

  it('before a first payment the billing country decides, and the trial runs in that currency', async () => {
    const token = await createUser(t, 'cur-cny@example.com');
    await withCountry(token, 'CN');
    expect(await currencies(token)).toEqual(['CNY', 'CNY']);
    expect(await t.call('orderSubmit', { goods_sn: 'starter-month-usd' }, token)).toMatchObject(refused);
    expect(await t.call('orderSubmit', { goods_sn: 'starter-month-usd', is_trial: true }, token)).toMatchObject(refused);
    await payFor(token, { goods_sn: 'starter-month-cny', is_trial: true });
    expect((await t.call('userInfo', {}, token)).data.actual_plan).toBe(100);
    // Paid once in yuan: the account is in yuan, even with another country.
    await withCountry(token, 'US');
    expect(await currencies(token)).toEqual(['CNY', 'CNY']);
    expect(await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token)).toMatchObject(refused);
    expect((await t.call('orderSubmit', { goods_sn: 'credits-10-cny' }, token)).code).toBe(0);
  });

  it('an account not yet fixed follows a new country', async () => {
    const token = await createUser(t, 'cur-move@example.com');
    await withCountry(token, 'CN');
    expect(await currencies(token)).toEqual(['CNY', 'CNY']);
    await withCountry(token, 'DE');
    expect(await currencies(token)).toEqual(['USD', 'USD']);
    expect((await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token)).code).toBe(0);
  });
});
