import crypto from 'node:crypto';
import type { Currency } from '@framecast/contract';
import type { Storage } from '../storage/index.js';
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

export type PayLog = { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };

/** The provider-side record of one checkout, kept in storage so every process sharing it sees the same. */
export interface SandboxCheckout {
  sessionId: string;
  request: CheckoutRequest;
  state: 'pending' | 'paid' | 'failed';
  /** Unix seconds. */
  created: number;
  paymentRef?: string;
  subscriptionRef?: string;
  customerRef?: string;
  declineRenewals: boolean;
}

interface SandboxSubscription {
  subscriptionRef: string;
  sessionId: string;
  customerRef: string;
  notifyUrl: string;
  declineRenewals: boolean;
  status: 'active' | 'cancelled';
  renewals: { orderSn: string; paid: boolean; paymentRef?: string; at: number }[];
}

interface SandboxPayment {
  paymentRef: string;
  amount: number;
  currency: Currency;
  refunds: { refundRef: string; amount: number; at: number; idempotencyKey?: string }[];
}

type SandboxEventType = 'checkout.paid' | 'checkout.failed' | 'renewal.paid' | 'renewal.failed';

export const SIGNATURE_HEADER = 'framecast-signature';
/** Like a real provider's hosted page, an unpaid checkout stops working after a day. */
export const SESSION_TTL_S = 24 * 3600;
const SESSION_ID = /^sbx_cs_[0-9a-f]{24}$/;
const SUBSCRIPTION_REF = /^sbx_sub_[0-9a-f]{24}$/;
const PAYMENT_REF = /^sbx_pi_[0-9a-f]{24}$/;
const KINDS: readonly string[] = ['checkout.paid', 'checkout.failed', 'renewal.paid', 'renewal.failed'];

const unix = (d: Date) => Math.floor(d.getTime() / 1000);
const hmac = (secret: string, text: string) => crypto.createHmac('sha256', secret).update(text).digest('hex');

/** Stripe's scheme: `t=<unix s>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export function signSandboxWebhook(secret: string, body: string | Buffer, t: number): string {
  return `t=${t},v1=${hmac(secret, `${t}.${body.toString()}`)}`;
}

/**
 * The built-in provider: a hosted checkout of our own (sandbox-page.ts) that takes no money, so the whole
 * purchase flow runs offline. Its "provider side" lives in storage under sandbox-pay/.
 */
export class SandboxPayments implements PaymentProvider {
  readonly platform = 'sandbox' as const;
  readonly embedded = false;
  /** Serialises read-modify-write of one record in this process (a double click is two requests at once). */
  private readonly locks = new Map<string, Promise<unknown>>();

  constructor(private readonly opts: { storage: Storage; secret: string; log: PayLog; now?: () => Date }) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  /**
   * Refs derive from the session (or subscription and order) so that two processes racing on one record
   * still produce the same refs and event ids, and billing's unique keys absorb the duplicate.
   */
  private derive(kind: string, seed: string): string {
    return `sbx_${kind}_${hmac(this.opts.secret, `${kind}:${seed}`).slice(0, 24)}`;
  }

  async createCheckout(req: CheckoutRequest): Promise<Checkout> {
    const sessionId = `sbx_cs_${crypto.randomBytes(12).toString('hex')}`;
    const record: SandboxCheckout = { sessionId, request: req, state: 'pending', created: unix(this.now()), declineRenewals: false };
    await this.write(checkoutKey(sessionId), record);
    return { sessionId, payUrl: `${new URL(req.notifyUrl).origin}/api/pay/sandbox/${sessionId}` };
  }

  async checkoutStatus(sessionId: string): Promise<PaymentStatus> {
    const c = await this.checkout(sessionId);
    if (!c) throw new Error(`sandbox: no checkout ${sessionId}`);
    if (this.expired(c)) return { state: 'expired' };
    return { state: c.state, paymentRef: c.paymentRef, subscriptionRef: c.subscriptionRef, customerRef: c.customerRef };
  }

  /** The checkout behind a pay page, or null when the id is malformed or unknown. */
  async checkout(sessionId: string): Promise<SandboxCheckout | null> {
    return SESSION_ID.test(sessionId) ? this.read<SandboxCheckout>(checkoutKey(sessionId)) : null;
  }

  expired(c: SandboxCheckout): boolean {
    return c.state === 'pending' && unix(this.now()) - c.created > SESSION_TTL_S;
  }

  /**
   * The buyer's answer on the pay page. Only a pending checkout changes, so a second submit returns the
   * finished record untouched; null when there is nothing to pay.
   */
  async complete(sessionId: string, action: 'pay' | 'decline', declineRenewals: boolean): Promise<SandboxCheckout | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const { record, changed } = await this.locked(sessionId, async () => {
      const c = await this.checkout(sessionId);
      if (c?.state !== 'pending') return { record: c, changed: false };
      if (this.expired(c)) return { record: null, changed: false };
      const req = c.request;
      if (action === 'pay') {
        c.state = 'paid';
        c.customerRef = this.derive('cus', sessionId);
        // A trial takes nothing today, so there is nothing to refund: no payment.
        if (req.amount > 0) {
          c.paymentRef = this.derive('pi', sessionId);
          await this.write<SandboxPayment>(paymentKey(c.paymentRef), { paymentRef: c.paymentRef, amount: req.amount, currency: req.currency, refunds: [] });
        }
        if (req.recurring) {
          c.subscriptionRef = this.derive('sub', sessionId);
          c.declineRenewals = declineRenewals;
          await this.write<SandboxSubscription>(subscriptionKey(c.subscriptionRef), {
            subscriptionRef: c.subscriptionRef,
            sessionId,
            customerRef: c.customerRef,
            notifyUrl: req.notifyUrl,
            declineRenewals,
            status: 'active',
            renewals: [],
          });
        }
      } else {
        c.state = 'failed';
      }
      await this.write(checkoutKey(sessionId), c);
      return { record: c, changed: true };
    });
    if (record && changed) {
      await this.notify(record.request.notifyUrl, record.state === 'paid' ? 'checkout.paid' : 'checkout.failed', sessionId, {
        session_id: sessionId,
        order_sn: record.request.orderSn,
        payment_ref: record.paymentRef ?? null,
        subscription_ref: record.subscriptionRef ?? null,
        customer_ref: record.customerRef ?? null,
      });
    }
    return record;
  }

  async renew(subscriptionRef: string, amount: number, currency: Currency, orderSn: string): Promise<{ paid: boolean; paymentRef?: string }> {
    const result = await this.locked(subscriptionRef, async () => {
      const sub = await this.subscription(subscriptionRef);
      // The same renewal order asked twice answers the same, and charges once.
      const done = sub.renewals.find((r) => r.orderSn === orderSn);
      if (done) return { paid: done.paid, paymentRef: done.paymentRef, fresh: false, sub };
      const paid = sub.status === 'active' && !sub.declineRenewals;
      const paymentRef = paid ? this.derive('pi', `${subscriptionRef}:${orderSn}`) : undefined;
      if (paymentRef) await this.write<SandboxPayment>(paymentKey(paymentRef), { paymentRef, amount, currency, refunds: [] });
      sub.renewals.push({ orderSn, paid, paymentRef, at: unix(this.now()) });
      await this.write(subscriptionKey(subscriptionRef), sub);
      return { paid, paymentRef, fresh: sub.status === 'active', sub };
    });
    if (result.fresh) {
      // Like a real provider, renewals are announced too; not awaited, since the caller may be holding
      // something the webhook handler needs.
      void this.notify(result.sub.notifyUrl, result.paid ? 'renewal.paid' : 'renewal.failed', `${subscriptionRef}:${orderSn}`, {
        session_id: result.sub.sessionId,
        order_sn: orderSn,
        payment_ref: result.paymentRef ?? null,
        subscription_ref: subscriptionRef,
        customer_ref: result.sub.customerRef,
      });
    }
    return { paid: result.paid, ...(result.paymentRef ? { paymentRef: result.paymentRef } : {}) };
  }

  async refund(paymentRef: string, amount: number, currency: Currency, opts: RefundOptions = {}): Promise<{ refundRef: string }> {
    if (!PAYMENT_REF.test(paymentRef)) throw new Error(`sandbox: no payment ${paymentRef}`);
    return this.locked(paymentRef, async () => {
      const p = await this.read<SandboxPayment>(paymentKey(paymentRef));
      if (!p) throw new Error(`sandbox: no payment ${paymentRef}`);
      // Like Stripe: a key seen before answers with the refund it made, and moves no money again.
      const seen = opts.idempotencyKey ? p.refunds.find((r) => r.idempotencyKey === opts.idempotencyKey) : undefined;
      if (seen) return { refundRef: seen.refundRef };
      const refunded = p.refunds.reduce((sum, r) => sum + r.amount, 0);
      // What a real provider refuses: another currency, nothing, or more than is left.
      if (currency !== p.currency) throw new Error(`sandbox: payment ${paymentRef} is in ${p.currency}, not ${currency}`);
      if (!Number.isInteger(amount) || amount <= 0 || refunded + amount > p.amount) {
        throw new Error(`sandbox: cannot refund ${amount} of ${paymentRef} (paid ${p.amount}, refunded ${refunded})`);
      }
      const refundRef = `sbx_re_${crypto.randomBytes(12).toString('hex')}`;
      p.refunds.push({ refundRef, amount, at: unix(this.now()), ...(opts.idempotencyKey ? { idempotencyKey: opts.idempotencyKey } : {}) });
      await this.write(paymentKey(paymentRef), p);
      return { refundRef };
    });
  }

  async cancelSubscription(subscriptionRef: string): Promise<void> {
    await this.locked(subscriptionRef, async () => {
      const sub = await this.subscription(subscriptionRef);
      sub.status = 'cancelled';
      await this.write(subscriptionKey(subscriptionRef), sub);
    });
  }

  async resumeSubscription(subscriptionRef: string): Promise<void> {
    await this.locked(subscriptionRef, async () => {
      const sub = await this.subscription(subscriptionRef);
      sub.status = 'active';
      await this.write(subscriptionKey(subscriptionRef), sub);
    });
  }

  async portalUrl(): Promise<string | null> {
    return null;
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>, now: Date): WebhookEvent {
    const header = headers[SIGNATURE_HEADER];
    if (typeof header !== 'string') throw new WebhookRejected('signature');
    const parts = header.split(',').map((p) => p.trim().split('='));
    const t = Number(parts.find(([k]) => k === 't')?.[1]);
    const expected = Buffer.from(hmac(this.opts.secret, `${t}.${rawBody.toString()}`), 'hex');
    const match = parts
      .filter(([k, v]) => k === 'v1' && /^[0-9a-f]{64}$/.test(v ?? ''))
      .some(([, v]) => crypto.timingSafeEqual(Buffer.from(v as string, 'hex'), expected));
    if (!Number.isInteger(t) || !match) throw new WebhookRejected('signature');
    if (Math.abs(unix(now) - t) > WEBHOOK_TOLERANCE_S) throw new WebhookRejected('stale');
    let body: { id?: unknown; type?: unknown; created?: unknown; data?: Record<string, unknown> };
    try {
      body = JSON.parse(rawBody.toString('utf8'));
    } catch {
      throw new WebhookRejected('malformed');
    }
    if (
      !body ||
      typeof body.id !== 'string' ||
      typeof body.type !== 'string' ||
      typeof body.created !== 'number' ||
      typeof body.data !== 'object' ||
      !body.data
    ) {
      throw new WebhookRejected('malformed');
    }
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return {
      id: body.id,
      kind: KINDS.includes(body.type) ? (body.type as WebhookEvent['kind']) : 'other',
      created: body.created,
      sessionId: str(body.data.session_id),
      orderSn: str(body.data.order_sn),
      paymentRef: str(body.data.payment_ref),
      subscriptionRef: str(body.data.subscription_ref),
      customerRef: str(body.data.customer_ref),
    };
  }

  /** POSTs a signed event to our webhook. A failure is only logged: billing also polls checkoutStatus. */
  private async notify(url: string, type: SandboxEventType, seed: string, data: Record<string, string | null>): Promise<void> {
    const t = unix(this.now());
    const body = JSON.stringify({ id: this.derive('evt', `${type}:${seed}`), type, created: t, data });
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signSandboxWebhook(this.opts.secret, body, t) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) this.opts.log.warn({ url, type, status: res.status }, 'sandbox webhook was refused');
    } catch (err) {
      this.opts.log.warn({ err, url, type }, 'sandbox webhook could not be delivered');
    }
  }

  private async subscription(ref: string): Promise<SandboxSubscription> {
    const sub = SUBSCRIPTION_REF.test(ref) ? await this.read<SandboxSubscription>(subscriptionKey(ref)) : null;
    if (!sub) throw new Error(`sandbox: no subscription ${ref}`);
    return sub;
  }

  private async locked<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = this.locks.get(key) ?? Promise.resolve();
    const run = prev.then(fn, fn);
    const tail = run.catch(() => undefined);
    this.locks.set(key, tail);
    void tail.then(() => {
      if (this.locks.get(key) === tail) this.locks.delete(key);
    });
    return run;
  }

  private async read<T>(key: string): Promise<T | null> {
    if (!(await this.opts.storage.stat(key))) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of await this.opts.storage.read(key)) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as T;
  }

  private async write<T>(key: string, value: T): Promise<void> {
    await this.opts.storage.put(key, Buffer.from(JSON.stringify(value)), 'application/json');
  }
}

const checkoutKey = (id: string) => `sandbox-pay/checkouts/${id}.json`;
const subscriptionKey = (ref: string) => `sandbox-pay/subscriptions/${ref}.json`;
const paymentKey = (ref: string) => `sandbox-pay/payments/${ref}.json`;
