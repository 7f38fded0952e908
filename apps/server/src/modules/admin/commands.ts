import {
  AdminBanRequest,
  AdminCouponCreateRequest,
  AdminCouponDisableRequest,
  AdminCreditsRequest,
  AdminOrdersRequest,
  AdminRefundRequest,
  AdminSetPlanRequest,
  type AdminUser,
  AdminUserFindRequest,
  type Coupon,
  type Currency,
  ErrorCode,
  formatMoney,
  type Goods,
  AdminGoodsSaveRequest,
  MINOR_PER_MAJOR,
  Plan,
  planName,
} from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { parseInput } from '../../platform/http/validation.js';
import { findUserByEmail, searchUsers } from '../users/service.js';
import * as admin from './service.js';

/**
 * `npm run admin -- <command>`: the operator's commands, one dispatcher for both ways the CLI reaches the
 * data — its own database connection (server stopped, or DATABASE_URL), or the running server's loopback
 * route (cli-route.ts) when the server holds the embedded database. Arguments are checked with the same
 * contract schemas as the /operator page's calls; every change is recorded with the operator 'cli'.
 */

export const CLI_OPERATOR = 'cli';

type UserView = z.infer<typeof AdminUser>;
type OrderView = {
  order_sn: string;
  email: string;
  goods_sn: string;
  amount: number;
  currency: Currency;
  status: string;
  created_at: string;
  refunded_amount: number;
  remain_amount: number;
};

/** What a command answers; the CLI prints it (formatOutput) or, with --json, prints it as it is. */
export type CommandOutput =
  | { kind: 'help'; text: string }
  | { kind: 'users'; items: UserView[] }
  | { kind: 'user'; action: string; user: UserView }
  | { kind: 'coupons'; items: Coupon[] }
  | { kind: 'coupon'; action: string; coupon: Coupon }
  | { kind: 'goods-list'; items: Goods[] }
  | { kind: 'goods'; action: string; goods: Goods }
  | { kind: 'orders'; items: OrderView[]; total: number; page: number; page_size: number }
  | { kind: 'refund'; order_sn: string; refunded_amount: number; credits_reversed: number };

export const HELP = `Framecast operator commands: npm run admin -- <command> [--json]

  find <text>                                   Users whose email, id or name contains <text>
  plan <email|id> <plan> <month|year> [--until <ISO date>] [--seats N]
                                                Put a user on a plan (${Object.keys(Plan).join(', ').toLowerCase()})
  credits <email|id> <+N|-N> --reason "<text>" [--api]
                                                Grant (+) or take (-) credits (--api: API credits)
  ban <email|id> --reason "<text>"              Suspend an account (it is signed out)
  unban <email|id> [--reason "<text>"]          Lift a suspension
  coupon create <CODE> --percent N | --amount N --currency USD [--goods sn,sn] [--expires <ISO date>] [--max-uses N] [--per-user N]
                                                Create a coupon (--amount in major units: 9.90)
  coupon list                                   Every coupon and its uses
  coupon disable <CODE> | coupon enable <CODE>  Stop (or resume) a coupon
  goods list                                    Every plan and package, inactive ones too
  goods set <goods_sn> [--price N] [--name "<text>"] [--active true|false]
                                                Edit goods (--price in major units: 29.90)
  orders [<email|id>] [--page N]                Orders, newest first
  refund <order_sn> --reason "<text>"           Refund the unused part of a paid order
  help                                          This list

  --json prints the answer as JSON. Changes are recorded with the operator "cli".
  With the server stopped (or DATABASE_URL set) the CLI opens the database itself; while a server holds the
  embedded database it asks that server, over 127.0.0.1, with the key it wrote to DATA_DIR/admin-cli.key.`;

type FlagKind = 'string' | 'boolean';
interface Parsed {
  positional: string[];
  flags: Record<string, string | true>;
}
interface Spec {
  usage: string;
  /** Required positional arguments, then optional ones. */
  positional: [number, number];
  flags?: Record<string, FlagKind>;
  /** Schema field → what the operator typed, for messages. */
  labels?: Record<string, string>;
  run(ctx: AppContext, a: Parsed): Promise<CommandOutput>;
}

function fail(message: string, usage?: string): never {
  throw new AppError(ErrorCode.VALIDATION, usage ? `${message}\nUsage: ${usage}` : message);
}

/** The contract schema's check, with its field names told as the CLI's arguments. */
function check<S extends z.ZodType>(schema: S, input: unknown, spec: Spec): z.output<S> {
  try {
    return parseInput(schema, input);
  } catch (err) {
    if (!(err instanceof AppError) || !err.data?.fields) throw err;
    const fields: Record<string, string> = {};
    for (const [key, message] of Object.entries(err.data.fields)) {
      const label = spec.labels?.[key] ?? key;
      fields[label] = `${label}: ${message.startsWith(`${key}: `) ? message.slice(key.length + 2) : message}`;
    }
    const first = Object.values(fields)[0] ?? err.message;
    throw new AppError(ErrorCode.VALIDATION, `${first}\nUsage: ${spec.usage}`, { fields });
  }
}

/** `--name value`, `--name=value` and bare `--flag`; anything else (a negative number too) is positional. */
function parseArgs(args: readonly string[], spec: Spec): Parsed {
  const flags: Record<string, string | true> = {};
  const positional: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--') || arg === '--') {
      if (arg !== '--') positional.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq < 0 ? undefined : eq);
    const kind = spec.flags?.[name];
    if (!kind) fail(`Unknown option --${name}.`, spec.usage);
    if (kind === 'boolean') {
      if (eq >= 0) fail(`--${name} takes no value.`, spec.usage);
      flags[name] = true;
      continue;
    }
    const value = eq >= 0 ? arg.slice(eq + 1) : args[++i];
    if (value === undefined) fail(`--${name} needs a value.`, spec.usage);
    flags[name] = value!;
  }
  const [min, max] = spec.positional;
  if (positional.length < min) fail('Missing arguments.', spec.usage);
  if (positional.length > max) fail(`Unexpected argument "${positional[max]}".`, spec.usage);
  return { positional, flags };
}

const str = (a: Parsed, name: string): string | undefined => (typeof a.flags[name] === 'string' ? (a.flags[name] as string) : undefined);

/** A date (end of that day, UTC) or a full ISO date-time as the API takes it; anything else is left for the schema to refuse. */
function isoDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return `${text}T23:59:59.000Z`;
  const d = new Date(text);
  return /^\d{4}-\d{2}-\d{2}T/.test(text) && !Number.isNaN(d.getTime()) ? d.toISOString() : text;
}

/** Major units typed by a person (29.9) as minor units (2990); not a number is left for the schema to refuse. */
function minor(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  return text.trim() !== '' && Number.isFinite(n) ? Math.round(n * MINOR_PER_MAJOR) : text;
}

function yesNo(text: string | undefined, name: string, usage: string): boolean | undefined {
  if (text === undefined) return undefined;
  if (/^(true|yes|on|1)$/i.test(text)) return true;
  if (/^(false|no|off|0)$/i.test(text)) return false;
  return fail(`--${name} is true or false.`, usage);
}

function planOf(text: string, usage: string): Plan {
  const byName = Object.entries(Plan).find(([name]) => name.toLowerCase() === text.toLowerCase());
  if (byName) return byName[1];
  const byValue = Object.values(Plan).find((v) => String(v) === text);
  if (byValue !== undefined) return byValue;
  return fail(`Unknown plan "${text}": one of ${Object.keys(Plan).join(', ').toLowerCase()}.`, usage);
}

/** An account by its id, its email or its show id (what `find` lists); never a guest. */
async function userIdOf(ctx: AppContext, text: string): Promise<string> {
  const t = text.trim();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(t)) return t.toLowerCase();
  const user = t.includes('@') ? await findUserByEmail(ctx.db, t.toLowerCase()) : (await searchUsers(ctx.db, t, 20)).find((u) => u.show_id === t);
  if (!user || user.status === 'guest') throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, `No account "${t}" (give an email or an id; \`find ${t}\` searches).`);
  return user.id;
}

const SPECS: Record<string, Spec> = {
  help: { usage: 'help', positional: [0, 1], run: async () => ({ kind: 'help', text: HELP }) },
  find: {
    usage: 'find <text>',
    positional: [1, 1],
    labels: { q: '<text>' },
    async run(ctx, a) {
      const input = check(AdminUserFindRequest, { q: a.positional[0] }, this);
      return { kind: 'users', items: (await admin.findUsers(ctx.db, input.q)).items };
    },
  },
  plan: {
    usage: 'plan <email|id> <plan> <month|year> [--until <ISO date>] [--seats N]',
    positional: [3, 3],
    flags: { until: 'string', seats: 'string' },
    labels: { user_id: '<email|id>', plan: '<plan>', period: '<month|year>', ends_at: '--until', seats: '--seats' },
    async run(ctx, a) {
      const [who, plan, period] = a.positional as [string, string, string];
      const input = check(
        AdminSetPlanRequest,
        { user_id: await userIdOf(ctx, who), plan: planOf(plan, this.usage), period, ends_at: isoDate(str(a, 'until')), seats: str(a, 'seats') },
        this,
      );
      return { kind: 'user', action: `Plan set to ${planName(input.plan)} (${input.period})`, user: await admin.setUserPlan(ctx.db, CLI_OPERATOR, input) };
    },
  },
  credits: {
    usage: 'credits <email|id> <+N|-N> --reason "<text>" [--api]',
    positional: [2, 2],
    flags: { reason: 'string', api: 'boolean' },
    labels: { user_id: '<email|id>', amount: '<+N|-N>', reason: '--reason' },
    async run(ctx, a) {
      const [who, amount] = a.positional as [string, string];
      if (!/^[+-]?\d+$/.test(amount)) fail(`"${amount}" is not a whole number of credits (+N grants, -N takes).`, this.usage);
      const input = check(
        AdminCreditsRequest,
        { user_id: await userIdOf(ctx, who), balance: a.flags.api ? 'api_credits' : 'credits', amount, reason: str(a, 'reason') ?? '' },
        this,
      );
      const what = `${Math.abs(input.amount)} ${input.balance === 'api_credits' ? 'API credits' : 'credits'}`;
      return { kind: 'user', action: input.amount > 0 ? `Granted ${what}` : `Took ${what}`, user: await admin.grantCredits(ctx.db, CLI_OPERATOR, input) };
    },
  },
  ban: {
    usage: 'ban <email|id> --reason "<text>"',
    positional: [1, 1],
    flags: { reason: 'string' },
    labels: { user_id: '<email|id>', reason: '--reason' },
    async run(ctx, a) {
      const reason = str(a, 'reason');
      if (!reason?.trim()) fail('Say why with --reason "<text>".', this.usage);
      const input = check(AdminBanRequest, { user_id: await userIdOf(ctx, a.positional[0]!), banned: true, reason }, this);
      return { kind: 'user', action: 'Banned', user: await admin.setBanned(ctx, CLI_OPERATOR, input) };
    },
  },
  unban: {
    usage: 'unban <email|id> [--reason "<text>"]',
    positional: [1, 1],
    flags: { reason: 'string' },
    labels: { user_id: '<email|id>', reason: '--reason' },
    async run(ctx, a) {
      const input = check(AdminBanRequest, { user_id: await userIdOf(ctx, a.positional[0]!), banned: false, reason: str(a, 'reason') }, this);
      return { kind: 'user', action: 'Unbanned', user: await admin.setBanned(ctx, CLI_OPERATOR, input) };
    },
  },
  'coupon create': {
    usage: 'coupon create <CODE> --percent N | --amount N --currency USD [--goods sn,sn] [--expires <ISO date>] [--max-uses N] [--per-user N]',
    positional: [1, 1],
    flags: { percent: 'string', amount: 'string', currency: 'string', goods: 'string', expires: 'string', 'max-uses': 'string', 'per-user': 'string' },
    labels: {
      id: '<CODE>',
      kind: '--percent/--amount',
      value: '--percent/--amount',
      currency: '--currency',
      goods_sns: '--goods',
      expires_at: '--expires',
      max_uses: '--max-uses',
      per_user: '--per-user',
    },
    async run(ctx, a) {
      const percent = str(a, 'percent');
      const amount = str(a, 'amount');
      if ((percent === undefined) === (amount === undefined)) fail('Give either --percent N or --amount N --currency <USD|CNY>.', this.usage);
      if (percent !== undefined && str(a, 'currency')) fail('--currency goes with --amount, not --percent.', this.usage);
      const input = check(
        AdminCouponCreateRequest,
        {
          id: a.positional[0],
          kind: percent !== undefined ? 'percent' : 'amount',
          value: percent ?? minor(amount),
          currency: str(a, 'currency')?.toUpperCase(),
          goods_sns: (str(a, 'goods') ?? '')
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean),
          expires_at: isoDate(str(a, 'expires')),
          max_uses: str(a, 'max-uses'),
          per_user: str(a, 'per-user'),
        },
        this,
      );
      return { kind: 'coupon', action: 'Created', coupon: await admin.createCoupon(ctx.db, input) };
    },
  },
  'coupon list': { usage: 'coupon list', positional: [0, 0], run: async (ctx) => ({ kind: 'coupons', items: (await admin.listCoupons(ctx.db)).items }) },
  'coupon disable': {
    usage: 'coupon disable <CODE>',
    positional: [1, 1],
    labels: { id: '<CODE>' },
    async run(ctx, a) {
      const input = check(AdminCouponDisableRequest, { id: a.positional[0]!.trim().toUpperCase(), disabled: true }, this);
      return { kind: 'coupon', action: 'Disabled', coupon: await admin.setCouponDisabled(ctx.db, input.id, input.disabled) };
    },
  },
  'coupon enable': {
    usage: 'coupon enable <CODE>',
    positional: [1, 1],
    labels: { id: '<CODE>' },
    async run(ctx, a) {
      const input = check(AdminCouponDisableRequest, { id: a.positional[0]!.trim().toUpperCase(), disabled: false }, this);
      return { kind: 'coupon', action: 'Enabled', coupon: await admin.setCouponDisabled(ctx.db, input.id, input.disabled) };
    },
  },
  'goods list': {
    usage: 'goods list',
    positional: [0, 0],
    run: async (ctx) => ({ kind: 'goods-list', items: (await admin.listGoods(ctx.db, {}, false)).goods_list }),
  },
  'goods set': {
    usage: 'goods set <goods_sn> [--price N] [--name "<text>"] [--active true|false]',
    positional: [1, 1],
    flags: { price: 'string', name: 'string', active: 'string' },
    labels: { goods_sn: '<goods_sn>', goods_name: '--name', sell_price: '--price', active: '--active' },
    async run(ctx, a) {
      const sn = a.positional[0]!.trim();
      const current = (await admin.listGoods(ctx.db, {}, false)).goods_list.find((g) => g.goods_sn === sn);
      if (!current) throw new AppError(ErrorCode.GOODS_NOT_FOUND, `No goods "${sn}" (\`goods list\` shows them).`);
      if (!str(a, 'price') && !str(a, 'name') && !str(a, 'active')) fail('Nothing to change: give --price, --name or --active.', this.usage);
      const input = check(
        AdminGoodsSaveRequest,
        {
          goods_sn: sn,
          goods_name: str(a, 'name') ?? current.goods_name,
          sell_price: minor(str(a, 'price')) ?? current.sell_price,
          active: yesNo(str(a, 'active'), 'active', this.usage) ?? current.active,
        },
        this,
      );
      return { kind: 'goods', action: 'Saved', goods: await admin.saveGoods(ctx.db, input) };
    },
  },
  orders: {
    usage: 'orders [<email|id>] [--page N]',
    positional: [0, 1],
    flags: { page: 'string' },
    labels: { user_id: '<email|id>', page: '--page' },
    async run(ctx, a) {
      const who = a.positional[0];
      const input = check(AdminOrdersRequest, { user_id: who ? await userIdOf(ctx, who) : undefined, page: str(a, 'page') }, this);
      return { kind: 'orders', ...(await admin.orders(ctx.db, input)), page: input.page, page_size: input.page_size };
    },
  },
  refund: {
    usage: 'refund <order_sn> --reason "<text>"',
    positional: [1, 1],
    flags: { reason: 'string' },
    labels: { order_sn: '<order_sn>', reason: '--reason' },
    async run(ctx, a) {
      const input = check(AdminRefundRequest, { order_sn: a.positional[0], reason: str(a, 'reason') ?? '' }, this);
      return { kind: 'refund', ...(await admin.refund(ctx, CLI_OPERATOR, input)) };
    },
  },
};

const GROUPS = ['coupon', 'goods'];

/** `coupon create X` → command 'coupon create', args ['X']; `plan a b c` → 'plan', ['a', 'b', 'c']. */
export function splitCommand(argv: readonly string[]): { command: string; args: string[] } {
  const [first = 'help', second, ...rest] = argv;
  if (GROUPS.includes(first) && second !== undefined && !second.startsWith('--')) return { command: `${first} ${second}`, args: rest };
  return { command: first, args: argv.slice(1) };
}

function specOf(command: string): Spec {
  const spec = Object.hasOwn(SPECS, command) ? SPECS[command] : undefined;
  if (spec) return spec;
  const group = GROUPS.find((g) => command === g || command.startsWith(`${g} `));
  const known = Object.keys(SPECS).filter((k) => (group ? k.startsWith(`${group} `) : !k.includes(' ')));
  return fail(`Unknown command "${command}". ${group ? `Try: ${known.join(', ')}.` : 'Run `npm run admin -- help` for the list.'}`);
}

/** The command's name, options and count of arguments, checked before any database is opened. */
export function checkCommand(command: string, args: readonly string[]): void {
  parseArgs(args, specOf(command));
}

/** Runs one command; refusals are AppErrors (a usage mistake is 40001 with the usage line). */
export async function runCommand(ctx: AppContext, command: string, args: readonly string[]): Promise<CommandOutput> {
  const spec = specOf(command);
  return spec.run(ctx, parseArgs(args, spec));
}

/* ---------- printing ---------- */

/** Columns a terminal gives the text: CJK and full-width characters take two. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;
const columns = (text: string) => [...text].reduce((n, ch) => n + (WIDE.test(ch) ? 2 : 1), 0);

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(columns(h), ...rows.map((r) => columns(r[i] ?? ''))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i]! - columns(c))))
      .join('  ')
      .trimEnd();
  return [line(head), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '-');
const money = (minorUnits: number, currency: string | null) =>
  currency === 'USD' || currency === 'CNY' ? formatMoney(minorUnits, currency) : (minorUnits / MINOR_PER_MAJOR).toFixed(2);
const planText = (u: UserView) => `${planName(u.actual_plan)}${u.period ? ` (${u.period})` : ''}`;

function userBlock(u: UserView): string {
  return [
    `  ${u.email}  ${u.id}`,
    `  status:   ${u.status}`,
    `  plan:     ${planText(u)}${u.current_period_end ? ` until ${day(u.current_period_end)}` : ''}`,
    `  credits:  ${u.credits_balance}   API credits: ${u.api_credits_balance}   lip-sync: ${Math.floor(u.lip_sync_duration / 60)} min`,
  ].join('\n');
}

const couponValue = (c: Coupon) => (c.kind === 'percent' ? `${c.value}%` : money(c.value, c.currency));
const couponRow = (c: Coupon) => [
  c.id,
  couponValue(c),
  c.goods_sns.length ? c.goods_sns.join(',') : 'all',
  day(c.expires_at),
  `${c.used}/${c.max_uses ?? '∞'}`,
  String(c.per_user),
  c.disabled ? 'disabled' : 'active',
];
const COUPON_HEAD = ['CODE', 'OFF', 'GOODS', 'EXPIRES', 'USED', 'PER USER', 'STATE'];
const goodsRow = (g: Goods) => [
  g.goods_sn,
  g.goods_name,
  money(g.sell_price, g.currency),
  g.period ?? '-',
  String(g.privileges.credit),
  String(g.privileges.api_credit),
  g.active ? 'yes' : 'no',
];
const GOODS_HEAD = ['GOODS_SN', 'NAME', 'PRICE', 'PERIOD', 'CREDITS', 'API', 'ACTIVE'];

/** An answer as lines for a person. */
export function formatOutput(out: CommandOutput): string {
  switch (out.kind) {
    case 'help':
      return out.text;
    case 'users':
      if (!out.items.length) return 'No users found.';
      return table(
        ['EMAIL', 'ID', 'STATUS', 'PLAN', 'UNTIL', 'CREDITS', 'API'],
        out.items.map((u) => [u.email, u.id, u.status, planText(u), day(u.current_period_end), String(u.credits_balance), String(u.api_credits_balance)]),
      );
    case 'user':
      return `${out.action}:\n${userBlock(out.user)}`;
    case 'coupons':
      return out.items.length ? table(COUPON_HEAD, out.items.map(couponRow)) : 'No coupons.';
    case 'coupon':
      return `${out.action}:\n${table(COUPON_HEAD, [couponRow(out.coupon)])}`;
    case 'goods-list':
      return out.items.length ? table(GOODS_HEAD, out.items.map(goodsRow)) : 'No goods.';
    case 'goods':
      return `${out.action}:\n${table(GOODS_HEAD, [goodsRow(out.goods)])}`;
    case 'orders': {
      if (!out.items.length) return out.total ? `No orders on page ${out.page} (${out.total} in all).` : 'No orders.';
      const rows = out.items.map((o) => [
        o.order_sn,
        o.email,
        o.goods_sn,
        money(o.amount, o.currency),
        o.status,
        day(o.created_at),
        money(o.refunded_amount, o.currency),
        money(o.remain_amount, o.currency),
      ]);
      const from = (out.page - 1) * out.page_size + 1;
      return `${table(['ORDER_SN', 'EMAIL', 'GOODS', 'AMOUNT', 'STATUS', 'CREATED', 'REFUNDED', 'REFUNDABLE'], rows)}\n${from}-${from + out.items.length - 1} of ${out.total}`;
    }
    case 'refund':
      return `Refunded order ${out.order_sn}: ${money(out.refunded_amount, null)} back, ${out.credits_reversed} credits reversed.`;
  }
}
