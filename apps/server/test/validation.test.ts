import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'kysely';
import { calls, ErrorCode, type CallName } from '@framecast/contract';
import { createUser, describeEachDb, sha, startTestApp, type TestApp } from './helper.js';

const TICKET = `tk_${'a'.repeat(40)}`;
/** A valid body per call; each case below breaks one field of it. */
const VALID: Partial<Record<CallName, Record<string, unknown>>> = {
  login: { username: 'val@example.com', password: sha('x'), captcha_id: '6f1d5b8e-3a4c-4d2e-9f10-1a2b3c4d5e6f', captcha: 'abcd', utm_source: 'a' },
  register: { action: 'reg', password: sha('x'), ticket: TICKET, username: 'val@example.com', invite_code: 'abc' },
  sendCode: { username: 'val@example.com', action: 'reg' },
  checkCode: { ticket: TICKET, username: 'val@example.com', action: 'reg', code: '123456' },
  resetPassword: { action: 'resetpwd', password: sha('x'), ticket: TICKET, username: 'val@example.com' },
  setPassword: { action: 'setpwd', password: sha('x') },
  userSave: { nickname: 'Val' },
  resetEmail: { username: 'new@example.com', ticket: TICKET, code: '123456' },
  deleteUser: { password: sha('x') },
  transferGuest: { guest_token: TICKET },
  questionnaire: { role: 'marketer', team_size: '1', goals: ['podcasts'], heard_from: 'friend' },
};
/** Values that are the right type but the wrong shape, per field name. */
const BAD_FORMAT: Record<string, unknown[]> = {
  username: ['not-an-email', 'a@', '@b.com', ''],
  password: ['plaintext', 'A'.repeat(63), 'g'.repeat(64)],
  action: ['delete'],
  code: ['12345', '1234567', 'abcdef', ''],
  ticket: ['short'],
  captcha: ['abc', 'abcde'],
  captcha_id: ['not-a-uuid'],
  nickname: ['', '   '],
  role: ['astronaut'],
  team_size: ['lots'],
  goals: [[], ['flying']],
  heard_from: ['radio'],
};

const tables = ['users', 'sessions', 'email_codes', 'login_failures', 'captchas', 'spaces', 'space_members', 'subscriptions', 'guest_transfers'] as const;

describeEachDb('every field of every call is validated, and bad input writes nothing', (kind) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await createUser(t, 'owner@example.com');
  });
  afterAll(() => t.close());

  const snapshot = async () => {
    const out: Record<string, number> = {};
    for (const table of tables) out[table] = Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(t.ctx.db)).rows[0]!.n);
    return out;
  };

  for (const [name, valid] of Object.entries(VALID) as [CallName, Record<string, unknown>][]) {
    it(`${calls[name].path}: missing, wrong type, too long and wrong format`, async () => {
      const before = await snapshot();
      const expectBad = async (body: Record<string, unknown>, what: string) => {
        const r = await t.call(name, body, token);
        expect(r.code, `${name} ${what}: ${r.msg}`).toBe(ErrorCode.VALIDATION);
        expect(r.status).toBe(400);
        expect(typeof r.msg).toBe('string');
        expect(r.msg.length).toBeGreaterThan(3);
        expect(r.data.fields).toBeTypeOf('object');
      };
      const shape =
        (calls[name].request as unknown as { shape?: Record<string, { safeParse(v: unknown): { success: boolean } }> }).shape ??
        (calls[name].request as unknown as { in: { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> } }).in?.shape;
      for (const field of Object.keys(valid)) {
        const rest = { ...valid };
        delete rest[field];
        const optional = shape?.[field]?.safeParse(undefined).success;
        if (!optional) await expectBad(rest, `without ${field}`);
        await expectBad({ ...valid, [field]: typeof valid[field] === 'string' ? 12345 : 'wrong-type' }, `${field} of the wrong type`);
        if (typeof valid[field] === 'string') await expectBad({ ...valid, [field]: 'a'.repeat(5000) }, `${field} too long`);
        for (const bad of BAD_FORMAT[field] ?? []) await expectBad({ ...valid, [field]: bad }, `${field}=${JSON.stringify(bad)}`);
      }
      expect(await snapshot()).toEqual(before);
    });
  }

  it('rejects a body that is not JSON with the envelope', async () => {
    const r = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: ErrorCode.BAD_REQUEST, data: null });
  });

  it('uses the words of the spec for email and password', async () => {
    expect((await t.call('login', { username: '', password: sha('x') })).msg).toBe('Please enter your email');
    expect((await t.call('login', { username: 'nope', password: sha('x') })).msg).toBe('Please enter the correct email address');
    expect((await t.call('login', { username: 'a@b.co' })).msg).toBe('Please enter your password');
    expect((await t.call('checkCode', { ticket: TICKET, username: 'a@b.co', action: 'reg', code: '' })).msg).toBe('Please enter your verification code');
  });
});
