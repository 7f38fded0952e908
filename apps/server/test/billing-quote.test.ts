import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallName, formatMoney, QUOTE_VALID_MINUTES } from '@framecast/contract';
import { pricingMoment } from '../src/modules/billing/orders.js';
import { createUser, describeEachDb, type TestApp, startListeningApp, userIdOf } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };
const DAY = 86_400_000;

// Issue 24 item 12: the payment dialog showed $1,324.80 and the checkout charged $1,255.85, the unused
// Creator month credited unseen. The quote is the one source of the dialog's lines, and the charge and
// the invoice's lines are the quote's, to the cent.
describeEachDb('billing: the quote is what is charged and invoiced', (kind) => {
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
  const pay = async (token: string, order: { pay_url: string; order_sn: string }) => {
    const res = await fetch(order.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(res.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data.had_pay).toBe(true);
  };

  it('an upgrade with a coupon: price, coupon, upgrade credit and total are quoted, charged and invoiced alike', async () => {
    const email = 'quote-upgrade@example.com';
    const token = await createUser(t, email);
    await ok('billingInfoSave', INFO, token);
    expect((await t.call('adminCouponCreate', { id: 'TENPC', kind: 'percent', value: 10 }, operator)).code).toBe(0);
    // Without payment details the quote is still given (the dialog shows it before 18009 sends the buyer on).
    const first = await ok('orderQuote', { goods_sn: 'creator-month-usd' }, token);
    expect(first).toMatchObject({ list: 6900, discount: 0, upgrade_credit: 0, amount: 6900, units: 1, currency: 'USD' });
    await pay(token, await ok('orderSubmit', { goods_sn: 'creator-month-usd', quoted_at: first.quoted_at }, token));

    // A quarter of the month gone: 10 of 40 days.
    const userId = await userIdOf(t, email);
    const now = Date.now();
    await t.ctx.db
      .updateTable('subscriptions')
      .set({ period_start: new Date(now - 10 * DAY), ends_at: new Date(now + 30 * DAY) })
      .where('user_id', '=', userId)
      .execute();

    const quote = await ok('orderQuote', { goods_sn: 'creator-year-usd', coupon_id: 'tenpc' }, token);
    expect(quote).toMatchObject({ list: 43200, discount: 4320, coupon_desc: '10% off', renewal_amount: 43200 });
    expect(quote.upgrade_credit).toBeGreaterThanOrEqual(5170);
    expect(quote.upgrade_credit).toBeLessThanOrEqual(5175);
    expect(quote.amount).toBe(quote.list - quote.discount - quote.upgrade_credit);

    const order = await ok('orderSubmit', { goods_sn: 'creator-year-usd', coupon_id: 'TENPC', quoted_at: quote.quoted_at }, token);
    expect(order.amount).toBe(quote.amount);
    // The sandbox checkout page charges that amount.
    const page = await (await fetch(order.pay_url)).text();
    expect(page).toContain(`<p class="amount">${formatMoney(quote.amount, 'USD')}</p>`);
    await pay(token, order);

    const invoices = (await ok('invoicePage', { page_size: 10 }, token)).items as Record<string, number | string>[];
    const invoice = invoices.find((i) => i.order_sn === order.order_sn)!;
    expect(invoice).toMatchObject({ amount: quote.amount, unit_price: 43200, units: 1, discount: 4320, upgrade_credit: quote.upgrade_credit });
    const detail = await ok('invoiceDetail', { number: invoice.number }, token);
    expect(detail).toMatchObject({ discount: 4320, upgrade_credit: quote.upgrade_credit });
    // The month's own invoice has neither.
    expect(invoices.find((i) => i.order_sn !== order.order_sn)).toMatchObject({ amount: 6900, discount: 0, upgrade_credit: 0 });
  });

  it('Team seats are quoted per seat; a refused coupon is refused by the quote with its own code', async () => {
    const token = await createUser(t, 'quote-team@example.com');
    expect(await ok('orderQuote', { goods_sn: 'team-year-usd', num: 3 }, token)).toMatchObject({ units: 3, list: 3 * 55200, amount: 3 * 55200 });
    expect((await t.call('orderQuote', { goods_sn: 'team-year-usd', num: 3, coupon_id: 'NOPE' }, token)).code).toBe(18001);
  });
});

describe('pricingMoment: an upgrade credit is measured when the buyer saw it', () => {
  const now = new Date('2026-12-02T12:00:00Z');
  it('takes a quote up to QUOTE_VALID_MINUTES old', () => {
    const at = new Date(now.getTime() - (QUOTE_VALID_MINUTES - 1) * 60_000);
    expect(pricingMoment(at.toISOString(), now)).toEqual(at);
  });
  it('prices an older, a future or a missing quote at now', () => {
    expect(pricingMoment(new Date(now.getTime() - (QUOTE_VALID_MINUTES + 1) * 60_000).toISOString(), now)).toBe(now);
    expect(pricingMoment(new Date(now.getTime() + 60_000).toISOString(), now)).toBe(now);
    expect(pricingMoment(undefined, now)).toBe(now);
  });
});
