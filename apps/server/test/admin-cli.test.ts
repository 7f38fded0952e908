import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, Plan } from '@framecast/contract';
import { adminCliFiles } from '../src/modules/admin/cli-route.js';
import { formatOutput, runCommand, splitCommand } from '../src/modules/admin/commands.js';
import { AppError } from '../src/platform/http/errors.js';
import { createUser, startTestApp, type TestApp } from './helper.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** What `npm run admin -- …` runs, as its own process on a data directory. */
function cli(dataDir: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return new Promise((resolve) => {
    // Compiling the CLI and opening the embedded database takes seconds alone, far longer beside a busy run.
    execFile(process.execPath, ['--import', 'tsx', 'apps/server/src/admin-cli.ts', ...args], { cwd: ROOT, env, timeout: 120_000 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr: err?.killed ? `${stderr}(killed: took over 120 s)` : stderr }),
    );
  });
}

/** A command as the operator types it, through the dispatcher. */
const run = (t: TestApp, line: string[]) => {
  const { command, args } = splitCommand(line);
  return runCommand(t.ctx, command, args);
};
const refusal = async (p: Promise<unknown>): Promise<AppError> => {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
};
const actionsOf = (t: TestApp) => t.ctx.db.selectFrom('operator_actions').select(['operator', 'action']).orderBy('created_at').execute();

describe('admin CLI', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('pglite', { inProcessWorker: false });
    token = await createUser(t, 'ann@example.com');
  });
  let stopped = false;
  afterAll(async () => {
    if (!stopped) await t.app.close();
    fs.rmSync(t.dataDir, { recursive: true, force: true });
  });

  it('sets a plan by email, until a date, and records the operator "cli"', async () => {
    const out = await run(t, ['plan', 'ANN@example.com', 'creator', 'year', '--until', '2031-01-31']);
    expect(out.kind).toBe('user');
    if (out.kind !== 'user') return;
    expect(out.user.actual_plan).toBe(Plan.Creator);
    expect(out.user.period).toBe('year');
    expect(out.user.current_period_end).toBe('2031-01-31T23:59:59.000Z');
    expect(formatOutput(out)).toContain('Plan set to Creator (year)');
    expect(await actionsOf(t)).toContainEqual({ operator: 'cli', action: 'plan.set' });

    const bad = await refusal(run(t, ['plan', 'ann@example.com', 'gold', 'year']));
    expect(bad.code).toBe(ErrorCode.VALIDATION);
    expect(bad.message).toMatch(/Unknown plan "gold"/);
    expect((await refusal(run(t, ['plan', 'ann@example.com', 'team', 'week']))).message).toMatch(/^<month\|year>:/);
    expect((await refusal(run(t, ['plan', 'nobody@example.com', 'team', 'month']))).code).toBe(ErrorCode.ACCOUNT_NOT_FOUND);
  });

  it('grants and takes credits with a reason, API credits with --api', async () => {
    const before = await run(t, ['find', 'ann@']);
    if (before.kind !== 'users') throw new Error(before.kind);
    const start = before.items[0]!.credits_balance;
    const startApi = before.items[0]!.api_credits_balance;
    const id = before.items[0]!.id;
    const granted = await run(t, ['credits', id, '+25', '--reason', 'goodwill']);
    expect(granted.kind === 'user' && granted.user.credits_balance).toBe(start + 25);
    const taken = await run(t, ['credits', 'ann@example.com', '-5', '--reason=correction']);
    expect(taken.kind === 'user' && taken.user.credits_balance).toBe(start + 20);
    const api = await run(t, ['credits', 'ann@example.com', '+3', '--api', '--reason', 'api trial']);
    expect(api.kind === 'user' && api.user.api_credits_balance).toBe(startApi + 3);

    expect((await refusal(run(t, ['credits', 'ann@example.com', '+5']))).message).toMatch(/^--reason: Say why/);
    expect((await refusal(run(t, ['credits', 'ann@example.com', 'lots', '--reason', 'why not']))).message).toMatch(/not a whole number/);
    expect((await refusal(run(t, ['credits', 'ann@example.com', '+5', '--reason', 'x', '--bonus']))).message).toMatch(/Unknown option --bonus/);
  });

  it('bans (the session stops working) and unbans', async () => {
    expect((await refusal(run(t, ['ban', 'ann@example.com']))).message).toMatch(/--reason/);
    const banned = await run(t, ['ban', 'ann@example.com', '--reason', 'spam']);
    expect(banned.kind === 'user' && banned.user.status).toBe('banned');
    expect((await t.call('userInfo', {}, token)).code).toBe(ErrorCode.BANNED);
    const back = await run(t, ['unban', 'ann@example.com']);
    expect(back.kind === 'user' && back.user.status).toBe('active');
    expect((await t.call('userInfo', {}, token)).code).toBe(0);
    expect((await actionsOf(t)).filter((a) => a.operator === 'cli').map((a) => a.action)).toEqual(expect.arrayContaining(['user.ban', 'user.unban']));
  });

  it('creates, lists and disables coupons, checked by the contract schema', async () => {
    const made = await run(t, ['coupon', 'create', 'spring-25', '--percent', '25', '--goods', 'creator-year-usd,team-year-usd', '--max-uses', '10']);
    expect(made.kind === 'coupon' && made.coupon).toMatchObject({
      id: 'SPRING-25',
      kind: 'percent',
      value: 25,
      goods_sns: ['creator-year-usd', 'team-year-usd'],
      max_uses: 10,
    });
    const amount = await run(t, ['coupon', 'create', 'FIVE', '--amount', '4.99', '--currency', 'usd', '--expires', '2031-06-30']);
    expect(amount.kind === 'coupon' && amount.coupon).toMatchObject({ kind: 'amount', value: 499, currency: 'USD', expires_at: '2031-06-30T23:59:59.000Z' });

    expect((await refusal(run(t, ['coupon', 'create', 'NOCUR', '--amount', '5']))).message).toMatch(/^--currency: An amount coupon needs a currency/);
    expect((await refusal(run(t, ['coupon', 'create', 'BIG', '--percent', '150']))).message).toMatch(/at most 100/);
    expect((await refusal(run(t, ['coupon', 'create', 'BOTH', '--percent', '5', '--amount', '5']))).message).toMatch(/either --percent/);
    expect((await refusal(run(t, ['coupon', 'create', 'SPRING-25', '--percent', '5']))).message).toMatch(/exists/);

    const disabled = await run(t, ['coupon', 'disable', 'spring-25']);
    expect(disabled.kind === 'coupon' && disabled.coupon.disabled).toBe(true);
    const list = await run(t, ['coupon', 'list']);
    expect(list.kind === 'coupons' && list.items.map((c) => [c.id, c.disabled])).toEqual(
      expect.arrayContaining([
        ['SPRING-25', true],
        ['FIVE', false],
      ]),
    );
    expect(formatOutput(list)).toMatch(/SPRING-25\s+25%\s+creator-year-usd,team-year-usd\s+-\s+0\/10\s+1\s+disabled/);
    expect((await refusal(run(t, ['coupon', 'disable', 'NOPE']))).code).toBe(ErrorCode.COUPON_NOT_FOUND);
    expect((await refusal(run(t, ['coupon', 'rename', 'X']))).message).toMatch(/Try: coupon create, coupon list/);
  });

  it('edits goods and keeps what is not given', async () => {
    const saved = await run(t, ['goods', 'set', 'credits-10-usd', '--price', '17.5', '--active', 'false']);
    expect(saved.kind === 'goods' && saved.goods).toMatchObject({ goods_sn: 'credits-10-usd', goods_name: '10 credits', sell_price: 1750, active: false });
    const list = await run(t, ['goods', 'list']);
    expect(list.kind === 'goods-list' && list.items.find((g) => g.goods_sn === 'credits-10-usd')?.active).toBe(false);
    expect((await refusal(run(t, ['goods', 'set', 'credits-10-usd', '--price', '-1']))).message).toMatch(/^--price: A price cannot be negative/);
    expect((await refusal(run(t, ['goods', 'set', 'nope', '--price', '1']))).code).toBe(ErrorCode.GOODS_NOT_FOUND);
    await run(t, ['goods', 'set', 'credits-10-usd', '--active', 'yes']);
  });

  it('refuses to refund an unknown order and an unpaid one', async () => {
    expect((await refusal(run(t, ['refund', 'nope', '--reason', 'asked for it']))).code).toBe(ErrorCode.ORDER_NOT_FOUND);
    expect((await refusal(run(t, ['refund', 'nope']))).message).toMatch(/^--reason: Say why/);
    expect((await t.call('billingInfoSave', { first_name: 'Ann', email: 'ann@example.com', country: 'GB' }, token)).code).toBe(0);
    const order = await t.call('orderSubmit', { goods_sn: 'credits-50-usd' }, token);
    expect(order.code).toBe(0);
    expect((await refusal(run(t, ['refund', order.data.order_sn, '--reason', 'asked for it']))).code).toBe(ErrorCode.NOT_REFUNDABLE);
    const orders = await run(t, ['orders', 'ann@example.com']);
    expect(orders.kind === 'orders' && orders.items.map((o) => [o.order_sn, o.status])).toEqual([[order.data.order_sn, 'pending']]);
    expect(formatOutput(orders)).toContain('1-1 of 1');
  });

  it('answers the loopback route only from this machine, with the key', async () => {
    const send = (headers: Record<string, string>, remoteAddress = '127.0.0.1') =>
      t.app.inject({ method: 'POST', url: '/api/admin/cli', headers, remoteAddress, payload: { command: 'coupon', args: ['list'] } });
    // Not listening: no key was written, so nothing is let in.
    expect((await send({ 'x-admin-cli-key': 'x' })).json().code).toBe(ErrorCode.FORBIDDEN);
    expect((await send({ 'x-admin-cli-key': 'x' }, '10.0.0.7')).json().code).toBe(ErrorCode.NOT_FOUND);
    expect((await send({ 'x-admin-cli-key': 'x', 'x-forwarded-for': '203.0.113.9' })).json().code).toBe(ErrorCode.NOT_FOUND);
  });

  it('asks the running server when it holds the embedded database', async () => {
    await createUser(t, 'cy@example.com');
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Written by the route's onListen hook, as `npm start` does once it listens.
    const files = adminCliFiles(t.dataDir);
    for (let i = 0; i < 50 && !fs.existsSync(files.port); i++) await new Promise((r) => setTimeout(r, 20));
    expect(Number(fs.readFileSync(files.port, 'utf8'))).toBe((t.app.server.address() as { port: number }).port);
    expect(fs.statSync(files.key).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(files.key, 'utf8')).toMatch(/^[0-9a-f]{64}$/);

    const res = await cli(t.dataDir, ['credits', 'cy@example.com', '+4', '--reason', 'while running', '--json']);
    expect(res.stderr).toBe('');
    expect(res.code).toBe(0);
    const out = JSON.parse(res.stdout);
    expect(out.kind).toBe('user');
    expect(out.user.email).toBe('cy@example.com');
    const found = await runCommand(t.ctx, 'find', ['cy@example.com']);
    expect(found.kind === 'users' && found.items[0]!.credits_balance).toBe(out.user.credits_balance);
    expect(
      (await t.ctx.db.selectFrom('operator_actions').select('operator').where('target_user_id', '=', out.user.id).execute()).map((a) => a.operator),
    ).toEqual(['cli']);
  }, 300_000);

  it('opens the database itself once the server has stopped, and exits 1 on a mistake', async () => {
    stopped = true;
    await t.app.close(); // Its lock on the directory and its port and key files go.
    expect(fs.existsSync(path.join(t.dataDir, 'admin-cli.port'))).toBe(false);
    const granted = await cli(t.dataDir, ['credits', 'cy@example.com', '+7', '--reason', 'from the cli']);
    expect(granted.stderr).toBe('');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toMatch(/^Granted 7 credits:\n {2}cy@example.com/);
    const wrong = await cli(t.dataDir, ['credits', 'cy@example.com', '+7', '--oops']);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Error: Unknown option --oops\.\nUsage: credits/);
  }, 300_000);
});
