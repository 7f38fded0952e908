import { Plan } from './enums.js';

/**
 * The money side of spec 001 §6 and §9 as data: plans, what each grants per cycle, prices (integer minor
 * units with a currency), and the goods a server starts with. Zod-free, so the pricing drawer reads it
 * without the schemas. The operator may edit goods later; these are the seeds and the fallbacks.
 */

export type Currency = 'USD' | 'CNY';
export const CURRENCIES: readonly Currency[] = ['USD', 'CNY'];
export type Period = 'month' | 'year';

/** goods_type of spec 001 §3: 1 a plan, 2 additional credits, 3 an API plan, 4 a lip-sync package. */
export const GoodsType = { plan: 1, credits: 2, api: 3, lipSync: 4 } as const;
export type GoodsType = (typeof GoodsType)[keyof typeof GoodsType];

/** pay_type of order submit: 7 a recurring subscription, 1 a one-off payment. */
export const PayType = { recurring: 7, once: 1 } as const;

/** Payment platforms of spec 001 §9, and ours: the built-in sandbox. */
export const PAY_PLATFORMS = ['sandbox', 'stripe', 'paypal', 'antom', 'airwallex'] as const;
export type PayPlatform = (typeof PAY_PLATFORMS)[number];
/** Platforms that redirect to their own page; airwallex opens an embedded checkout instead (spec 001 §4 step 4). */
export const EMBEDDED_PLATFORMS: readonly PayPlatform[] = ['airwallex'];

/** Credits granted per billing cycle (spec 001 §9); Team's are per seat. */
export const CYCLE_CREDITS: Partial<Record<Plan, Record<Period, number>>> = {
  [Plan.Starter]: { month: 16, year: 200 },
  [Plan.Creator]: { month: 40, year: 480 },
  [Plan.Team]: { month: 60, year: 720 },
  [Plan.Business]: { month: 40, year: 480 },
  [Plan.Enterprise]: { month: 100, year: 1200 },
};
export const FREE_API_CREDITS = 10;
/** API credits per month of the API plans. */
export const API_PLAN_CREDITS: Partial<Record<Plan, number>> = { [Plan.APIAdvanced]: 100, [Plan.APIProfessional]: 800 };

/** Photo avatars per cycle (month/year), spec 001 §9. */
export const PHOTO_AVATARS: Partial<Record<Plan, Record<Period, number>>> = {
  [Plan.Free]: { month: 1, year: 1 },
  [Plan.Starter]: { month: 8, year: 100 },
  [Plan.Creator]: { month: 20, year: 240 },
  [Plan.Team]: { month: 30, year: 360 },
  [Plan.Business]: { month: 15, year: 180 },
  [Plan.Lite]: { month: 100, year: 800 },
};
/** Custom video avatars; Team's are per seat. */
export const CUSTOM_AVATARS: Partial<Record<Plan, number>> = {
  [Plan.Free]: 1,
  [Plan.Starter]: 3,
  [Plan.Creator]: 10,
  [Plan.Team]: 10,
  [Plan.Business]: 10,
  [Plan.Enterprise]: 50,
};

/**
 * Pictures one product shoot may make (spec 001 §6 sells "multiple product-shoot images" on paid plans;
 * the counts are ours: the spec names none).
 */
export const PRODUCT_SHOOT_IMAGES = { free: 1, paid: 4 } as const;

/** Credit costs (spec 001 §9). */
export const CREDIT_COSTS = { video: 1, photoAvatar: 2, talkingPhoto: 2, motion: 2 } as const;

/** The 7-day $0 trial of Starter monthly (spec 001 §2): 6 credits, videos up to 1 minute. */
export const TRIAL = { days: 7, plan: Plan.Starter, credits: 6, maxVideoSeconds: 60, thenGoodsSn: 'starter-month-usd' } as const;

/** Lip-sync minutes stay valid this long after purchase (spec 001 §4). */
export const LIP_SYNC_LOT_DAYS = 365;

/** Flash sale (spec 001 §2): 50% off yearly Creator or Team. */
export const FLASH_SALE_PERCENT = 50;
export const FLASH_SALE_PLANS: readonly Plan[] = [Plan.Creator, Plan.Team];
/** How long a claimed flash-sale discount stays usable. */
export const FLASH_SALE_HOURS = 24;

export interface GoodsSeed {
  goods_sn: string;
  goods_name: string;
  goods_type: GoodsType;
  plan: Plan;
  period: Period | null;
  currency: Currency;
  /** Price in minor units (cents, fen); Team's is per seat. */
  sell_price: number;
  /** The struck-through original per month, when the card shows one. */
  original_price: number | null;
  subscriptions: boolean;
  per_seat: boolean;
  credit: number;
  api_credit: number;
  lip_sync_duration: number;
  sort: number;
}

const plan = (
  sn: string,
  name: string,
  p: Plan,
  period: Period,
  currency: Currency,
  price: number,
  original: number | null,
  sort: number,
  perSeat = false,
): GoodsSeed => ({
  goods_sn: sn,
  goods_name: name,
  goods_type: GoodsType.plan,
  plan: p,
  period,
  currency,
  sell_price: price,
  original_price: original,
  subscriptions: true,
  per_seat: perSeat,
  credit: CYCLE_CREDITS[p]?.[period] ?? 0,
  api_credit: 0,
  lip_sync_duration: 0,
  sort,
});

/** A monthly API plan: its API credits each month, no video credits. */
const apiPlan = (p: typeof Plan.APIAdvanced | typeof Plan.APIProfessional, currency: Currency, name: string, price: number, sort: number): GoodsSeed => ({
  ...plan(`api-${p === Plan.APIAdvanced ? 'advanced' : 'professional'}-month-${currency.toLowerCase()}`, name, p, 'month', currency, price, null, sort),
  goods_type: GoodsType.api,
  api_credit: API_PLAN_CREDITS[p]!,
});

/**
 * The goods a new server starts with. USD fallback prices of spec 001 §9 (Starter 29/288, Creator
 * 69/432, Team 89/552 per seat; struck-through 29, 69, 89); the CNY variant's struck-through 198, 498,
 * 688 with yearly at half of twelve months.
 */
export const GOODS_SEED: readonly GoodsSeed[] = [
  plan('starter-month-usd', 'Starter', Plan.Starter, 'month', 'USD', 2900, 2900, 10),
  plan('starter-year-usd', 'Starter', Plan.Starter, 'year', 'USD', 28800, 2900, 11),
  plan('creator-month-usd', 'Creator', Plan.Creator, 'month', 'USD', 6900, 6900, 20),
  plan('creator-year-usd', 'Creator', Plan.Creator, 'year', 'USD', 43200, 6900, 21),
  plan('team-month-usd', 'Team', Plan.Team, 'month', 'USD', 8900, 8900, 30, true),
  plan('team-year-usd', 'Team', Plan.Team, 'year', 'USD', 55200, 8900, 31, true),
  plan('starter-month-cny', '入门版', Plan.Starter, 'month', 'CNY', 19800, 19800, 10),
  plan('starter-year-cny', '入门版', Plan.Starter, 'year', 'CNY', 118800, 19800, 11),
  plan('creator-month-cny', '创作者版', Plan.Creator, 'month', 'CNY', 49800, 49800, 20),
  plan('creator-year-cny', '创作者版', Plan.Creator, 'year', 'CNY', 298800, 49800, 21),
  plan('team-month-cny', '团队版', Plan.Team, 'month', 'CNY', 68800, 68800, 30, true),
  plan('team-year-cny', '团队版', Plan.Team, 'year', 'CNY', 412800, 68800, 31, true),
  ...(['USD', 'CNY'] as const).flatMap((currency, i): GoodsSeed[] => [
    apiPlan(Plan.APIAdvanced, currency, i ? 'API 进阶版' : 'API Advanced', i ? 69800 : 9900, 40),
    apiPlan(Plan.APIProfessional, currency, i ? 'API 专业版' : 'API Professional', i ? 279800 : 39900, 41),
    ...(
      [
        [10, 1900, 12800],
        [50, 7900, 54800],
      ] as const
    ).map(([credits, usd, cny], j) => ({
      goods_sn: `credits-${credits}-${currency.toLowerCase()}`,
      goods_name: i ? `${credits} 积分` : `${credits} credits`,
      goods_type: GoodsType.credits,
      plan: Plan.Free,
      period: null,
      currency,
      sell_price: i ? cny : usd,
      original_price: null,
      subscriptions: false,
      per_seat: false,
      credit: credits,
      api_credit: 0,
      lip_sync_duration: 0,
      sort: 50 + j,
    })),
    ...(
      [
        [10, 990, 6900],
        [30, 2490, 17900],
        [60, 4490, 31900],
      ] as const
    ).map(([minutes, usd, cny], j) => ({
      goods_sn: `lipsync-${minutes}-${currency.toLowerCase()}`,
      goods_name: i ? `${minutes} 分钟口型同步` : `${minutes} lip-sync minutes`,
      goods_type: GoodsType.lipSync,
      plan: Plan.Free,
      period: null,
      currency,
      sell_price: i ? cny : usd,
      original_price: null,
      subscriptions: false,
      per_seat: false,
      credit: 0,
      api_credit: 0,
      lip_sync_duration: minutes * 60,
      sort: 60 + j,
    })),
  ]),
];

/** Minor units per major unit: both currencies have cents/fen. */
export const MINOR_PER_MAJOR = 100;

/** A yearly price shown per month, to one decimal (spec 001 §2): 28800 → 24. */
export const perMonthOfYear = (yearMinor: number): number => Math.round(yearMinor / 12 / 10) / 10;

/** Price per lip-sync minute of a package, in major units to two decimals. */
export const pricePerMinute = (priceMinor: number, seconds: number): number => Math.round(priceMinor / (seconds / 60)) / MINOR_PER_MAJOR;

/** Money for people: 2900 USD → "$29", 43200 CNY → "¥432", 990 → "$9.90". */
export function formatMoney(minor: number, currency: Currency): string {
  const major = minor / MINOR_PER_MAJOR;
  const text = Number.isInteger(major) ? String(major) : major.toFixed(2);
  return `${currency === 'CNY' ? '¥' : '$'}${text}`;
}

/** Lifetime-deal sources (spec 001 §3 promote_src). */
export const LIFETIME_SOURCES: readonly string[] = ['appsumo', 'dealfuel'];

/** Where a plan ranks for upgrades: higher may not be sold to a lower one. */
export const PLAN_RANK: Record<Plan, number> = {
  [Plan.Free]: 0,
  [Plan.Starter]: 1,
  [Plan.Lite]: 1,
  [Plan.APIAdvanced]: 0,
  [Plan.Creator]: 2,
  [Plan.Business]: 3,
  [Plan.APIProfessional]: 0,
  [Plan.Team]: 3,
  [Plan.Enterprise]: 5,
  [Plan.Xavvi]: 2,
};

/** Plan-card status of spec 001 §4: 0 upgradable, 1 current, 2 higher tier, 3 annual, 4 lifetime. */
export type PlanCardStatus = 0 | 1 | 2 | 3 | 4;
export const PLAN_CARD_MESSAGES: Record<2 | 3 | 4, string> = {
  2: 'You are enjoying a higher-tier plan.',
  3: 'You are enjoying an annual subscription.',
  4: 'You are enjoying lifetime access.',
};

export interface Subscriber {
  actual_plan: number;
  /** The running subscription's period, null on Free. */
  period: Period | null;
  total_seat: number;
  promote_src: string | null;
}

/**
 * The status of one plan card for a user (spec 001 §4). `seats` is what the team card's selector shows:
 * a team subscriber may upgrade the same plan and period to more seats.
 */
export function planCardStatus(user: Subscriber, card: { plan: Plan; period: Period; seats?: number }): PlanCardStatus {
  if (user.promote_src && LIFETIME_SOURCES.includes(user.promote_src)) return 4;
  const current = user.actual_plan as Plan;
  if (card.plan === Plan.Free) return current === Plan.Free ? 1 : 2;
  if (current === Plan.Free || current === Plan.Lite || current === Plan.Xavvi) return 0;
  if (current === Plan.Business || current === Plan.Enterprise) return 2;
  if (card.plan === current && card.period === user.period) {
    return card.plan === Plan.Team && (card.seats ?? 0) > user.total_seat ? 0 : 1;
  }
  if ((PLAN_RANK[card.plan] ?? 0) < (PLAN_RANK[current] ?? 0)) return 2;
  if (user.period === 'year' && card.period === 'month') return 3;
  return 0;
}
