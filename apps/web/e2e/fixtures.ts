import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page, type Response } from '@playwright/test';
import { API_PREFIX, calls, type CallName, entitlements, type Plan, type RequestOf } from '@framecast/contract';
import { buildApp, type BuiltApp } from '../../server/src/app.js';
import { setPlan } from '../../server/src/modules/billing/operator.js';
import type { UserUpdate } from '../../server/src/platform/db/schema.js';
import { loadConfig } from '../../server/src/config.js';
import { TEMPLATE_ENV } from './global-setup';

const here = fileURLToPath(new URL('.', import.meta.url));
/** The built web app the server serves (override with E2E_WEB_DIST). */
export const WEB_DIST = path.resolve(process.env.E2E_WEB_DIST ?? path.join(here, '../dist'));
export const SCREENSHOT_DIR = path.join(here, 'screenshots-out');
/**
 * Pictures for a person to look at are taken only when asked for (`SHOTS=1 npx playwright test …`):
 * nobody looks at them in CI, and they cost the suite minutes.
 */
export const TAKE_SHOTS = !!process.env.SHOTS;

/** What the browser sends for a typed password (spec 000 §7.1). */
export const sha = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

/** A unique address per call, so journeys never collide inside one database. */
export const uniqueEmail = (tag: string) => `${tag}-${crypto.randomBytes(4).toString('hex')}@example.com`;

export interface ApiAnswer {
  status: number;
  code: number;
  msg: string;
  data: any;
}

/**
 * One Framecast server (API + built web app on one origin) with its own temporary DATA_DIR and
 * embedded database, listening on 127.0.0.1 on a free port inside the Playwright worker. Being in
 * the same process is what lets a journey read captcha answers from the database.
 */
export class E2EServer {
  private constructor(
    readonly built: BuiltApp,
    readonly url: string,
    readonly dataDir: string,
  ) {}

  /** A server on the embedded defaults; `env` adds settings (e.g. ADMIN_EMAILS) a journey needs. */
  static async start(env: Record<string, string> = {}): Promise<E2EServer> {
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
      throw new Error(`The web app is not built (${WEB_DIST}/index.html is missing): run \`npm run build -w @framecast/web\` first`);
    }
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fc-e2e-'));
    // The run's migrated database (global-setup.ts), when the run made one.
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    // trustProxy lets the test's own API calls (user set-up) come from other addresses than the
    // browser, so set-up never counts towards the per-IP code and sign-in limits the journeys test.
    const config = loadConfig(
      { DATA_DIR: dataDir, LOG_LEVEL: 'warn', AUTH_RATE_LIMIT: '100000', HOST: '127.0.0.1', PORT: '0', ...env },
      { webDist: WEB_DIST, trustProxy: true },
    );
    const built = await buildApp(config);
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    const address = built.app.server.address();
    if (!address || typeof address === 'string') throw new Error('server did not report a port');
    return new E2EServer(built, `http://127.0.0.1:${address.port}`, dataDir);
  }

  get db() {
    return this.built.ctx.db;
  }

  async close(): Promise<void> {
    await this.built.app.close();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }

  // ---- the mailbox -------------------------------------------------------------------------------

  private mails(email: string): string[] {
    const dir = path.join(this.dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml') && f.toLowerCase().includes(email.toLowerCase()))
      .sort();
  }

  /** How many mails an address has received so far. */
  mailCount(email: string): number {
    return this.mails(email).length;
  }

  /**
   * The code in the newest mail to `email`, waiting until more than `before` mails have arrived
   * ("Your verification code is 123456").
   */
  async codeFor(email: string, before = 0): Promise<string> {
    await expect.poll(() => this.mailCount(email), { message: `a new mail to ${email}`, timeout: 15_000 }).toBeGreaterThan(before);
    const files = this.mails(email);
    const text = fs.readFileSync(path.join(this.dataDir, 'outbox', files.at(-1)!), 'utf8');
    const m = /verification code is (\d{6})/.exec(text);
    if (!m) throw new Error(`no code in the newest mail to ${email}`);
    return m[1]!;
  }

  /**
   * The newest mail to `email` as text, quoted-printable undone (links and all), waiting until more than
   * `before` mails have arrived.
   */
  async newestMail(email: string, before = 0): Promise<string> {
    await expect.poll(() => this.mailCount(email), { message: `a new mail to ${email}`, timeout: 15_000 }).toBeGreaterThan(before);
    const raw = fs.readFileSync(path.join(this.dataDir, 'outbox', this.mails(email).at(-1)!), 'utf8');
    return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  }

  // ---- the database ------------------------------------------------------------------------------

  /** The answer of a captcha the page was shown (read before it is used: using it deletes it). */
  async captchaAnswer(id: string): Promise<string> {
    const row = await this.db.selectFrom('captchas').select('answer').where('id', '=', id).executeTakeFirst();
    if (!row) throw new Error(`no captcha ${id} in the database`);
    return row.answer;
  }

  async userByEmail(email: string) {
    return this.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
  }

  /**
   * Changes a user's row as an operator's tool would, and drops what this server caches of them (their
   * sessions and info, a few seconds otherwise), so the next request reads the change.
   */
  async setUser(email: string, values: UserUpdate): Promise<void> {
    const user = await this.userByEmail(email);
    if (!user) throw new Error(`no user ${email} in the database`);
    await this.db.updateTable('users').set(values).where('id', '=', user.id).execute();
    this.built.ctx.sessions.forgetUser(user.id);
    this.built.ctx.userInfo.forget(user.id);
  }

  /** Puts a user on a plan for a month with its credits, as an operator would (adminSetPlan), without one. */
  async setPlan(email: string, plan: Plan, seats = 1): Promise<void> {
    const user = await this.userByEmail(email);
    if (!user) throw new Error(`no user ${email} in the database`);
    await setPlan(this.db, user.id, { plan, period: 'month', seats }, entitlements(plan).cycleCredits.month * seats);
    this.built.ctx.userInfo.forget(user.id);
  }

  async liveSessionCount(email: string): Promise<number> {
    const user = await this.userByEmail(email);
    if (!user) return 0;
    const rows = await this.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).where('revoked_at', 'is', null).execute();
    return rows.length;
  }

  // ---- the API, as another client would use it ------------------------------------------------------

  /** Calls the API over HTTP from a made-up client address (see trustProxy above). */
  async call<K extends CallName>(name: K, body?: RequestOf<K> | Record<string, unknown>, token?: string): Promise<ApiAnswer> {
    const def = calls[name];
    const ip = `10.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}.${crypto.randomInt(1, 255)}`;
    const headers: Record<string, string> = { 'x-forwarded-for': ip, accept: 'application/json' };
    if (token) headers.authorization = token;
    let url = `${this.url}${API_PREFIX}${def.path}`;
    let payload: string | undefined;
    if (def.method === 'GET') {
      const q = new URLSearchParams((body ?? {}) as Record<string, string>).toString();
      if (q) url += `?${q}`;
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body ?? {});
    }
    const res = await fetch(url, { method: def.method, headers, body: payload });
    const json = (await res.json()) as { code: number; msg: string; data: unknown };
    return { status: res.status, code: json.code, msg: json.msg, data: json.data };
  }

  private async ok<K extends CallName>(name: K, body?: RequestOf<K> | Record<string, unknown>, token?: string): Promise<any> {
    const r = await this.call(name, body, token);
    if (r.code !== 0) throw new Error(`${name}: ${r.code} ${r.msg}`);
    return r.data;
  }

  /**
   * An account made through the real code flow over the API (for journeys that are not about
   * signing up). By default it has also answered the questionnaire, so it lands on /home.
   */
  async createUser(opts: { email?: string; password?: string; questionnaire?: boolean } = {}): Promise<{ email: string; password: string; token: string }> {
    const email = opts.email ?? uniqueEmail('user');
    const password = opts.password ?? 'secret123';
    const before = this.mailCount(email);
    const sent = await this.ok('sendCode', { username: email, action: 'reg' });
    const code = await this.codeFor(email, before);
    const checked = await this.ok('checkCode', { ticket: sent.ticket, username: email, action: 'reg', code });
    const user = await this.ok('register', { action: 'reg', password: sha(password), ticket: checked.ticket, username: email });
    if (opts.questionnaire !== false) {
      await this.ok('questionnaire', { role: 'marketer', team_size: '1', goals: ['product_ads'], heard_from: 'search' }, user.token);
    }
    return { email, password, token: user.token as string };
  }
}

/**
 * Spec files get a server each; tests of one file share it. Playwright keeps a worker (and its
 * worker-scoped fixtures) across files, so the pool starts a new server when the file changes and
 * closes the previous one; the worker's teardown closes the last. A failed test restarts the worker,
 * and with it the file's server (a fresh database), which is why journeys set up their own users.
 */
class ServerPool {
  private current: { file: string; server: Promise<E2EServer> } | null = null;

  async forFile(file: string): Promise<E2EServer> {
    if (this.current?.file !== file) {
      await this.closeCurrent();
      this.current = { file, server: E2EServer.start() };
    }
    return this.current.server;
  }

  async closeCurrent(): Promise<void> {
    const previous = this.current;
    this.current = null;
    if (previous) await (await previous.server.catch(() => null))?.close();
  }
}

export const test = base.extend<{ server: E2EServer }, { servers: ServerPool }>({
  servers: [
    async ({}, use) => {
      const pool = new ServerPool();
      await use(pool);
      await pool.closeCurrent();
    },
    { scope: 'worker' },
  ],
  server: async ({ servers }, use, testInfo) => {
    await use(await servers.forFile(testInfo.file));
  },
  baseURL: async ({ server }, use) => {
    await use(server.url);
  },
});

export { expect };

/** A phone: 390x844, touch, a mobile user agent. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};

/** Where screenshot journeys (SHOTS=1) take their pictures: a desktop and a phone, in English and Chinese. */
export const SHOT_PASSES = [
  ['desktop', 'en', { viewport: { width: 1440, height: 900 } }],
  ['desktop', 'zh', { viewport: { width: 1440, height: 900 } }],
  ['phone', 'en', PHONE],
  ['phone', 'zh', PHONE],
] as const;

// ---- page helpers -----------------------------------------------------------------------------------

/** Resolves with the next answer of an API call made by the page (start it before the action). */
export const waitForCall = (page: Page, name: CallName): Promise<Response> => {
  const def = calls[name];
  return page.waitForResponse((r) => r.request().method() === def.method && new URL(r.url()).pathname === `${API_PREFIX}${def.path}`, { timeout: 30_000 });
};

/** The visible toast (Mantine notification) carrying exactly this text. */
export const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

const HOME_SECTIONS = {
  en: ['Create video', 'Avatar', 'More tools'],
  zh: ['创建视频', '数字人', '更多工具'],
} as const;

/** The home page of spec 000 §2.12: "create video, avatar, more tools", each with its tool cards. */
export async function expectHome(page: Page, lang: 'en' | 'zh' = 'en'): Promise<void> {
  await expect(page).toHaveURL(/\/home(\?.*)?$/);
  const [create, avatar, more] = HOME_SECTIONS[lang];
  const sections = [
    [page.getByTestId('home-create-video-section'), create],
    [page.getByTestId('home-avatar-section'), avatar],
    [page.getByTestId('home-more-tools-section'), more],
  ] as const;
  for (const [section, title] of sections) {
    await expect(section.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(section.locator('a[data-testid^="tool-"]').first()).toBeVisible();
  }
}

/** Signs up through the screens (emailed code, password, questionnaire) and lands on /home. */
export async function signUpInUi(page: Page, server: E2EServer, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByTestId('code-email').fill(email);
  await page.getByTestId('send-code-button').click();
  await page.getByTestId('code-input').fill(await server.codeFor(email));
  await page.getByTestId('code-next').click();
  await page.getByTestId('set-password').fill(password);
  await page.getByTestId('set-password-confirm').fill(password);
  await page.getByTestId('set-password-submit').click();
  await expect(page).toHaveURL(/\/questionnaire$/);
  const form = page.getByTestId('questionnaire');
  await form.getByRole('group', { name: 'What best describes your role?' }).getByRole('radio', { name: 'Content creator' }).click();
  await form.getByRole('group', { name: 'How many people are on your team?' }).getByRole('radio', { name: '2-10' }).click();
  await form.getByRole('group', { name: 'What do you want to make?' }).getByRole('checkbox', { name: 'Product ads' }).click();
  await form.getByRole('group', { name: 'How did you hear about us?' }).getByRole('radio', { name: 'A friend or colleague' }).click();
  await page.getByTestId('questionnaire-submit').click();
  await expect(page).toHaveURL(/\/home/);
}

/** Signs in on the sign-in screen currently shown. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Screenshot into screenshots-out/ (gitignored), named `<name>.png`, when SHOTS is set: the whole page
 * by default, or just the viewport (for open menus and fixed panels, which a full-page picture distorts).
 */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKE_SHOTS) return;
  // Let the navigation progress bar finish and fonts load, so the picture shows the settled page.
  await expect(page.locator('html')).not.toHaveClass(/nprogress-busy/);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage, animations: 'disabled' });
}

/**
 * Picks a look on the Avatar Video page by searching its name (the default view shows a random sample).
 * Generous waits: on a loaded CI machine this page has been seen to answer slowly.
 */
export async function chooseLook(page: Page, id = 'maya/support', name = 'Maya'): Promise<void> {
  const search = page.getByTestId('avatar-search');
  await expect(search).toBeVisible({ timeout: 60_000 });
  await search.fill(name, { timeout: 60_000 });
  const look = page.getByTestId(`avatar-look-${id}`);
  await look.scrollIntoViewIfNeeded({ timeout: 60_000 });
  await look.click({ timeout: 60_000 });
}
