import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_PREFIX } from '@framecast/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { schemasDocumentOnly } from '../src/platform/http/openapi.js';
import { installSecurityHeaders } from '../src/platform/http/security-headers.js';
import {
  type CheckoutRequest,
  createPayments,
  type SandboxPayments,
  sandboxRoutes,
  signSandboxWebhook,
  WebhookRejected,
} from '../src/platform/payments/index.js';
import { createStorage, type Storage } from '../src/platform/storage/index.js';

const SECRET = 'sandbox-secret-for-tests-0123456789';
type Received = { headers: http.IncomingHttpHeaders; body: Buffer };

/** Our webhook endpoint as the sandbox sees it: a real HTTP server that keeps what it receives. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err instanceof WebhookRejected ? err.reason : err;
  }
  return 'accepted';
};

async function until<T>(fn: () => T | undefined, ms = 5000): Promise<T> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) {
    const v = fn();
    if (v !== undefined) return v;
  }
  throw new Error('timed out');
}

describe('sandbox payments', () => {
  let dataDir: string;
  let storage: Storage;
  let sandbox: SandboxPayments;
  let app: FastifyInstance;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let request: (o?: Partial<CheckoutRequest>) => CheckoutRequest;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-sandbox-pay-'));
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    storage = createStorage(config, `${API_PREFIX}/files`);
    receiver = await startReceiver();
    // The parts of app.ts's HTTP shell these routes meet (schemas only document; the app-wide CSP), without
    // importing app.ts and every module with it.
    app = Fastify({ logger: false });
    schemasDocumentOnly(app);
    await installSecurityHeaders(app, { publicApiBase: config.publicApiBase, corsOrigins: [] });
    sandbox = createPayments({ platforms: ['sandbox'], storage, sandboxSecret: SECRET, log: app.log }).get('sandbox') as SandboxPayments;
    await app.register(async (api) => sandboxRoutes(api, sandbox), { prefix: API_PREFIX });
    await app.ready();
    request = (o = {}) => ({
      orderSn: `ORD-${Math.random().toString(36).slice(2)}`,
      amount: 2900,
      currency: 'USD',
      description: 'Starter <monthly>',
      recurring: { period: 'month', renewalAmount: 2900 },
      customerEmail: 'buyer@example.com',
      successUrl: 'http://web.example:5173/billing?pay_success=1',
      cancelUrl: 'http://web.example:5173/billing?cancelled=1',
      notifyUrl: `${receiver.origin}/api/pay/webhook/sandbox`,
      ...o,
    });
  });
  afterAll(async () => {
    await app.close();
    await receiver.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const pathOf = (payUrl: string) => new URL(payUrl).pathname;
  const post = (url: string, form: string) =>
    app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form });

  it('pays through the hosted page, redirects, and sends a signed webhook that verifies', async () => {
    const req = request();
    const c = await sandbox.createCheckout(req);
    expect(c.sessionId).toMatch(/^sbx_cs_[0-9a-f]{24}$/);
    expect(c.payUrl).toBe(`${receiver.origin}/api/pay/sandbox/${c.sessionId}`);
    expect(await storage.exists(`sandbox-pay/checkouts/${c.sessionId}.json`)).toBe(true);
    expect(await sandbox.checkoutStatus(c.sessionId)).toEqual({ state: 'pending' });

    const page = await app.inject({ url: pathOf(c.payUrl) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://web.example:5173");
    const html = page.body;
    for (const text of ['<html lang="en">', '<h1>Framecast sandbox checkout</h1>', 'Test payments — no real money moves', '$29', 'buyer@example.com']) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Starter &#60;monthly&#62;');
    expect(html).toMatch(/<label for="card">[^<]+<\/label><br><input id="card"[^>]*value="4242 4242 4242 4242"/);
    expect(html).toContain('<label for="decline_renewals">Decline future renewals (to test a failed renewal)</label>');
    expect(html).toMatch(/<form method="post">/);
    expect(html).not.toMatch(/<script/);

    const done = await post(pathOf(c.payUrl), 'card=4242+4242+4242+4242&action=pay');
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(req.successUrl);

    const status = await sandbox.checkoutStatus(c.sessionId);
    expect(status).toMatchObject({ state: 'paid' });
    expect(status.paymentRef).toMatch(/^sbx_pi_/);
    expect(status.subscriptionRef).toMatch(/^sbx_sub_/);
    expect(status.customerRef).toMatch(/^sbx_cus_/);

    const hook = await until(() => receiver.received.find((r) => r.body.toString().includes(c.sessionId)));
    expect(hook.headers['content-type']).toBe('application/json');
    const event = sandbox.parseWebhook(hook.body, hook.headers, new Date());
    expect(event).toMatchObject({
      kind: 'checkout.paid',
      sessionId: c.sessionId,
      orderSn: req.orderSn,
      paymentRef: status.paymentRef,
      subscriptionRef: status.subscriptionRef,
      customerRef: status.customerRef,
    });
    expect(event.id).toMatch(/^sbx_evt_/);

    // Finished: the page is gone, and a second submit only redirects.
    expect((await app.inject({ url: pathOf(c.payUrl) })).statusCode).toBe(404);
    const before = receiver.received.length;
    const again = await post(pathOf(c.payUrl), 'action=pay');
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(req.successUrl);
    expect(await sandbox.checkoutStatus(c.sessionId)).toEqual(status);
    expect(receiver.received.length).toBe(before);
  });

  it('pays once when the buyer double-clicks (two submits at the same time)', async () => {
    const c = await sandbox.createCheckout(request());
    const [a, b] = await Promise.all([post(pathOf(c.payUrl), 'action=pay'), post(pathOf(c.payUrl), 'action=pay')]);
    expect([a.statusCode, b.statusCode]).toEqual([303, 303]);
    const hooks = receiver.received.filter((r) => r.body.toString().includes(c.sessionId));
    expect(hooks).toHaveLength(1);
  });

  it('declines: failed state, webhook, redirect to the cancel URL', async () => {
    const req = request({ recurring: null });
    const c = await sandbox.createCheckout(req);
    const page = await app.inject({ url: pathOf(c.payUrl) });
    expect(page.body).not.toContain('decline_renewals');
    const res = await post(pathOf(c.payUrl), 'action=decline');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(req.cancelUrl);
    expect(await sandbox.checkoutStatus(c.sessionId)).toEqual({ state: 'failed' });
    const hook = await until(() => receiver.received.find((r) => r.body.toString().includes(c.sessionId)));
    expect(sandbox.parseWebhook(hook.body, hook.headers, new Date())).toMatchObject({ kind: 'checkout.failed', orderSn: req.orderSn });
  });

  it('answers 404 for unknown or malformed sessions and 400 without an action', async () => {
    expect((await app.inject({ url: '/api/pay/sandbox/sbx_cs_000000000000000000000000' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/pay/sandbox/..%2F..%2Fsecret' })).statusCode).toBe(404);
    expect((await post('/api/pay/sandbox/sbx_cs_000000000000000000000000', 'action=pay')).statusCode).toBe(404);
    const c = await sandbox.createCheckout(request());
    expect((await post(pathOf(c.payUrl), 'card=1')).statusCode).toBe(400);
    expect((await sandbox.checkoutStatus(c.sessionId)).state).toBe('pending');
  });

  it('expires an unpaid checkout after a day', async () => {
    const clock = { now: new Date() };
    const later = new (sandbox.constructor as typeof SandboxPayments)({ storage, secret: SECRET, log: app.log, now: () => clock.now });
    const c = await later.createCheckout(request());
    clock.now = new Date(Date.now() + 25 * 3600_000);
    expect(await later.checkoutStatus(c.sessionId)).toEqual({ state: 'expired' });
    expect(await later.complete(c.sessionId, 'pay', false)).toBeNull();
  });

  it('renews until renewals are declined or the subscription is cancelled', async () => {
    const c = await sandbox.createCheckout(request());
    await post(pathOf(c.payUrl), 'action=pay');
    const { subscriptionRef } = await sandbox.checkoutStatus(c.sessionId);
    const ok = await sandbox.renew(subscriptionRef!, 2900, 'USD', 'REN-1');
    expect(ok.paid).toBe(true);
    expect(ok.paymentRef).toMatch(/^sbx_pi_/);
    // Asked again for the same renewal order: the same answer, no second charge.
    expect(await sandbox.renew(subscriptionRef!, 2900, 'USD', 'REN-1')).toEqual(ok);
    const hook = await until(() => receiver.received.find((r) => r.body.toString().includes('REN-1')));
    expect(sandbox.parseWebhook(hook.body, hook.headers, new Date())).toMatchObject({
      kind: 'renewal.paid',
      paymentRef: ok.paymentRef,
      subscriptionRef,
      orderSn: 'REN-1',
    });

    await sandbox.cancelSubscription(subscriptionRef!);
    expect(await sandbox.renew(subscriptionRef!, 2900, 'USD', 'REN-2')).toEqual({ paid: false });
    // Resumed before its end, it renews again.
    await sandbox.resumeSubscription(subscriptionRef!);
    expect((await sandbox.renew(subscriptionRef!, 2900, 'USD', 'REN-3')).paid).toBe(true);
    await expect(sandbox.renew('sbx_sub_nothere', 2900, 'USD', 'x')).rejects.toThrow(/no subscription/);
  });

  it('fails renewals of a checkout paid with "decline future renewals"', async () => {
    const c = await sandbox.createCheckout(request());
    await post(pathOf(c.payUrl), 'action=pay&decline_renewals=1');
    const { subscriptionRef } = await sandbox.checkoutStatus(c.sessionId);
    expect(await sandbox.renew(subscriptionRef!, 2900, 'USD', 'REN-X')).toEqual({ paid: false });
    const hook = await until(() => receiver.received.find((r) => r.body.toString().includes('REN-X')));
    expect(sandbox.parseWebhook(hook.body, hook.headers, new Date()).kind).toBe('renewal.failed');
  });

  it('refunds up to what was paid, in its currency', async () => {
    const c = await sandbox.createCheckout(request({ recurring: null }));
    await post(pathOf(c.payUrl), 'action=pay');
    const { paymentRef } = await sandbox.checkoutStatus(c.sessionId);
    expect((await sandbox.refund(paymentRef!, 900, 'USD')).refundRef).toMatch(/^sbx_re_/);
    await sandbox.refund(paymentRef!, 2000, 'USD');
    await expect(sandbox.refund(paymentRef!, 1, 'USD')).rejects.toThrow(/cannot refund/);
    await expect(sandbox.refund(paymentRef!, 1, 'CNY')).rejects.toThrow(/not CNY/);
    await expect(sandbox.refund('sbx_pi_000000000000000000000000', 1, 'USD')).rejects.toThrow(/no payment/);
    expect(await sandbox.portalUrl()).toBeNull();
  });

  it('a trial takes no payment', async () => {
    const c = await sandbox.createCheckout(request({ amount: 0, recurring: { period: 'month', renewalAmount: 2900, trialDays: 7 } }));
    const page = await app.inject({ url: pathOf(c.payUrl) });
    expect(page.body).toContain('Free for 7 days, then $29 per month');
    await post(pathOf(c.payUrl), 'action=pay');
    const s = await sandbox.checkoutStatus(c.sessionId);
    expect(s).toMatchObject({ state: 'paid', paymentRef: undefined });
    expect(s.subscriptionRef).toMatch(/^sbx_sub_/);
  });

  it('refuses forged, stale, unsigned and malformed webhooks', () => {
    const now = new Date();
    const t = Math.floor(now.getTime() / 1000);
    const body = JSON.stringify({ id: 'sbx_evt_1', type: 'checkout.paid', created: t, data: { session_id: 's', order_sn: 'o' } });
    const headers = (b: string, at = t, secret = SECRET) => ({ 'framecast-signature': signSandboxWebhook(secret, b, at) });
    expect(sandbox.parseWebhook(Buffer.from(body), headers(body), now)).toMatchObject({ kind: 'checkout.paid', orderSn: 'o' });
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body), headers(body, t, 'wrong-secret'), now))).toBe('signature');
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body.replace('"o"', '"p"')), headers(body), now))).toBe('signature');
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body), {}, now))).toBe('signature');
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body), { 'framecast-signature': `t=${t},v1=zz` }, now))).toBe('signature');
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body), headers(body, t - 301), now))).toBe('stale');
    expect(reason(() => sandbox.parseWebhook(Buffer.from(body), headers(body, t + 301), now))).toBe('stale');
    for (const bad of [
      '{nope',
      '[]',
      JSON.stringify({ id: 1, type: 'checkout.paid', created: t, data: {} }),
      JSON.stringify({ id: 'x', type: 'y', created: t }),
    ]) {
      expect(
        reason(() => sandbox.parseWebhook(Buffer.from(bad), headers(bad), now)),
        bad,
      ).toBe('malformed');
    }
    const other = JSON.stringify({ id: 'sbx_evt_2', type: 'something.new', created: t, data: {} });
    expect(sandbox.parseWebhook(Buffer.from(other), headers(other), now).kind).toBe('other');
  });
});
