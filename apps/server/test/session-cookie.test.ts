import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '@framecast/contract';
import { setSessionCookies } from '../src/platform/http/session-cookie.js';
import { createUser, describeEachDb, sha, startTestApp, type TestApp } from './helper.js';

/** The `name=value` of a Set-Cookie line and its attributes, lower-cased. */
const cookiesOf = (header: string | string[] | undefined) =>
  new Map(
    [header ?? []].flat().map((line) => {
      const [pair, ...attrs] = line.split(';').map((s) => s.trim());
      const [name, value] = pair!.split('=');
      return [name!, { value: decodeURIComponent(value ?? ''), attrs: attrs.map((a) => a.toLowerCase()) }] as const;
    }),
  );

describeEachDb('the session cookie', (kind) => {
  let t: TestApp;
  const host = 'studio.example.com';
  const own = `http://${host}`;
  beforeAll(async () => {
    t = await startTestApp(kind, { corsOrigins: ['https://app.example.net'] });
    await createUser(t, 'cookie@example.com', { password: 'cookiepass1' });
  });
  afterAll(() => t.close());

  const login = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { host, origin: own, ...headers },
      payload: { username: 'cookie@example.com', password: sha('cookiepass1') },
    });

  it('signing in sets the token in an HttpOnly, SameSite cookie for 15 days, Secure over https, beside a readable flag', async () => {
    const res = await login();
    expect(res.json().code).toBe(0);
    const cookies = cookiesOf(res.headers['set-cookie']);
    const token = cookies.get('token')!;
    expect(token.value).toBe(res.json().data.token);
    expect(token.attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', `max-age=${15 * 24 * 3600}`]));
    expect(token.attrs).not.toContain('secure');
    const flag = cookies.get('signed_in')!;
    expect(flag.value).toBe('1');
    expect(flag.attrs).not.toContain('httponly');

    const overHttps = cookiesOf((await login({ 'x-forwarded-proto': 'https' })).headers['set-cookie']);
    // The test app trusts no proxy: the header alone must not make the cookie Secure.
    expect(overHttps.get('token')!.attrs).not.toContain('secure');
  });

  it('takes the session from the cookie on our own pages and a trusted origin, and refuses it from another site', async () => {
    const token = (await login()).json().data.token as string;
    const cookie = `token=${encodeURIComponent(token)}`;
    const info = await t.app.inject({ url: '/api/v1/user/info', headers: { host, cookie } });
    expect(info.json()).toMatchObject({ code: 0, data: { username: 'cookie@example.com' } });

    const save = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/save', headers: { host, cookie, ...headers }, payload: { nickname: 'Cookie' } });
    expect((await save({ origin: own })).json().code).toBe(0);
    expect((await save({ origin: 'https://app.example.net' })).json().code).toBe(0);
    expect((await save({ referer: `${own}/profile` })).json().code).toBe(0);

    const foreign = await save({ origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe(ErrorCode.CROSS_SITE_REFUSED);
    const spoofedReferer = await save({ referer: 'https://evil.example/page' });
    expect(spoofedReferer.json().code).toBe(ErrorCode.CROSS_SITE_REFUSED);
    // A browser names the page of every POST; one that names none is no page of ours.
    expect((await save({})).json().code).toBe(ErrorCode.CROSS_SITE_REFUSED);
    const readFromElsewhere = await t.app.inject({ url: '/api/v1/user/info', headers: { host, cookie, origin: 'https://evil.example' } });
    expect(readFromElsewhere.json().code).toBe(ErrorCode.CROSS_SITE_REFUSED);

    // The header path is untouched: API clients send the token from anywhere.
    const byHeader = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/save',
      headers: { host, authorization: token, origin: 'https://evil.example' },
      payload: { nickname: 'Api' },
    });
    expect(byHeader.json().code).toBe(0);
  });

  it('signing out ends the session and clears both cookies', async () => {
    const token = (await login()).json().data.token as string;
    const cookie = `token=${encodeURIComponent(token)}`;
    const out = await t.app.inject({ url: '/api/v1/auth/logout', headers: { host, cookie, origin: own } });
    expect(out.json().code).toBe(0);
    const cleared = cookiesOf(out.headers['set-cookie']);
    expect(cleared.get('token')).toMatchObject({ value: '', attrs: expect.arrayContaining(['max-age=0', 'httponly']) });
    expect(cleared.get('signed_in')).toMatchObject({ value: '', attrs: expect.arrayContaining(['max-age=0']) });
    expect((await t.app.inject({ url: '/api/v1/user/info', headers: { host, cookie } })).json().code).toBe(ErrorCode.SESSION_REVOKED);
  });

  it('ends the cookies of a session signed out elsewhere on its next call: page script cannot remove them', async () => {
    const token = (await login()).json().data.token as string;
    const cookie = `token=${encodeURIComponent(token)}`;
    // Signed out from another client, by the header.
    expect((await t.app.inject({ url: '/api/v1/auth/logout', headers: { host, authorization: token } })).json().code).toBe(0);
    const stale = await t.app.inject({ url: '/api/v1/user/info', headers: { host, cookie } });
    expect(stale.json().code).toBe(ErrorCode.SESSION_REVOKED);
    const cleared = cookiesOf(stale.headers['set-cookie']);
    expect(cleared.get('token')).toMatchObject({ value: '', attrs: expect.arrayContaining(['max-age=0', 'httponly']) });
    expect(cleared.get('signed_in')).toMatchObject({ value: '', attrs: expect.arrayContaining(['max-age=0']) });
    // A client that sent the token in its header keeps its own cookies: nothing to clear there.
    const byHeader = await t.app.inject({ url: '/api/v1/user/info', headers: { host, authorization: token } });
    expect(byHeader.json().code).toBe(ErrorCode.SESSION_REVOKED);
    expect(byHeader.headers['set-cookie']).toBeUndefined();
  });
});

it('marks the session cookie Secure when the request came over https', () => {
  const lines: string[] = [];
  const reply = { header: (_name: string, value: string[]) => lines.push(...value) };
  setSessionCookies({ protocol: 'https' } as never, reply as never, { trustedOrigins: [], domain: 'example.com' }, 'fc_token');
  expect(lines[0]).toMatch(/^token=fc_token; HttpOnly; .*Domain=example\.com; Secure$/);
  expect(lines[1]).toMatch(/^signed_in=1; .*Secure$/);
});
