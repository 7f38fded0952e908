import type { Currency } from '@framecast/contract';
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import {
  type Checkout,
  type CheckoutRequest,
  type PaymentProvider,
  type PaymentStatus,
  type RefundOptions,
  WEBHOOK_TOLERANCE_S,
  type WebhookEvent,
  WebhookRejected,
} from './types.js';

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (tests' fake Stripe, stripe-mock); Stripe's own when unset. */
  apiBase?: string;
}

/** An expandable field: an id, or the object when expanded. */
const idOf = (v: string | { id: string } | null | undefined): string | undefined => (typeof v === 'string' ? v : (v?.id ?? undefined));

/**
 * Stripe Checkout. Stripe renews subscriptions by itself and tells us by webhook; `renew` only confirms.
 * Payment refs are PaymentIntent ids for one-off payments and invoice ids (`in_…`) for subscription
 * payments, since newer API versions leave a subscription checkout's payment_intent empty.
 */
// The SDK is large (a quarter of a second to import): loaded when Stripe is configured, not by every process.
const require = createRequire(import.meta.url);
type StripeModule = typeof import('stripe').default;
let sdk: StripeModule | undefined;
const loadSdk = (): StripeModule => {
  sdk ??= require('stripe') as StripeModule;
  return sdk;
};

export class StripePayments implements PaymentProvider {
  readonly platform = 'stripe' as const;
  readonly embedded = false;
  private readonly stripe: Stripe;

  constructor(private readonly opts: StripeOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    // Retries are the caller's decision: billing polls and webhooks repeat anyway.
    const Sdk = loadSdk();
    this.stripe = new Sdk(opts.secretKey, {
      maxNetworkRetries: 0,
      ...(base
        ? { host: base.hostname, port: Number(base.port || (base.protocol === 'http:' ? 80 : 443)), protocol: base.protocol === 'http:' ? 'http' : 'https' }
        : {}),
    });
  }

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const currency = req.currency.toLowerCase();
    const metadata = { order_sn: req.orderSn };
    const rec = req.recurring;
    const lineItems: Stripe.Checkout.SessionCreateParams.LineItem[] = [
      {
        quantity: 1,
        price_data: {
          currency,
          unit_amount: rec ? rec.renewalAmount : req.amount,
          product_data: { name: req.description },
          ...(rec ? { recurring: { interval: rec.period } } : {}),
        },
      },
    ];
    let discounts: Stripe.Checkout.SessionCreateParams.Discount[] | undefined;
    // A first period priced apart from the renewals (a coupon, a sale): Stripe bills the recurring price
    // first, so a one-off coupon takes off the difference, or a one-off line adds it.
    if (rec && !rec.trialDays && req.amount !== rec.renewalAmount) {
      if (req.amount < rec.renewalAmount) {
        const coupon = await this.stripe.coupons.create({ amount_off: rec.renewalAmount - req.amount, currency, duration: 'once', max_redemptions: 1 });
        discounts = [{ coupon: coupon.id }];
      } else {
        lineItems.push({
          quantity: 1,
          price_data: { currency, unit_amount: req.amount - rec.renewalAmount, product_data: { name: `${req.description} (first period)` } },
        });
      }
    }
    const session = await this.stripe.checkout.sessions.create({
      mode: rec ? 'subscription' : 'payment',
      line_items: lineItems,
      ...(discounts ? { discounts } : {}),
      client_reference_id: req.orderSn,
      metadata,
      customer_email: req.customerEmail,
      success_url: withSessionId(req.successUrl),
      cancel_url: req.cancelUrl,
      ...(rec ? { subscription_data: { metadata, ...(rec.trialDays ? { trial_period_days: rec.trialDays } : {}) } } : { payment_intent_data: { metadata } }),
    });
    if (!session.url) throw new Error(`stripe: checkout session ${session.id} has no url`);
    return { sessionId: session.id, payUrl: session.url };
  }

  async checkoutStatus(sessionId: string): Promise<PaymentStatus> {
    const s = await this.stripe.checkout.sessions.retrieve(sessionId);
    if (s.status === 'expired') return { state: 'expired' };
    // complete but unpaid: an asynchronous method (bank debit) still settling.
    if (s.status !== 'complete' || s.payment_status === 'unpaid') return { state: 'pending' };
    return { state: 'paid', ...paidRefs(s) };
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): WebhookEvent {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') throw new WebhookRejected('signature');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, header, this.opts.webhookSecret, WEBHOOK_TOLERANCE_S, undefined, now.getTime());
    } catch (err) {
      if (err instanceof loadSdk().errors.StripeSignatureVerificationError) {
        throw new WebhookRejected(/tolerance/i.test(err.message) ? 'stale' : 'signature');
      }
      throw new WebhookRejected('malformed');
    }
    if (!event || typeof event.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) throw new WebhookRejected('malformed');
    return { id: event.id, created: event.created, ...mapEvent(event) };
  }

  async refund(paymentRef: string, amount: number, _currency: Currency, opts: RefundOptions = {}): Promise<{ refundRef: string }> {
    const paymentIntent = paymentRef.startsWith('in_') ? await this.invoicePaymentIntent(paymentRef) : paymentRef;
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentIntent, amount },
      opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : undefined,
    );
    return { refundRef: refund.id };
  }

  /** Stripe charges renewals itself; this confirms the subscription is paid into a period still running. */
  async renew(subscriptionRef: string, _amount: number, _currency: Currency, _orderSn: string): Promise<{ paid: boolean; paymentRef?: string }> {
    const sub = await this.stripe.subscriptions.retrieve(subscriptionRef);
    // Since API 2025-03-31 the period is on each item; older versions had it on the subscription.
    const legacyEnd = (sub as unknown as { current_period_end?: number }).current_period_end ?? 0;
    const periodEnd = Math.max(legacyEnd, ...sub.items.data.map((i) => i.current_period_end ?? 0));
    const paid = (sub.status === 'active' || sub.status === 'trialing') && periodEnd * 1000 > Date.now();
    const paymentRef = idOf(sub.latest_invoice);
    return paid && paymentRef ? { paid, paymentRef } : { paid };
  }

  async cancelSubscription(subscriptionRef: string): Promise<void> {
    // The spec's cancel: the plan stays until the period ends, then no renewal.
    await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: true });
  }

  async resumeSubscription(subscriptionRef: string): Promise<void> {
    await this.stripe.subscriptions.update(subscriptionRef, { cancel_at_period_end: false });
  }

  async portalUrl(customerRef: string, returnUrl: string): Promise<string | null> {
    const portal = await this.stripe.billingPortal.sessions.create({ customer: customerRef, return_url: returnUrl });
    return portal.url;
  }

  private async invoicePaymentIntent(invoice: string): Promise<string> {
    const payments = await this.stripe.invoicePayments.list({ invoice, limit: 10 });
    const paid = payments.data.find((p) => p.status === 'paid' && p.payment.payment_intent);
    const pi = idOf(paid?.payment.payment_intent);
    if (!pi) throw new Error(`stripe: invoice ${invoice} has no paid payment to refund`);
    return pi;
  }
}

/** Stripe fills {CHECKOUT_SESSION_ID} in; the braces must stay unencoded. */
function withSessionId(url: string): string {
  const [base, hash] = url.split('#', 2) as [string, string | undefined];
  return `${base}${base.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}${hash === undefined ? '' : `#${hash}`}`;
}

function paidRefs(s: Stripe.Checkout.Session): Pick<WebhookEvent, 'paymentRef' | 'subscriptionRef' | 'customerRef'> {
  // A trial's $0 invoice took no money: nothing to refund.
  const paymentRef = idOf(s.payment_intent) ?? (s.amount_total ? idOf(s.invoice) : undefined);
  return { paymentRef, subscriptionRef: idOf(s.subscription), customerRef: idOf(s.customer) };
}

/** The invoice's subscription: under parent since API 2025-03-31, top-level before (the endpoint's version decides). */
function invoiceSubscription(inv: Stripe.Invoice): string | undefined {
  const legacy = (inv as unknown as { subscription?: string | { id: string } | null }).subscription;
  return idOf(inv.parent?.subscription_details?.subscription) ?? idOf(legacy);
}

function mapEvent(event: Stripe.Event): Omit<WebhookEvent, 'id' | 'created'> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const s = event.data.object;
      const base = { sessionId: s.id, orderSn: s.metadata?.order_sn ?? s.client_reference_id ?? undefined };
      // Completed but unpaid: an asynchronous method still settling; async_payment_succeeded follows.
      if (s.payment_status === 'unpaid') return { kind: 'other', ...base };
      return { kind: 'checkout.paid', ...base, ...paidRefs(s) };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const s = event.data.object;
      return { kind: 'checkout.failed', sessionId: s.id, orderSn: s.metadata?.order_sn ?? s.client_reference_id ?? undefined };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const inv = event.data.object;
      // Only a cycle's invoice is a renewal; the first one belongs to the checkout, proration to seat changes.
      if (inv.billing_reason !== 'subscription_cycle') return { kind: 'other' };
      return {
        kind: event.type === 'invoice.paid' ? 'renewal.paid' : 'renewal.failed',
        subscriptionRef: invoiceSubscription(inv),
        paymentRef: event.type === 'invoice.paid' ? inv.id : undefined,
        customerRef: idOf(inv.customer),
      };
    }
    default:
      return { kind: 'other' };
  }
}
