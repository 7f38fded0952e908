import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, inject, it } from 'vitest';
import { calls, Email, type CallName, type Plan, type RequestOf } from '@framecast/contract';
import { buildApp, type BuiltApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { hashPassword } from '../src/modules/auth/secrets.js';
import { setPlan } from '../src/modules/billing/service.js';
import { createAccount } from '../src/modules/users/service.js';

import { PG_ADMIN_URL, postgresReachable } from './pg-admin.js';

export { PG_ADMIN_URL, postgresReachable };
export type DbKind = 'pglite' | 'postgres';

/** The run's migrated templates, when the test runner made them (benchmarks reuse this helper without). */
export const templateOf = <K extends 'pgliteTemplate' | 'pgTemplate'>(key: K) => {
  try {
    return inject(key) ?? undefined;
  } catch {
    return undefined;
  }
};

// The run's one answer (global-setup.ts warned when PostgreSQL is down; under CI=true it failed the run).
const hasPg = await postgresReachable();

/**
 * Runs a suite once on embedded PGlite and once on PostgreSQL (when it answers; under CI=true it must).
 *
 * What runs on both: every test whose point is SQL — a store's queries, who sees which rows, locks,
 * concurrency, transactions, migrations, billing and credits, driver types. A test whose cost is media
 * work (ffmpeg, the face model, drawing, rendering) and whose database steps other tests already run on
 * PostgreSQL uses `itOnEmbeddedOnly(kind)`: its PostgreSQL run would repeat the same engine work and
 * prove nothing more about the database. Each such test says why beside it.
 */
export function describeEachDb(name: string, fn: (kind: DbKind) => void): void {
  describe(`${name} [pglite]`, () => fn('pglite'));
  describe.skipIf(!hasPg)(`${name} [postgres]`, () => fn('postgres'));
}

/** `it` on the embedded run of a describeEachDb suite only (the rule is above). */
export const itOnEmbeddedOnly = (kind: DbKind) => it.runIf(kind === 'pglite');

export interface TestApp extends BuiltApp {
  dataDir: string;
  /** An API call through inject; `keys` are the envelope's top-level keys as sent. */
  call<K extends CallName>(
    name: K,
    body?: RequestOf<K> | Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; code: number; msg: string; data: any; keys: string[] }>;
  close(): Promise<void>;
}

/** Starts DATA_DIR's embedded database as a copy of the run's migrated template, when there is one. */
export function copyEmbeddedTemplate(dataDir: string): void {
  const template = templateOf('pgliteTemplate');
  if (template) fs.cpSync(path.join(template, 'db'), path.join(dataDir, 'db'), { recursive: true });
}

export async function startTestApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-test-'));
  let dbName: string | null = null;
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    dbName = `fc_test_${crypto.randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    // From the run's migrated template (test/global-setup.ts) when there is one.
    const template = templateOf('pgTemplate');
    await admin.query(`create database ${dbName}${template ? ` template ${template}` : ''}`);
    await admin.end();
    const u = new URL(PG_ADMIN_URL);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
  }
  if (kind === 'pglite') copyEmbeddedTemplate(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', AUTH_RATE_LIMIT: '100000' }, { databaseUrl, webDist: '/nonexistent', ...overrides });
  const built = await buildApp(config);
  return {
    ...built,
    dataDir,
    async call(name, body, token, headers = {}) {
      const def = calls[name];
      const res = await built.app.inject({
        method: def.method,
        url: `/api${def.path}`,
        headers: { ...(token ? { authorization: token } : {}), ...headers },
        ...(def.method === 'GET' ? { query: (body ?? {}) as Record<string, string> } : { payload: (body ?? {}) as object }),
      });
      const json = res.json();
      return { status: res.statusCode, code: json.code, msg: json.msg, data: json.data, keys: Object.keys(json).sort() };
    },
    async close() {
      await built.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (dbName) {
        const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
        await admin.connect();
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      }
    },
  };
}

/** What the browser sends for a typed password. */
export const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** The newest code mailed to an address, read from the outbox like a person reads their inbox. */
export function codeFromOutbox(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.includes(email.toLowerCase()))
    .sort();
  if (!files.length) throw new Error(`no mail for ${email}`);
  const text = fs.readFileSync(path.join(dir, files.at(-1)!), 'utf8');
  const m = /verification code is (\d{6})/.exec(text);
  if (!m) throw new Error(`no code in mail for ${email}`);
  return m[1]!;
}

/** Registers an account through the real code flow and returns its token. */
export async function registerUser(t: TestApp, email: string, password = 'secret123', extra: { invite_code?: string } = {}): Promise<string> {
  const sent = await t.call('sendCode', { username: email, action: 'reg' });
  if (sent.code !== 0) throw new Error(`send_code: ${sent.code} ${sent.msg}`);
  const checked = await t.call('checkCode', { ticket: sent.data.ticket, username: email, action: 'reg', code: codeFromOutbox(t.dataDir, email) });
  if (checked.code !== 0) throw new Error(`check_code: ${checked.code} ${checked.msg}`);
  const reg = await t.call('register', { action: 'reg', password: sha(password), ticket: checked.data.ticket, username: email, ...extra });
  if (reg.code !== 0) throw new Error(`register: ${reg.code} ${reg.msg}`);
  return reg.data.token;
}

/**
 * An argon2id hash of a random secret nobody kept: what a password-less test account stores, so its row
 * looks like a registered one (a password is set, none works) without hashing anything.
 */
const UNKNOWN_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$UftawaWUfKOxZs5cCiHy4A$nG9NS1MyqVJ3IV2FdGfYIxc1hd/QePiZQV/skjePqnw';

/**
 * An active account and a session token, made through the server's own services (no HTTP, no mail): the
 * rows registration leaves — the user (email normalised like sign-up's, questionnaire not yet answered),
 * their personal space, the Free plan and its credits — and a session. For suites that need "an account
 * with a token"; tests of sign-up, codes, passwords or login use registerUser. The password is hashed
 * (argon2, as registration does) only when `opts.password` is given; otherwise no password works.
 */
export async function createUser(t: TestApp, email: string, opts: { password?: string } = {}): Promise<string> {
  const passwordHash = opts.password === undefined ? UNKNOWN_PASSWORD_HASH : await hashPassword(sha(opts.password));
  return t.ctx.db.transaction().execute(async (trx) => {
    const user = await createAccount(trx, { email: Email.parse(email), passwordHash, status: 'active', tracking: {} });
    // What an injected sign-up request's session records.
    return t.ctx.sessions.create(trx, user.id, { ip: '127.0.0.1', userAgent: 'lightMyRequest' });
  });
}

/**
 * Puts the session's account on a plan for a month, as the operator's plan setting does, without granting
 * its credits (balances stay what the test expects): for suites whose calls a plan gates.
 */
export async function givePlan(t: TestApp, token: string, plan: Plan): Promise<void> {
  const { userId } = await t.ctx.sessions.resolve(token);
  await setPlan(t.ctx.db, userId, { plan, period: 'month' }, 0);
}

/** A user's id by email, for tests that write or read rows directly. */
export const userIdOf = async (t: TestApp, email: string): Promise<string> =>
  (await t.ctx.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

/**
 * An app that listens, so payment return and notification links (PUBLIC_APP_URL) point at it, with an
 * operator (ADMIN_EMAILS) signed in: the start of the billing and seat suites.
 */
export async function startListeningApp(kind: DbKind, overrides: Partial<Config> = {}): Promise<{ t: TestApp; origin: string; operator: string }> {
  const t = await startTestApp(kind, { adminEmails: ['op@example.com'], ...overrides });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  t.ctx.config.publicAppUrl = origin;
  return { t, origin, operator: await createUser(t, 'op@example.com') };
}

/** Polls project/status until the project's render ends (rendered or failed). */
export async function waitForRenderEnd(t: TestApp, token: string, id: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const p = (await t.call('projectStatus', { ids: id }, token)).data.items[0];
    if (p.status === 'rendered' || p.status === 'failed') return p;
    if (Date.now() > until) throw new Error(`project stayed ${p.status}`);
    await new Promise((res) => setTimeout(res, 250));
  }
}

/** The invitation code in the newest invitation mail to an address (the file mail adapter's outbox). */
export function inviteCodeFromOutbox(dataDir: string, email: string): string {
  const dir = path.join(dataDir, 'outbox');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.includes(email))
    .sort();
  // The mail body is quoted-printable: soft line breaks and '=' written as =3D.
  const text = fs
    .readFileSync(path.join(dir, files.at(-1)!), 'utf8')
    .replace(/=\r?\n/g, '')
    .replaceAll('=3D', '=');
  const m = /inviteCode=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no invitation in the mail to ${email}`);
  return m[1]!;
}

/**
 * A product of a space, written straight into its table: tests of who may see or change it need a row,
 * not a product page read by the analysis job.
 */
export async function insertProduct(t: TestApp, spaceId: string, createdBy: string, name: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.ctx.db
    .insertInto('products')
    .values({ id, space_id: spaceId, created_by: createdBy, name, description: 'A thing.', url: null, price: null, currency: null, highlights: '[]' })
    .execute();
  return id;
}

/** A space's cloned voice (failed: no clone engine here), written straight into its table for access tests. */
export async function insertClonedVoice(t: TestApp, spaceId: string, createdBy: string, name: string): Promise<string> {
  const id = crypto.randomUUID();
  await t.ctx.db
    .insertInto('cloned_voices')
    .values({
      id,
      space_id: spaceId,
      created_by: createdBy,
      name,
      language: 'en-us',
      gender: 'female',
      status: 'failed',
      error: 'no engine',
      engine_voice_id: null,
      sample_keys: '[]',
      sample_seconds: 12,
    })
    .execute();
  return id;
}
