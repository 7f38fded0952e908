import { afterAll, beforeAll, expect, it } from 'vitest';
import { ErrorCode } from '@framecast/contract';
import { describeEachDb, registerUser, sha, startTestApp, type TestApp } from './helper.js';

describeEachDb('sign-in, captcha and sessions', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { maxSessionsPerUser: 2 });
    await registerUser(t, 'ann@example.com', 'annpass1');
  });
  afterAll(() => t.close());
  const answer = async (id: string) => (await t.ctx.db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirstOrThrow()).answer;

  it('signs in with the hashed password and returns the user info with a token', async () => {
    const r = await t.call('login', { username: 'ANN@example.com', password: sha('annpass1') });
    expect(r.code).toBe(0);
    expect(r.data.username).toBe('ann@example.com');
    const info = await t.call('userInfo', {}, r.data.token);
    expect(info.code).toBe(0);
    expect(Object.keys(info.data).sort()).toEqual(
      [
        'avatar',
        'credits_balance',
        'currency',
        'is_operator',
        'is_signup_questionnaire',
        'lip_sync_duration',
        'need_set_pwd',
        'nickname',
        'promote_src',
        'show_id',
        'space',
        'status',
        'subscribe_plan',
        'actual_plan',
        'surplus_days',
        'token',
        'trial_used',
        'username',
      ].sort(),
    );
    expect(info.data.token).toBe(r.data.token);
  });

  it('demands a captcha after three failures (10204), rejects a wrong one (10201), accepts a right one', async () => {
    for (let i = 0; i < 3; i++) expect((await t.call('login', { username: 'ann@example.com', password: sha('nope') })).code).toBe(ErrorCode.LOGIN_FAILED);
    // Even the right password now needs a captcha.
    expect((await t.call('login', { username: 'ann@example.com', password: sha('annpass1') })).code).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const c1 = await t.call('captcha');
    expect(c1.code).toBe(0);
    expect(c1.data.b64s).toMatch(/^data:image\/svg\+xml;base64,/);
    const wrong = (await answer(c1.data.id)) === 'aaaa' ? 'bbbb' : 'aaaa';
    expect((await t.call('login', { username: 'ann@example.com', password: sha('annpass1'), captcha_id: c1.data.id, captcha: wrong })).code).toBe(
      ErrorCode.CAPTCHA_WRONG,
    );
    // Single use: the right answer to a spent captcha is wrong too.
    const c2 = await t.call('captcha');
    const a2 = await answer(c2.data.id);
    expect((await t.call('login', { username: 'ann@example.com', password: sha('annpass1'), captcha_id: c2.data.id, captcha: a2.toUpperCase() })).code).toBe(0);
    expect((await t.call('login', { username: 'ann@example.com', password: sha('annpass1'), captcha_id: c2.data.id, captcha: a2 })).code).toBe(0);
  });

  it('counts failures per IP across accounts too', async () => {
    await registerUser(t, 'bob@example.com', 'bobpass1');
    const ip = { 'x-forwarded-for': '10.9.9.9' };
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'x1@example.com', password: sha('a') },
      remoteAddress: '10.9.9.9',
      headers: ip,
    });
    expect(other.json().code).toBe(ErrorCode.LOGIN_FAILED);
    for (const u of ['x2@example.com', 'x3@example.com']) {
      await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: u, password: sha('a') }, remoteAddress: '10.9.9.9' });
    }
    const bob = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'bob@example.com', password: sha('bobpass1') },
      remoteAddress: '10.9.9.9',
    });
    expect(bob.json().code).toBe(ErrorCode.CAPTCHA_REQUIRED);
  });

  it('answers 10102 without or with an unknown token, 10103 when expired, 10108 when signed out', async () => {
    expect((await t.call('userInfo')).code).toBe(ErrorCode.TOKEN_INVALID);
    expect((await t.call('userInfo', {}, 'fc_nonsense')).code).toBe(ErrorCode.TOKEN_INVALID);
    const a = (await t.call('login', { username: 'bob@example.com', password: sha('bobpass1') })).data.token;
    await t.ctx.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('revoked_at', 'is', null)
      .execute();
    t.ctx.sessions.forgetUser((await t.ctx.db.selectFrom('users').select('id').where('email', '=', 'bob@example.com').executeTakeFirstOrThrow()).id);
    const expired = await t.call('userInfo', {}, a);
    expect(expired.code).toBe(ErrorCode.TOKEN_EXPIRED);
    expect(expired.status).toBe(401);
    const b = (await t.call('login', { username: 'bob@example.com', password: sha('bobpass1') })).data.token;
    expect((await t.call('logout', {}, b)).code).toBe(0);
    expect((await t.call('userInfo', {}, b)).code).toBe(ErrorCode.SESSION_REVOKED);
  });

  it('signs out the oldest session past the per-account limit with 10108', async () => {
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await t.call('login', { username: 'bob@example.com', password: sha('bobpass1') })).data.token);
    expect((await t.call('userInfo', {}, tokens[0])).code).toBe(ErrorCode.SESSION_REVOKED);
    expect((await t.call('userInfo', {}, tokens[1])).code).toBe(0);
    expect((await t.call('userInfo', {}, tokens[2])).code).toBe(0);
  });

  it('answers 50007 to every call of a banned user, including sign-in', async () => {
    const token = await registerUser(t, 'ban@example.com', 'banpass1');
    const user = await t.ctx.db.updateTable('users').set({ status: 'banned' }).where('email', '=', 'ban@example.com').returning('id').executeTakeFirstOrThrow();
    t.ctx.sessions.forgetUser(user.id);
    const r = await t.call('userInfo', {}, token);
    expect(r.code).toBe(ErrorCode.BANNED);
    expect(r.status).toBe(403);
    expect((await t.call('userSave', { nickname: 'x' }, token)).code).toBe(ErrorCode.BANNED);
    expect((await t.call('login', { username: 'ban@example.com', password: sha('banpass1') })).code).toBe(ErrorCode.BANNED);
  });
});
