import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage } from '@framecast/contract';
import { addEntry } from '../src/modules/billing/credits.js';
import * as orderStore from '../src/modules/billing/store/orders.js';
import { createUser, describeEachDb, type TestApp, startListeningApp, userIdOf } from './helper.js';

const INFO = { first_name: 'Ada', email: 'ada@example.com', country: 'GB' };

// Issue 24 item 3: operator refunds of one order, sent at the same moment, pay out what is refundable once.
describeEachDb('billing: concurrent refunds of one order', (kind) => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    ({ t, operator } = await startListeningApp(kind));
  });
  afterAll(() => t.close());

  it('10 refunds at once of an order with 190 refundable: one pays 190, the others are told nothing is left', async () => {
    const token = await createUser(t, 'refund-race@example.com');
    expect((await t.call('billingInfoSave', INFO, token)).code).toBe(0);
    const order = (await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token)).data;
    expect(order.amount).toBe(1900);
    const paid = await fetch(order.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.status).toBe(303);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.order_sn }, token)).data.had_pay).toBe(true);
    // 12 of the 13 credits spent: 1 of the 10 bought is left, so 190 of the 1,900 paid is refundable.
    const userId = await userIdOf(t, 'refund-race@example.com');
    await addEntry(t.ctx.db, { userId, kind: 'adjust', amount: -12, ref: 'test:spend', note: 'spent' });
    expect((await t.call('refundable', {}, token)).data.total_remain_amount).toBe(190);

    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.call('adminRefund', { order_sn: order.order_sn, reason: `race ${i}` }, operator)));
    const ok = answers.filter((a) => a.code === 0);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.data).toMatchObject({ refunded_amount: 190, credits_reversed: 1 });
    for (const a of answers.filter((x) => x.code !== 0))
      expect(a).toMatchObject({ code: ErrorCode.NOT_REFUNDABLE, msg: ErrorMessage[ErrorCode.NOT_REFUNDABLE] });
    const after = await orderStore.findOrder(t.ctx.db, order.order_sn);
    expect(after).toMatchObject({ refunded_amount: 190, status: 'paid' });
    expect((await t.call('creditRecords', { page_size: 100 }, token)).data.balance).toBe(0);

    // The platform moved 190 too: exactly 1,710 of the payment is left to refund there.
    const sandbox = t.ctx.payments.get('sandbox')!;
    await expect(sandbox.refund(after!.payment_ref!, 1711, 'USD')).rejects.toThrow(/cannot refund/);
    // The same idempotency key refunds once: sent again, it answers the refund it made.
    const first = await sandbox.refund(after!.payment_ref!, 100, 'USD', { idempotencyKey: 'test:key' });
    expect(await sandbox.refund(after!.payment_ref!, 100, 'USD', { idempotencyKey: 'test:key' })).toEqual(first);
    await expect(sandbox.refund(after!.payment_ref!, 1611, 'USD')).rejects.toThrow(/cannot refund/);
    expect((await sandbox.refund(after!.payment_ref!, 1610, 'USD')).refundRef).toMatch(/^sbx_re_/);
  });
});
