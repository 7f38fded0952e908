import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { calls, ErrorCode } from '@framecast/contract';
import { createUser, describeEachDb, startTestApp, type TestApp } from './helper.js';
import { dropRedisPrefix, REDIS_TEST_URL, redisReachable, uniquePrefix } from './fixtures/queue-env.js';

describeEachDb('platform: OpenAPI, app id, beacon, rate limits, request ids', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { authRateLimit: 5, partnerHosts: ['video.partner.test'] });
  });
  afterAll(() => t.close());

  it('documents every contract call in /api/openapi.json and serves the docs page', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
    for (const def of Object.values(calls)) expect(doc.paths[`/api${def.path}`]?.[def.method.toLowerCase()], def.path).toBeTruthy();
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });

  it('accepts app ids 52000 and 52002, refuses others, and defaults by host', async () => {
    expect((await t.call('captcha', {}, undefined, { appid: '52002' })).code).toBe(0);
    const bad = await t.call('captcha', {}, undefined, { appid: '99' });
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    const token = await createUser(t, 'beacon@example.com');
    await t.app.inject({
      url: '/api/event/log/rt.gif',
      query: { path: '/home', timestamp: String(Date.now()), token },
      headers: { host: 'video.partner.test' },
    });
    const row = await t.ctx.db.selectFrom('page_views').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.appid).toBe(52002);
  });

  it('stores page views from the image beacon, with the user when the token is valid', async () => {
    const token = await createUser(t, 'pv@example.com');
    const res = await t.app.inject({
      url: '/api/event/log/rt.gif',
      query: { token, appid: '52000', referrer: 'https://search.test/', payload: '{"a":1}', path: '/projects', timestamp: '1790000000000', trace_id: 'abc123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    const row = await t.ctx.db.selectFrom('page_views').selectAll().where('path', '=', '/projects').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ appid: 52000, referrer: 'https://search.test/', trace_id: 'abc123' });
    expect(row.user_id).toBeTruthy();
    expect((await t.app.inject({ url: '/api/event/log/rt.gif', query: { timestamp: 'x' } })).json().code).toBe(ErrorCode.VALIDATION);
  });

  it('rate-limits the auth calls per IP with the envelope', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) codes.push((await t.app.inject({ url: '/api/common/captcha', remoteAddress: '10.1.1.1' })).json().code);
    expect(codes.slice(0, 5).every((c) => c === 0)).toBe(true);
    expect(codes[6]).toBe(ErrorCode.RATE_LIMITED);
  });

  it('answers unknown API paths with a 404 envelope and tags every answer with a request id', async () => {
    const r = await t.app.inject({ url: '/api/v1/nothing' });
    expect(r.statusCode).toBe(404);
    expect(r.json().code).toBe(ErrorCode.NOT_FOUND);
    expect(r.headers['x-request-id']).toBeTruthy();
  });
});

describe('API on its own host', () => {
  it('answers CORS preflights for configured brand origins only', async () => {
    const t = await startTestApp('pglite', { corsOrigins: ['https://brand.test'] });
    const pre = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/api/v1/user/info',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,appid' },
      });
    const ok = await pre('https://brand.test');
    expect(ok.headers['access-control-allow-origin']).toBe('https://brand.test');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    expect((await pre('https://evil.test')).headers['access-control-allow-origin']).toBeUndefined();
    await t.close();
  });
});

describe('mail over SMTP', () => {
  let smtp: SMTPServer;
  const received: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, cb) {
        let text = '';
        stream.on('data', (c) => (text += c));
        stream.on('end', () => (received.push(text), cb()));
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as { port: number }).port;
    t = await startTestApp('pglite', { smtpUrl: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((r) => smtp.close(() => r()));
  });

  it('sends the code through a real SMTP server when SMTP_URL is set', async () => {
    expect((await t.call('sendCode', { username: 'smtp@example.com', action: 'reg' })).code).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/To: smtp@example.com/);
    expect(received[0]).toMatch(/verification code is \d{6}/);
  });
});

// Behind a balancer each API process would count alone and the limit would multiply; with Redis they share.
const hasRedis = await redisReachable();
describe.skipIf(!hasRedis)('rate limits across API processes [redis]', () => {
  const prefix = uniquePrefix();
  const apps: TestApp[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 2; i++)
      apps.push(await startTestApp('pglite', { authRateLimit: 4, redisUrl: REDIS_TEST_URL, redisPrefix: prefix, inProcessWorker: false }));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await dropRedisPrefix(prefix);
  });

  it('counts one IP’s auth calls in Redis, so two processes together allow the limit once', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await apps[i % 2]!.app.inject({ url: '/api/common/captcha', remoteAddress: '10.2.2.2' })).json().code);
    expect(codes).toEqual([0, 0, 0, 0, ErrorCode.RATE_LIMITED, ErrorCode.RATE_LIMITED]);
    // Another IP has its own count.
    expect((await apps[1]!.app.inject({ url: '/api/common/captcha', remoteAddress: '10.2.2.3' })).json().code).toBe(0);
  });
});
