import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake received it: form bodies and query strings unflattened from Stripe's bracket keys. */
export interface StripeCall {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The Idempotency-Key header, when sent. */
  idempotencyKey?: string;
}

type Obj = Record<string, unknown>;

/** `a[b][0][c]=v` pairs into nested objects and arrays, the way Stripe reads them. */
export function unflatten(params: URLSearchParams): Obj {
  const root: Obj = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Obj = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(path[i + 1] ?? '') ? [] : {}) as Obj;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${crypto.randomBytes(8).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/**
 * A local stand-in for api.stripe.com speaking the calls the adapter makes, with objects shaped like the
 * 2025+ API (period on subscription items, invoice payments listed apart). Tests move its state by hand.
 */
export async function startFakeStripe(secretKey: string) {
  const calls: StripeCall[] = [];
  const sessions = new Map<string, Obj>();
  const subscriptions = new Map<string, Obj>();
  const invoicePayments = new Map<string, Obj[]>();

  const routes: [string, RegExp, (m: RegExpMatchArray, body: Obj) => [number, Obj]][] = [
    [
      'POST',
      /^\/v1\/coupons$/,
      (_m, b) => [200, { id: id('coupon'), object: 'coupon', amount_off: Number(b.amount_off), currency: b.currency, duration: b.duration }],
    ],
    [
      'POST',
      /^\/v1\/checkout\/sessions$/,
      (_m, b) => {
        const sid = id('cs_test');
        const s = { ...b, id: sid, object: 'checkout.session', status: 'open', payment_status: 'unpaid', url: `https://checkout.stripe.test/c/pay/${sid}` };
        sessions.set(sid, s);
        return [200, s];
      },
    ],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (m) => found(sessions.get(m[1] as string), 'checkout.session')],
    [
      'POST',
      /^\/v1\/refunds$/,
      (_m, b) => [200, { id: id('re'), object: 'refund', payment_intent: b.payment_intent, amount: Number(b.amount), status: 'succeeded' }],
    ],
    ['GET', /^\/v1\/subscriptions\/([^/]+)$/, (m) => found(subscriptions.get(m[1] as string), 'subscription')],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      (m, b) => {
        const sub = subscriptions.get(m[1] as string);
        if (sub) sub.cancel_at_period_end = b.cancel_at_period_end === 'true';
        return found(sub, 'subscription');
      },
    ],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (_m, b) => [
        200,
        {
          id: id('bps'),
          object: 'billing_portal.session',
          customer: b.customer,
          return_url: b.return_url,
          url: `https://billing.stripe.test/p/session/${id('x')}`,
        },
      ],
    ],
    [
      'GET',
      /^\/v1\/invoice_payments$/,
      (_m, b) => [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data: invoicePayments.get(String(b.invoice)) ?? [] }],
    ],
  ];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = unflatten(new URLSearchParams(req.method === 'GET' ? url.search : Buffer.concat(chunks).toString('utf8')));
      const key = req.headers['idempotency-key'];
      calls.push({ method: req.method ?? '', path: url.pathname, body, ...(typeof key === 'string' ? { idempotencyKey: key } : {}) });
      const send = (status: number, obj: Obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(JSON.stringify(obj));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      for (const [method, re, handle] of routes) {
        const m = url.pathname.match(re);
        if (m && method === req.method) return send(...handle(m, body));
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    apiBase: `http://127.0.0.1:${port}`,
    calls,
    sessions,
    /** What Stripe does when the buyer pays: the session completes with its objects attached. */
    completeSession(sessionId: string, opts: { paymentStatus?: 'paid' | 'unpaid' | 'no_payment_required' } = {}) {
      const s = sessions.get(sessionId) as Obj;
      const subscription = s.mode === 'subscription' ? id('sub') : null;
      Object.assign(s, {
        status: 'complete',
        payment_status: opts.paymentStatus ?? 'paid',
        customer: id('cus'),
        amount_total: 2900,
        payment_intent: subscription ? null : id('pi'),
        subscription,
        invoice: subscription ? id('in') : null,
      });
      return s;
    },
    expireSession(sessionId: string) {
      Object.assign(sessions.get(sessionId) as Obj, { status: 'expired' });
    },
    addSubscription(sub: { status: string; periodEnd: number; latestInvoice?: string }) {
      const sid = id('sub');
      subscriptions.set(sid, {
        id: sid,
        object: 'subscription',
        status: sub.status,
        customer: id('cus'),
        cancel_at_period_end: false,
        latest_invoice: sub.latestInvoice ?? id('in'),
        items: {
          object: 'list',
          has_more: false,
          data: [{ id: id('si'), object: 'subscription_item', current_period_start: now() - 86400, current_period_end: sub.periodEnd }],
        },
      });
      return subscriptions.get(sid) as Obj & { id: string };
    },
    addInvoicePayment(invoice: string, paymentIntent: string) {
      invoicePayments.set(invoice, [
        { id: id('inpay'), object: 'invoice_payment', invoice, status: 'paid', payment: { type: 'payment_intent', payment_intent: paymentIntent } },
      ]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function found(obj: Obj | undefined, kind: string): [number, Obj] {
  return obj ? [200, obj] : [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}` } }];
}
