import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Plan } from '@framecast/contract';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { copyEmbeddedTemplate, createUser, describeEachDb, startTestApp, type TestApp, userIdOf } from './helper.js';

/** Hosts a caller may name to steer links: a loopback port, the cloud metadata address, a look-alike site. */
const HOSTILE_HOSTS = ['127.0.0.1:8111', '169.254.169.254', 'evil.example'];

describeEachDb('absolute links come from configuration, never from the Host header', (kind) => {
  let t: TestApp;
  let origin: string;
  let operator: string;
  let smtp: SMTPServer;
  const mails: string[] = [];
  beforeAll(async () => {
    // The mail goes through a real SMTP server, as an operator's would.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        void text(stream).then((m) => (mails.push(m.replace(/=\r?\n/g, '').replaceAll('=3D', '=')), cb()));
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const smtpPort = (smtp.server.address() as { port: number }).port;
    // PUBLIC_APP_URL unset: the listen address is the origin.
    t = await startTestApp(kind, { adminEmails: ['op@example.com'], smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
    origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    operator = await createUser(t, 'op@example.com');
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  const checkoutOf = async (sessionId: string) =>
    JSON.parse(await text(await t.ctx.storage.read(`sandbox-pay/checkouts/${sessionId}.json`))).request as Record<string, string>;

  it('builds pay_url and the notify, success and cancel links of order/submit from the listen address', async () => {
    const token = await createUser(t, 'buyer@example.com');
    expect((await t.call('billingInfoSave', { first_name: 'Ada', email: 'ada@example.com', country: 'GB' }, token)).code).toBe(0);
    for (const host of HOSTILE_HOSTS) {
      const order = await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token, { host, 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });
      expect(order.code).toBe(0);
      expect(order.data.pay_url.startsWith(`${origin}/api/pay/sandbox/`)).toBe(true);
      const checkout = await checkoutOf(order.data.session_id);
      expect(checkout.notifyUrl).toBe(`${origin}/api/order/webhook/sandbox`);
      expect(checkout.successUrl.startsWith(`${origin}/`)).toBe(true);
      expect(checkout.cancelUrl.startsWith(`${origin}/`)).toBe(true);
    }
    // Paying one: the signed notification reaches this server (not the named host), and the buyer returns here.
    const order = await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token, { host: '127.0.0.1:8111' });
    const paid = await fetch(order.data.pay_url, { method: 'POST', body: new URLSearchParams({ action: 'pay' }), redirect: 'manual' });
    expect(paid.headers.get('location')!.startsWith(`${origin}/`)).toBe(true);
    await expect.poll(async () => (await t.call('orderCheckPay', { order_sn: order.data.order_sn }, token)).data.had_pay).toBe(true);
  });

  it('links invitation mails to the listen address whatever host the inviter named', async () => {
    const owner = await createUser(t, 'owner@example.com');
    const plan = { user_id: await userIdOf(t, 'owner@example.com'), plan: Plan.Team, period: 'month', seats: 3 };
    expect((await t.call('adminSetPlan', plan, operator)).code).toBe(0);
    const space = (await t.call('spaceCreate', { name: 'Studio' }, owner)).data;
    const sent = await t.call('spaceSendEmail', { unique_id: space.unique_id, email: 'invitee@example.com' }, owner, {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(sent.code).toBe(0);
    await expect.poll(() => mails.filter((m) => m.includes('To: invitee@example.com')).length).toBe(1);
    const mail = mails.find((m) => m.includes('To: invitee@example.com'))!;
    expect(mail).toContain(`${origin}/invite/space?inviteCode=`);
    expect(mail).not.toContain('evil.example');
  });

  it('uses PUBLIC_APP_URL when it is set', async () => {
    t.ctx.config.publicAppUrl = 'https://studio.example.com';
    try {
      const token = await createUser(t, 'buyer2@example.com');
      await t.call('billingInfoSave', { first_name: 'Ada', email: 'ada@example.com', country: 'GB' }, token);
      const order = await t.call('orderSubmit', { goods_sn: 'credits-10-usd' }, token, { host: 'evil.example' });
      expect(order.data.pay_url.startsWith('https://studio.example.com/api/pay/sandbox/')).toBe(true);
      expect((await checkoutOf(order.data.session_id)).notifyUrl).toBe('https://studio.example.com/api/order/webhook/sandbox');
    } finally {
      t.ctx.config.publicAppUrl = undefined;
    }
  });
});

it('warns at start-up when PUBLIC_APP_URL is unset, naming the origin links will use', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const start = async (env: Record<string, string>) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-origin-'));
    copyEmbeddedTemplate(dataDir);
    const { app } = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, { webDist: '/nonexistent', inProcessWorker: false }), {
      logStream: stream,
    });
    const at = await app.listen({ port: 0, host: '127.0.0.1' });
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    return at;
  };
  const at = await start({});
  const warning = lines.map((l) => JSON.parse(l)).find((l) => String(l.msg).includes('PUBLIC_APP_URL is not set'));
  expect(warning).toMatchObject({ level: 40, origin: at });
  lines.length = 0;
  await start({ PUBLIC_APP_URL: 'https://studio.example.com' });
  expect(lines.join('')).not.toContain('PUBLIC_APP_URL is not set');
});
