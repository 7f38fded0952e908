import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CODE_MAX_WRONG, ErrorCode } from '@framecast/contract';
import { codeFromOutbox, describeEachDb, registerUser, sha, startTestApp, type TestApp } from './helper.js';

describeEachDb('sign-up and password reset by emailed code', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('registers through send_code → check_code → register and creates space and Free plan', async () => {
    const sent = await t.call('sendCode', { username: 'New@Example.com', action: 'reg' });
    expect(sent.code).toBe(0);
    expect(sent.data.resend_after).toBe(60);
    const code = codeFromOutbox(t.dataDir, 'new@example.com');
    const checked = await t.call('checkCode', { ticket: sent.data.ticket, username: 'new@example.com', action: 'reg', code });
    expect(checked.code).toBe(0);
    expect(checked.data.ticket).not.toBe(sent.data.ticket);
    // The first ticket is spent: it cannot register.
    const stale = await t.call('register', { action: 'reg', password: sha('secret123'), ticket: sent.data.ticket, username: 'new@example.com' });
    expect(stale.code).toBe(ErrorCode.TICKET_INVALID);
    const reg = await t.call('register', {
      action: 'reg',
      password: sha('secret123'),
      ticket: checked.data.ticket,
      username: 'new@example.com',
      utm_source: 'newsletter',
      promote_src: 'appsumo',
    });
    expect(reg.code).toBe(0);
    expect(reg.data).toMatchObject({
      username: 'new@example.com',
      status: 'active',
      subscribe_plan: 0,
      actual_plan: 0,
      is_signup_questionnaire: 0,
      need_set_pwd: 0,
      promote_src: 'appsumo',
      lip_sync_duration: 0,
    });
    expect(reg.data.token).toMatch(/^fc_/);
    const user = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', 'new@example.com').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.attribution).toMatchObject({ utm_source: 'newsletter' });
    const space = await t.ctx.db
      .selectFrom('space_members')
      .innerJoin('spaces', 'spaces.id', 'space_members.space_id')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(space).toHaveLength(1);
    expect(space[0]).toMatchObject({ personal: true, role: 3 });
    // The verified ticket is single-use.
    const again = await t.call('register', { action: 'reg', password: sha('secret123'), ticket: checked.data.ticket, username: 'new@example.com' });
    expect(again.code).toBe(ErrorCode.TICKET_INVALID);
  });

  it('refuses a second account for the same email', async () => {
    const r = await t.call('sendCode', { username: 'new@example.com', action: 'reg' });
    expect(r.code).toBe(ErrorCode.EMAIL_TAKEN);
  });

  it('enforces the 60 s resend countdown on the server', async () => {
    expect((await t.call('sendCode', { username: 'wait@example.com', action: 'reg' })).code).toBe(0);
    const r = await t.call('sendCode', { username: 'wait@example.com', action: 'reg' });
    expect(r.code).toBe(ErrorCode.RESEND_TOO_SOON);
    expect(r.status).toBe(429);
    expect(r.data.wait_seconds).toBeGreaterThan(55);
    expect(r.data.wait_seconds).toBeLessThanOrEqual(60);
  });

  it('kills the ticket after five wrong codes, and a right code after that does not work', async () => {
    const sent = await t.call('sendCode', { username: 'wrong@example.com', action: 'reg' });
    const real = codeFromOutbox(t.dataDir, 'wrong@example.com');
    const bad = real === '000000' ? '111111' : '000000';
    for (let i = 1; i < CODE_MAX_WRONG; i++) {
      const r = await t.call('checkCode', { ticket: sent.data.ticket, username: 'wrong@example.com', action: 'reg', code: bad });
      expect(r.code).toBe(ErrorCode.CODE_WRONG);
      expect(r.msg).toContain(`${CODE_MAX_WRONG - i} attempt`);
    }
    const fifth = await t.call('checkCode', { ticket: sent.data.ticket, username: 'wrong@example.com', action: 'reg', code: bad });
    expect(fifth.code).toBe(ErrorCode.CODE_TOO_MANY_ATTEMPTS);
    const right = await t.call('checkCode', { ticket: sent.data.ticket, username: 'wrong@example.com', action: 'reg', code: real });
    expect(right.code).toBe(ErrorCode.CODE_TOO_MANY_ATTEMPTS);
  });

  it('expires codes after 10 minutes', async () => {
    const sent = await t.call('sendCode', { username: 'late@example.com', action: 'reg' });
    await t.ctx.db
      .updateTable('email_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', 'late@example.com')
      .execute();
    const r = await t.call('checkCode', {
      ticket: sent.data.ticket,
      username: 'late@example.com',
      action: 'reg',
      code: codeFromOutbox(t.dataDir, 'late@example.com'),
    });
    expect(r.code).toBe(ErrorCode.CODE_EXPIRED);
  });

  it('binds a ticket to its email and action', async () => {
    const sent = await t.call('sendCode', { username: 'bind@example.com', action: 'reg' });
    const code = codeFromOutbox(t.dataDir, 'bind@example.com');
    expect((await t.call('checkCode', { ticket: sent.data.ticket, username: 'other@example.com', action: 'reg', code })).code).toBe(ErrorCode.TICKET_INVALID);
    expect((await t.call('checkCode', { ticket: sent.data.ticket, username: 'bind@example.com', action: 'resetpwd', code })).code).toBe(
      ErrorCode.TICKET_INVALID,
    );
  });

  it('resets a password with action resetpwd and signs out every session', async () => {
    const token = await registerUser(t, 'reset@example.com', 'oldpass1');
    const sent = await t.call('sendCode', { username: 'reset@example.com', action: 'resetpwd' });
    expect(sent.code).toBe(0);
    const checked = await t.call('checkCode', {
      ticket: sent.data.ticket,
      username: 'reset@example.com',
      action: 'resetpwd',
      code: codeFromOutbox(t.dataDir, 'reset@example.com'),
    });
    expect(checked.code).toBe(0);
    const r = await t.call('resetPassword', { action: 'resetpwd', password: sha('newpass1'), ticket: checked.data.ticket, username: 'reset@example.com' });
    expect(r.code).toBe(0);
    expect((await t.call('userInfo', {}, token)).code).toBe(ErrorCode.SESSION_REVOKED);
    expect((await t.call('login', { username: 'reset@example.com', password: sha('oldpass1') })).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await t.call('login', { username: 'reset@example.com', password: sha('newpass1') })).code).toBe(0);
  });

  it('answers a reset request alike whether or not the address has an account, and says which only by mail', async () => {
    await registerUser(t, 'known@example.com');
    // From an address of its own, so the earlier tests' code requests do not bring the captcha in.
    const send = async (username: string, action = 'resetpwd') => {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send_code', payload: { username, action }, remoteAddress: '10.20.30.40' });
      const json = res.json();
      return { status: res.statusCode, code: json.code, data: json.data, keys: Object.keys(json).sort() };
    };
    const known = await send('known@example.com');
    const unknown = await send('unknown@example.com');
    expect([unknown.status, unknown.code, unknown.keys, Object.keys(unknown.data).sort()]).toEqual([
      known.status,
      known.code,
      known.keys,
      Object.keys(known.data).sort(),
    ]);
    expect(unknown.data.resend_after).toBe(known.data.resend_after);
    // Asking again too soon is refused the same way for both.
    const again = [await send('known@example.com'), await send('unknown@example.com')];
    expect(again.map((r) => r.code)).toEqual([ErrorCode.RESEND_TOO_SOON, ErrorCode.RESEND_TOO_SOON]);
    // A guessed code is judged the same way too.
    const guesses = await Promise.all(
      [
        [known, 'known@example.com'],
        [unknown, 'unknown@example.com'],
      ].map(([s, username]) =>
        t.call('checkCode', { ticket: (s as typeof known).data.ticket, username: username as string, action: 'resetpwd', code: '000000' }),
      ),
    );
    expect(guesses.map((r) => r.code)).toEqual([ErrorCode.CODE_WRONG, ErrorCode.CODE_WRONG]);
    // The mail to the unknown address carries no code, and says there is no account.
    expect(() => codeFromOutbox(t.dataDir, 'unknown@example.com')).toThrow(/no code/);
    const mail = fs.readdirSync(path.join(t.dataDir, 'outbox')).filter((f) => f.includes('unknown@example.com'));
    expect(fs.readFileSync(path.join(t.dataDir, 'outbox', mail[0]!), 'utf8')).toMatch(/there is no Framecast account/);
    // Registration keeps the spec's answer for a registered address.
    expect((await send('known@example.com', 'reg')).code).toBe(ErrorCode.EMAIL_TAKEN);
  });
});
