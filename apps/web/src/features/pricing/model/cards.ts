import {
  type Currency,
  formatMoney,
  GoodsType,
  type Period,
  Plan,
  perMonthOfYear,
  type PlanCardStatus,
  planCardStatus,
  type Subscriber,
} from '@framecast/contract';
import type { Goods } from '../api/get-goods';

/** A price in major units as shown: '$24.5', '¥99'. */
export const moneyMajor = (major: number, currency: Currency): string => `${currency === 'CNY' ? '¥' : '$'}${major}`;

export const goodsFor = (list: readonly Goods[] | undefined, plan: number, period: Period): Goods | undefined =>
  list?.find((g) => g.plan === plan && g.period === period && g.active !== false);

export interface CardPrice {
  /** The big number: per month (a yearly price divided by 12, to one decimal). */
  perMonth: string;
  /** The struck-through original per month, when it is higher. */
  original: string | null;
  /** What is charged per cycle for the chosen seats: '$432' a year, or null for a single monthly price. */
  charged: string | null;
}

/** How a card shows its goods (spec 001 §2: the yearly card shows the yearly price divided by 12, to one decimal). */
export function cardPrice(goods: Goods, seats = 1): CardPrice {
  const perMonthMajor = goods.period === 'year' ? perMonthOfYear(goods.sell_price) : goods.sell_price / 100;
  const original = goods.original_price !== null && goods.original_price / 100 > perMonthMajor ? formatMoney(goods.original_price, goods.currency) : null;
  const n = goods.per_seat ? Math.max(1, seats) : 1;
  const charged = goods.period === 'year' || n > 1 ? formatMoney(goods.sell_price * n, goods.currency) : null;
  return { perMonth: moneyMajor(perMonthMajor, goods.currency), original, charged };
}

/** The user as the card statuses read them: the running subscription when known, else the user info. */
export function subscriber(
  user: { actual_plan: number; promote_src: string } | undefined,
  sub: { subscribe_plan_int: number; period: Period | null; total_seat: number } | undefined,
): Subscriber {
  return {
    actual_plan: sub?.subscribe_plan_int ?? user?.actual_plan ?? 0,
    period: sub?.period ?? null,
    total_seat: sub?.total_seat ?? 0,
    promote_src: user?.promote_src || null,
  };
}

/** The dictionary key of a card status's message (spec 001 §4), or null for the statuses with a button. */
export const statusMessageKey = (status: PlanCardStatus): string | null =>
  status === 2 ? 'pricing.status.higher' : status === 3 ? 'pricing.status.annual' : status === 4 ? 'pricing.status.lifetime' : null;

export { planCardStatus };

/** The team card's seats: a team subscriber starts at one more than now and may not go below now; others start at 1. */
export function seatRange(sub: Subscriber): { initial: number; min: number } {
  if (sub.actual_plan === Plan.Team && sub.total_seat > 0) return { initial: sub.total_seat + 1, min: sub.total_seat };
  return { initial: 1, min: 1 };
}

/** The credit packs for sale (goods of type 2 with credits), smallest first. */
export const creditPacks = (list: readonly Goods[] | undefined): Goods[] =>
  (list ?? [])
    .filter((g) => g.goods_type === GoodsType.credits && g.privileges.credit > 0 && g.active !== false)
    .sort((a, b) => a.privileges.credit - b.privileges.credit);

/** What one credit of a pack costs, to the cent: 1900 for 10 credits → '$1.90'. */
export const pricePerCredit = (g: Goods): string => formatMoney(Math.round(g.sell_price / g.privileges.credit), g.currency);
