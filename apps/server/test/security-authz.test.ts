import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode, ErrorMessage, PROJECT_EVENTS_PATH } from '@framecast/contract';
import { newAvatarVideoDoc } from '@framecast/timeline';
import { buildApp } from '../src/app.js';
import { createMailer } from '../src/platform/mail/index.js';
import { loadConfig } from '../src/config.js';
import { copyEmbeddedTemplate, createUser, describeEachDb, sha, startTestApp, type TestApp } from './helper.js';

const doc = (script = 'Hello there. This is a test.') => newAvatarVideoDoc({ aspectRatio: '9:16', avatar: 'maya/support', voice: 'espeak:en-us', script });

/** A JSON call from a given client IP (the limits here are per IP). */
async function callFrom(t: TestApp, ip: string, url: string, payload: object, token?: string) {
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, payload, remoteAddress: ip, headers: token ? { authorization: token } : {} });
  return { status: res.statusCode, ...(res.json() as { code: number; msg: string; data: any }) };
}

/** Opens the status stream and reads until the first `project` event (or the refusal). */
async function openStream(base: string, query: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api${PROJECT_EVENTS_PATH}?${query}`, { headers, signal: controller.signal });
  if (!res.headers.get('content-type')?.includes('text/event-stream'))
    return { status: res.status, body: (await res.json()) as { code: number; msg: string }, events: [] as string[] };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const deadline = Date.now() + 10_000;
  while (!text.includes('event: project') && Date.now() < deadline) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  controller.abort();
  return { status: res.status, body: null, events: [...text.matchAll(/^id: (.+)$/gm)].map((m) => m[1]!) };
}

describeEachDb('live-status stream tickets', (kind) => {
  let t: TestApp;
  let base: string;
  let token: string;
  let mine: string;
  let mineToo: string;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
    token = await createUser(t, 'watcher@example.com');
    mine = (await t.call('projectSave', { document: doc() }, token)).data.id;
    mineToo = (await t.call('projectSave', { document: doc('Another one.') }, token)).data.id;
  });
  afterAll(() => t.close());

  it('opens the stream of its projects once; a second use is refused', async () => {
    const issued = await t.call('projectEventsTicket', { ids: [mine] }, token);
    expect(issued.code).toBe(0);
    expect(issued.data.expires_in).toBe(60);
    const first = await openStream(base, `ticket=${encodeURIComponent(issued.data.ticket)}`);
    expect(first.status).toBe(200);
    expect(first.events).toEqual([mine]);
    const again = await openStream(base, `ticket=${encodeURIComponent(issued.data.ticket)}`);
    expect(again.status).toBe(401);
    expect(again.body?.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('watches only the projects it was issued for', async () => {
    const issued = await t.call('projectEventsTicket', { ids: [mine] }, token);
    const other = await openStream(base, `ticket=${encodeURIComponent(issued.data.ticket)}&ids=${mineToo}`);
    expect(other.status).toBe(401);
    expect(other.body?.code).toBe(ErrorCode.TOKEN_INVALID);
  });

  it('expires', async () => {
    const issued = await t.call('projectEventsTicket', { ids: [mine] }, token);
    await t.ctx.db
      .updateTable('stream_tickets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const late = await openStream(base, `ticket=${encodeURIComponent(issued.data.ticket)}`);
    expect(late.status).toBe(401);
  });

  it('does not take a session token in the URL, and still takes it in the header', async () => {
    const inUrl = await openStream(base, `ids=${mine}&token=${encodeURIComponent(token)}`);
    expect(inUrl.status).toBe(401);
    expect(inUrl.body?.code).toBe(ErrorCode.TOKEN_INVALID);
    const header = await openStream(base, `ids=${mine},${mineToo}`, { authorization: token });
    expect(header.status).toBe(200);
    expect(header.events.length).toBeGreaterThan(0);
  });

  it('needs a session to get a ticket', async () => {
    expect((await t.call('projectEventsTicket', { ids: [mine] })).code).toBe(ErrorCode.TOKEN_INVALID);
  });
});

describeEachDb('guest trials', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { inProcessWorker: false, guestTrialsPerIp: 2, guestRendersPerIp: 2 });
  });
  afterAll(() => t.close());
  const answer = async (id: string) => (await t.ctx.db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer;

  it('starts a few trials per IP, then asks for the captcha', async () => {
    const ip = '10.20.0.1';
    for (let i = 0; i < 2; i++) expect((await callFrom(t, ip, '/v1/auth/guest', {})).code).toBe(0);
    const third = await callFrom(t, ip, '/v1/auth/guest', {});
    expect(third.code).toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect(third.msg).toBe(ErrorMessage[ErrorCode.CAPTCHA_REQUIRED]);
    const c1 = await t.call('captcha');
    const wrong = (await answer(c1.data.id)) === 'aaaa' ? 'bbbb' : 'aaaa';
    expect((await callFrom(t, ip, '/v1/auth/guest', { captcha_id: c1.data.id, captcha: wrong })).code).toBe(ErrorCode.CAPTCHA_WRONG);
    const c2 = await t.call('captcha');
    const ok = await callFrom(t, ip, '/v1/auth/guest', { captcha_id: c2.data.id, captcha: await answer(c2.data.id) });
    expect(ok.code).toBe(0);
    expect(ok.data.token).toMatch(/^fc_/);
    // Another IP has its own allowance.
    expect((await callFrom(t, '10.20.0.2', '/v1/auth/guest', {})).code).toBe(0);
  });

  it('counts IPv6 clients by their /64, so one network cannot rotate addresses', async () => {
    for (const ip of ['2001:db8:5:6::1', '2001:db8:5:6::2']) expect((await callFrom(t, ip, '/v1/auth/guest', {})).code).toBe(0);
    expect((await callFrom(t, '2001:db8:5:6:ffff::9', '/v1/auth/guest', {})).code).toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect((await callFrom(t, '2001:db8:5:7::1', '/v1/auth/guest', {})).code).toBe(0);
  });

  it("caps guests' renders per IP and day, with a clear message; accounts are not capped", async () => {
    const ip = '10.30.0.1';
    const render = async (token: string, from = ip) => {
      const id = (await t.call('projectSave', { document: doc() }, token)).data.id;
      return callFrom(t, from, '/project/render', { id }, token);
    };
    const g1 = (await callFrom(t, ip, '/v1/auth/guest', {})).data.token;
    const g2 = (await callFrom(t, ip, '/v1/auth/guest', {})).data.token;
    expect((await render(g1)).code).toBe(0);
    expect((await render(g2)).code).toBe(0);
    // The third render from this IP, by either guest, is refused before a credit is held.
    const refused = await render(g1);
    expect(refused.status).toBe(429);
    expect(refused.code).toBe(ErrorCode.GUEST_RENDER_LIMIT);
    expect(refused.msg).toBe(ErrorMessage[ErrorCode.GUEST_RENDER_LIMIT]);
    expect(refused.data).toEqual({ limit: 2 });
    expect((await t.call('userInfo', {}, g1)).data.credits_balance).toBe(2);
    // The same guest from another network renders; an account on this network is not a guest.
    expect((await render(g1, '10.30.0.2')).code).toBe(0);
    const account = await createUser(t, 'neighbour@example.com');
    expect((await render(account)).code).toBe(0);
  });
});

it('redacts tokens, signatures and passwords from every log line', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-log-'));
  // The migrations' own lines are not under test: start from the migrated copy, as startTestApp does.
  copyEmbeddedTemplate(dataDir);
  const { app } = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '100000' }, { webDist: '/nonexistent', inProcessWorker: false }),
    { logStream: stream },
  );
  try {
    const secret = 'fc_SECRETSESSIONTOKEN1234567890';
    await app.inject({ url: `/api${PROJECT_EVENTS_PATH}?ids=a&token=${secret}` });
    await app.inject({ url: `/api/files/videos/x/y.mp4?exp=9999999999&sig=SIGNATURESECRET&dl=a.mp4` });
    await app.inject({ url: `/api/v1/user/info?password=PASSWORDSECRET`, headers: { authorization: `Bearer ${secret}`, cookie: `token=${secret}` } });
    await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: 'a@example.com', password: sha('PASSWORDSECRET') } });
    app.log.info({ password: 'PASSWORDSECRET', input: { token: secret, sig: 'SIGNATURESECRET' } }, 'a line with secrets in its data');
    const all = lines.join('');
    expect(all).toContain('/api/project/events?ids=a&token=[redacted]');
    expect(all).toContain('sig=[redacted]');
    expect(all).toContain('a line with secrets in its data');
    for (const s of [secret, 'SIGNATURESECRET', 'PASSWORDSECRET', sha('PASSWORDSECRET')]) expect(all).not.toContain(s);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

it('keeps API keys and invitation codes out of the logs, in paths, queries, bodies and mails', async () => {
  const lines: string[] = [];
  const stream = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-log-'));
  copyEmbeddedTemplate(dataDir);
  const { app } = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info', AUTH_RATE_LIMIT: '100000' }, { webDist: '/nonexistent', inProcessWorker: false }),
    { logStream: stream },
  );
  const key = 'fc_live_APIKEYSECRET0123456789';
  const invite = 'INVITESECRET42xyz';
  try {
    await app.inject({ url: `/api/v1/user/info?api_key=${key}` });
    await app.inject({ url: `/api/v1/user/info?apiKey=${key}&key=${key}` });
    await app.inject({ url: `/s/${invite}` });
    await app.inject({ url: `/invite/space?inviteCode=${invite}` });
    await app.inject({ url: `/api/space/inviter?invite_code=${invite}` });
    await app.inject({ method: 'POST', url: '/api/v1/auth/discord_auth_code', payload: { code: invite, redirect_uri: 'https://x.example/cb' } });
    app.log.info({ input: { invite_code: invite, inviteCode: invite }, api_key: key, err: { code: 10001 } }, 'a line with an invitation');
    const mailLog = pino({ level: 'info' }, stream);
    const mailer = createMailer({ from: 'a@example.com', outboxDir: path.join(dataDir, 'outbox'), log: mailLog });
    await mailer.send({
      to: 'b@example.com',
      subject: 'invited',
      text: `Join: https://studio.example.com/invite/space?inviteCode=AB123456${invite}\n`,
      html: '<p>x</p>',
    });
    await mailer.send({ to: 'b@example.com', subject: 'code', text: 'Your code is 314159.\n', html: '<p>x</p>' });
    mailer.close();
    const all = lines.join('');
    expect(all).toContain('/s/[redacted]');
    expect(all).toContain('inviteCode=[redacted]');
    expect(all).toContain('api_key=[redacted]');
    expect(all).toContain('a line with an invitation');
    // Error numbers are still logged: `code` is a secret only in a URL.
    expect(all).toContain('"code":10001');
    // The verification code of an offline mail is still shown to the operator, as before.
    expect(all).toContain('314159');
    for (const s of [key, invite]) expect(all).not.toContain(s);
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
