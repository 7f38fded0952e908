import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPayments, StripePayments, WebhookRejected } from '../src/platform/payments/index.js';
import { startFakeStripe } from './fakes/stripe-server.js';

const KEY = 'sk_test_fake_123';
const WHSEC = 'whsec_test_fake_456';
const silent = { info() {}, warn() {} };
const req = {
  orderSn: 'ORD-1',
  amount: 2900,
  currency: 'USD' as const,
  description: 'Starter monthly',
  recurring: null,
  customerEmail: 'buyer@example.com',
  successUrl: 'https://app.example/billing?pay_success=1',
  cancelUrl: 'https://app.example/billing',
  notifyUrl: 'https://app.example/api/pay/webhook/stripe',
};

describe('Stripe adapter against a fake Stripe', () => {
  let fake: Awaited<ReturnType<typeof startFakeStripe>>;
  let stripe: StripePayments;
  const signer = new Stripe('sk_test_unused');
  const signed = (event: object, timestamp = Math.floor(Date.now() / 1000)) => {
    const payload = JSON.stringify(event);
    return { body: Buffer.from(payload), headers: { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload, secret: WHSEC, timestamp }) } };
  };
  const lastCall = () => fake.calls.at(-1)!;

  beforeAll(async () => {
    fake = await startFakeStripe(KEY);
    stripe = createPayments({
      platforms: ['stripe'],
      storage: null as never,
      sandboxSecret: '',
      stripe: { secretKey: KEY, webhookSecret: WHSEC, apiBase: fake.apiBase },
      log: silent,
    }).get('stripe') as StripePayments;
  });
  afterAll(() => fake.close());

  it('opens a one-off checkout in payment mode and reads its status', async () => {
    const c = await stripe.createCheckout(req);
    expect(c.sessionId).toMatch(/^cs_test_/);
    expect(c.payUrl).toContain(c.sessionId);
    const body = lastCall().body as Record<string, any>;
    expect(lastCall()).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
    expect(body).toMatchObject({
      mode: 'payment',
      client_reference_id: 'ORD-1',
      customer_email: 'buyer@example.com',
      metadata: { order_sn: 'ORD-1' },
      cancel_url: req.cancelUrl,
      success_url: 'https://app.example/billing?pay_success=1&session_id={CHECKOUT_SESSION_ID}',
      line_items: [{ quantity: '1', price_data: { currency: 'usd', unit_amount: '2900', product_data: { name: 'Starter monthly' } } }],
    });
    expect(body.line_items[0].price_data.recurring).toBeUndefined();

    expect(await stripe.checkoutStatus(c.sessionId)).toEqual({ state: 'pending' });
    const s = fake.completeSession(c.sessionId);
    expect(await stripe.checkoutStatus(c.sessionId)).toEqual({
      state: 'paid',
      paymentRef: s.payment_intent,
      subscriptionRef: undefined,
      customerRef: s.customer,
    });
  });

  it('reports an unpaid completed session as pending and an expired one as expired', async () => {
    const a = await stripe.createCheckout(req);
    fake.completeSession(a.sessionId, { paymentStatus: 'unpaid' });
    expect((await stripe.checkoutStatus(a.sessionId)).state).toBe('pending');
    const b = await stripe.createCheckout(req);
    fake.expireSession(b.sessionId);
    expect(await stripe.checkoutStatus(b.sessionId)).toEqual({ state: 'expired' });
  });

  it('opens a subscription with a trial, and discounts a cheaper first period with a one-off coupon', async () => {
    const trial = await stripe.createCheckout({ ...req, amount: 0, recurring: { period: 'month', renewalAmount: 2900, trialDays: 7 } });
    expect(lastCall().body).toMatchObject({
      mode: 'subscription',
      line_items: [{ price_data: { unit_amount: '2900', recurring: { interval: 'month' } } }],
      subscription_data: { trial_period_days: '7', metadata: { order_sn: 'ORD-1' } },
    });
    const s = fake.completeSession(trial.sessionId, { paymentStatus: 'no_payment_required' });
    expect(await stripe.checkoutStatus(trial.sessionId)).toMatchObject({ state: 'paid', subscriptionRef: s.subscription, customerRef: s.customer });

    await stripe.createCheckout({ ...req, amount: 14400, recurring: { period: 'year', renewalAmount: 28800 } });
    const coupon = fake.calls.at(-2)!;
    expect(coupon).toMatchObject({ path: '/v1/coupons', body: { amount_off: '14400', currency: 'usd', duration: 'once' } });
    expect(lastCall().body).toMatchObject({ mode: 'subscription', discounts: [{ coupon: expect.stringMatching(/^coupon_/) }] });
  });

  it('refunds a payment intent, and an invoice through its payment', async () => {
    expect((await stripe.refund('pi_123', 500, 'USD')).refundRef).toMatch(/^re_/);
    expect(lastCall()).toMatchObject({ path: '/v1/refunds', body: { payment_intent: 'pi_123', amount: '500' } });
    fake.addInvoicePayment('in_777', 'pi_777');
    await stripe.refund('in_777', 2900, 'USD');
    expect(lastCall()).toMatchObject({ path: '/v1/refunds', body: { payment_intent: 'pi_777', amount: '2900' } });
    await expect(stripe.refund('in_none', 100, 'USD')).rejects.toThrow(/no paid payment/);
    // Billing's key per refund reaches Stripe as its Idempotency-Key, so a retried refund pays out once.
    await stripe.refund('pi_123', 190, 'USD', { idempotencyKey: 'refund:FC1:0' });
    expect(lastCall()).toMatchObject({ path: '/v1/refunds', idempotencyKey: 'refund:FC1:0' });
  });

  it('confirms renewals from the subscription, cancels at period end, and opens the portal', async () => {
    const later = Math.floor(Date.now() / 1000) + 30 * 86400;
    const active = fake.addSubscription({ status: 'active', periodEnd: later, latestInvoice: 'in_cycle2' });
    expect(await stripe.renew(active.id, 2900, 'USD', 'ORD-2')).toEqual({ paid: true, paymentRef: 'in_cycle2' });
    expect(await stripe.renew(fake.addSubscription({ status: 'trialing', periodEnd: later }).id, 0, 'USD', 'x')).toMatchObject({ paid: true });
    expect(await stripe.renew(fake.addSubscription({ status: 'past_due', periodEnd: later }).id, 2900, 'USD', 'x')).toEqual({ paid: false });
    expect(await stripe.renew(fake.addSubscription({ status: 'active', periodEnd: 1000 }).id, 2900, 'USD', 'x')).toEqual({ paid: false });

    await stripe.cancelSubscription(active.id);
    expect(lastCall()).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${active.id}`, body: { cancel_at_period_end: 'true' } });
    expect(active.cancel_at_period_end).toBe(true);
    await stripe.resumeSubscription(active.id);
    expect(lastCall()).toMatchObject({ method: 'POST', path: `/v1/subscriptions/${active.id}`, body: { cancel_at_period_end: 'false' } });
    expect(active.cancel_at_period_end).toBe(false);

    const url = await stripe.portalUrl('cus_1', 'https://app.example/billing');
    expect(url).toMatch(/^https:\/\/billing\.stripe\.test\//);
    expect(lastCall().body).toEqual({ customer: 'cus_1', return_url: 'https://app.example/billing' });
  });

  it('refuses calls with the wrong key, as Stripe does', async () => {
    const wrong = new StripePayments({ secretKey: 'sk_test_wrong', webhookSecret: WHSEC, apiBase: fake.apiBase });
    await expect(wrong.createCheckout(req)).rejects.toThrow(/Invalid API Key/);
  });

  it('maps verified events to what billing needs', () => {
    const now = new Date();
    const session = { id: 'cs_1', object: 'checkout.session', metadata: { order_sn: 'ORD-9' }, client_reference_id: 'ORD-9', payment_status: 'paid' };
    const event = (type: string, object: object) => ({ id: `evt_${type}`, object: 'event', type, created: 1700000000, data: { object } });
    const parse = (e: object) => {
      const { body, headers } = signed(e);
      return stripe.parseWebhook(body, headers, now);
    };
    expect(
      parse(
        event('checkout.session.completed', { ...session, payment_intent: 'pi_9', customer: 'cus_9', subscription: null, invoice: null, amount_total: 2900 }),
      ),
    ).toEqual({
      id: 'evt_checkout.session.completed',
      created: 1700000000,
      kind: 'checkout.paid',
      sessionId: 'cs_1',
      orderSn: 'ORD-9',
      paymentRef: 'pi_9',
      subscriptionRef: undefined,
      customerRef: 'cus_9',
    });
    expect(parse(event('checkout.session.completed', { ...session, payment_status: 'unpaid' })).kind).toBe('other');
    expect(parse(event('checkout.session.async_payment_succeeded', { ...session, payment_intent: 'pi_9' })).kind).toBe('checkout.paid');
    expect(parse(event('checkout.session.async_payment_failed', session))).toMatchObject({ kind: 'checkout.failed', sessionId: 'cs_1', orderSn: 'ORD-9' });
    expect(parse(event('checkout.session.expired', { ...session, metadata: {} })).orderSn).toBe('ORD-9');

    const invoice = {
      id: 'in_5',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      customer: 'cus_5',
      parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_5' } },
    };
    expect(parse(event('invoice.paid', invoice))).toMatchObject({ kind: 'renewal.paid', subscriptionRef: 'sub_5', paymentRef: 'in_5', customerRef: 'cus_5' });
    expect(parse(event('invoice.payment_failed', { ...invoice, parent: null, subscription: 'sub_old' }))).toMatchObject({
      kind: 'renewal.failed',
      subscriptionRef: 'sub_old',
    });
    expect(parse(event('invoice.paid', { ...invoice, billing_reason: 'subscription_create' })).kind).toBe('other');
    expect(parse(event('customer.created', { id: 'cus_1' })).kind).toBe('other');
  });

  it('rejects a bad signature, a stale one, a missing one and a malformed body', () => {
    const e = { id: 'evt_1', object: 'event', type: 'customer.created', created: 1, data: { object: {} } };
    const { body, headers } = signed(e);
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (err) {
        return err instanceof WebhookRejected ? err.reason : err;
      }
      return 'accepted';
    };
    const tampered = Buffer.from(body.toString().replace('customer.created', 'invoice.paid'));
    expect(reason(() => stripe.parseWebhook(tampered, headers, new Date()))).toBe('signature');
    expect(reason(() => stripe.parseWebhook(body, {}, new Date()))).toBe('signature');
    const forged = { 'stripe-signature': new Stripe('x').webhooks.generateTestHeaderString({ payload: body.toString(), secret: 'whsec_other' }) };
    expect(reason(() => stripe.parseWebhook(body, forged, new Date()))).toBe('signature');
    const stale = signed(e, Math.floor(Date.now() / 1000) - 301);
    expect(reason(() => stripe.parseWebhook(stale.body, stale.headers, new Date()))).toBe('stale');
    const bad = signed({});
    const broken = Buffer.from('{not json');
    const brokenHeaders = { 'stripe-signature': signer.webhooks.generateTestHeaderString({ payload: broken.toString(), secret: WHSEC }) };
    expect(reason(() => stripe.parseWebhook(broken, brokenHeaders, new Date()))).toBe('malformed');
    expect(reason(() => stripe.parseWebhook(bad.body, bad.headers, new Date()))).toBe('malformed');
  });
});

describe('createPayments', () => {
  it('builds only configured platforms and names the implemented ones for the rest', () => {
    const base = { storage: null as never, sandboxSecret: 'x'.repeat(32), log: silent };
    expect([...createPayments({ ...base, platforms: ['sandbox'] }).keys()]).toEqual(['sandbox']);
    expect(() => createPayments({ ...base, platforms: ['sandbox', 'paypal'] })).toThrow(/"paypal" is not implemented; implemented: sandbox, stripe/);
    expect(() => createPayments({ ...base, platforms: ['stripe'] })).toThrow(/stripe needs/);
    expect(() => createPayments({ ...base, sandboxSecret: '', platforms: ['sandbox'] })).toThrow(/sandbox needs/);
  });
});
