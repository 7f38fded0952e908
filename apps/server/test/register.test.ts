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
    const reg = await t.call('register', { action: 'reg', password: sha('secret123'), ticket: checked.data.ticket, username: 'new@example.com', utm_source: 'newsletter', promote_src: 'appsumo' });
    expect(reg.code).toBe(0);
    expect(reg.data).toMatchObject({ username: 'new@example.com', status: 'active', subscribe_plan: 0, actual_plan: 0, is_signup_questionnaire: 0, need_set_pwd: 0, promote_src: 'appsumo', lip_sync_duration: 0 });
    expect(reg.data.token).toMatch(/^fc_/);
    const user = await t.ctx.db.selectFrom('users').selectAll().where('email', '=', 'new@example.com').executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.attribution).toMatchObject({ utm_source: 'newsletter' });
    const space = await t.ctx.db.selectFrom('space_members').innerJoin('spaces', 'spaces.id', 'space_members.space_id').selectAll().where('user_id', '=', user.id).execute();
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
    await t.ctx.db.updateTable('email_codes').set({ expires_at: new Date(Date.now() - 1000) }).where('email', '=', 'late@example.com').execute();
    const r = await t.call('checkCode', { ticket: sent.data.ticket, username: 'late@example.com', action: 'reg', code: codeFromOutbox(t.dataDir, 'late@example.com') });
    expect(r.code).toBe(ErrorCode.CODE_EXPIRED);
  });

  it('binds a ticket to its email and action', async () => {
    const sent = await t.call('sendCode', { username: 'bind@example.com', action: 'reg' });
    const code = codeFromOutbox(t.dataDir, 'bind@example.com');
    expect((await t.call('checkCode', { ticket: sent.data.ticket, username: 'other@example.com', action: 'reg', code })).code).toBe(ErrorCode.TICKET_INVALID);
    expect((await t.call('checkCode', { ticket: sent.data.ticket, username: 'bind@example.com', action: 'resetpwd', code })).code).toBe(ErrorCode.TICKET_INVALID);
  });

  it('resets a password with action resetpwd and signs out every session', async () => {
    const token = await registerUser(t, 'reset@example.com', 'oldpass1');
    expect((await t.call('sendCode', { username: 'nobody@example.com', action: 'resetpwd' })).code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
    const sent = await t.call('sendCode', { username: 'reset@example.com', action: 'resetpwd' });
    expect(sent.code).toBe(0);
    const checked = await t.call('checkCode', { ticket: sent.data.ticket, username: 'reset@example.com', action: 'resetpwd', code: codeFromOutbox(t.dataDir, 'reset@example.com') });
    expect(checked.code).toBe(0);
    const r = await t.call('resetPassword', { action: 'resetpwd', password: sha('newpass1'), ticket: checked.data.ticket, username: 'reset@example.com' });
    expect(r.code).toBe(0);
    expect((await t.call('userInfo', {}, token)).code).toBe(ErrorCode.SESSION_REVOKED);
    expect((await t.call('login', { username: 'reset@example.com', password: sha('oldpass1') })).code).toBe(ErrorCode.LOGIN_FAILED);
    expect((await t.call('login', { username: 'reset@example.com', password: sha('newpass1') })).code).toBe(0);
  });
});
