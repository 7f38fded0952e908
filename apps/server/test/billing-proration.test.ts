import { describe, expect, it } from 'vitest';
import { GOODS_SEED, GoodsType, type GoodsSeed } from '@framecast/contract';
import { addPeriods } from '../src/modules/billing/periods.js';
import { priceOrder } from '../src/modules/billing/pricing.js';
import { type RunningPeriod, settleSeats } from '../src/modules/billing/proration.js';

/**
 * Property tests of the upgrade and seat arithmetic (issue 24 item 7), on seeded random sequences
 * (fast-check is not installed; a seed that fails is printed and replays the same sequence).
 */

/** mulberry32: a small deterministic generator. */
function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]! };
}

const PLANS = GOODS_SEED.filter((g) => g.goods_type === GoodsType.plan && g.currency === 'USD');
const listOf = (g: GoodsSeed, seats: number) => g.sell_price * (g.per_seat ? seats : 1);
const grantOf = (g: GoodsSeed, seats: number) => g.credit * (g.per_seat ? seats : 1);

/** One account's plan as the server keeps it: the running period, the balance, and the money that moved. */
interface Account {
  goods: GoodsSeed;
  seats: number;
  period: RunningPeriod;
  balance: number;
  paid: number;
  refunded: number;
  /** Per step: the least the buyer must have paid for what they used (time or credits, the larger). */
  usedValue: number;
}

/** Buys `goods` with `seats` at `now`, as submit + fulfil do: priced by priceOrder, settled credits taken, grant added. */
function buy(acc: Account | null, goods: GoodsSeed, seats: number, now: Date): Account {
  const replaces = acc ? { period: acc.period, unspent: Math.min(acc.period.credits, acc.balance) } : null;
  const p = priceOrder({ unitPrice: goods.sell_price, seats, perSeat: goods.per_seat, coupon: null, replaces, trial: false, now });
  const balance = (acc?.balance ?? 0) - Math.min(p.settledCredits, acc?.balance ?? 0) + grantOf(goods, seats);
  return {
    goods,
    seats,
    period: { value: p.amount + p.prorationCredit, credits: grantOf(goods, seats), start: now, end: addPeriods(now, 1, goods.period ?? 'month') },
    balance,
    paid: (acc?.paid ?? 0) + p.amount,
    refunded: acc?.refunded ?? 0,
    usedValue: acc?.usedValue ?? 0,
  };
}

/** Plans the account could move to: the same or a dearer whole-period price, so the credit never exceeds it. */
const upgradesOf = (acc: Account, r: ReturnType<typeof rng>) => {
  const options = PLANS.map((g) => ({ g, seats: g.per_seat ? r.int(1, 8) : 1 })).filter((o) => listOf(o.g, o.seats) >= acc.period.value);
  return options.length ? r.pick(options) : null;
};

describe('upgrade arithmetic, on seeded random sequences', () => {
  it('reproduces issue 24: Team 1→2→3→4 seats costs 356.00 and grants 240; Creator month→year costs 432.00 and grants 480', () => {
    const team = PLANS.find((g) => g.goods_sn === 'team-month-usd')!;
    const creatorMonth = PLANS.find((g) => g.goods_sn === 'creator-month-usd')!;
    const creatorYear = PLANS.find((g) => g.goods_sn === 'creator-year-usd')!;
    // A few seconds pass between steps, as they do for a buyer at the checkout.
    let t = Date.parse('2027-03-10T09:00:00Z');
    let acc = buy(null, team, 1, new Date(t));
    for (const seats of [2, 3, 4]) acc = buy(acc, team, seats, new Date((t += 5_000)));
    expect(acc.paid).toBe(35600);
    expect(acc.balance).toBe(240);
    acc = buy(null, creatorMonth, 1, new Date(t));
    acc = buy(acc, creatorYear, 1, new Date(t + 20_000));
    expect(acc.paid).toBe(43200);
    expect(acc.balance).toBe(480);
  });

  it('any sequence of upgrades made at once costs what the final plan costs for its period, and grants what it grants', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(seed);
      const now = new Date(Date.UTC(2027, r.int(0, 11), r.int(1, 28), r.int(0, 23)));
      const first = r.pick(PLANS);
      let acc = buy(null, first, first.per_seat ? r.int(1, 8) : 1, now);
      for (let step = r.int(1, 6); step > 0; step--) {
        const next = upgradesOf(acc, r);
        if (!next) break;
        // Within a second: the share of a month or a year still to run rounds to all of it.
        acc = buy(acc, next.g, next.seats, new Date(now.getTime() + r.int(0, 1_000)));
      }
      expect({ seed, paid: acc.paid, balance: acc.balance }).toEqual({ seed, paid: listOf(acc.goods, acc.seats), balance: grantOf(acc.goods, acc.seats) });
    }
  });

  it('with time passing and credits spent: the buyer pays for what they used, never holds more than they bought, and the balance never goes below 0', () => {
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(seed);
      let now = new Date(Date.UTC(2027, r.int(0, 11), r.int(1, 28)));
      const first = r.pick(PLANS);
      let acc = buy(null, first, first.per_seat ? r.int(1, 8) : 1, now);
      let granted = acc.period.credits;
      let spent = 0;
      let steps = 0;
      for (let step = r.int(1, 6); step > 0; step--) {
        const next = upgradesOf(acc, r);
        if (!next) break;
        // Some of the period runs, some of its credits are spent.
        const span = acc.period.end.getTime() - acc.period.start.getTime();
        now = new Date(now.getTime() + Math.floor(r.next() * span * 0.9));
        const spend = r.int(0, acc.balance);
        acc.balance -= spend;
        spent += spend;
        const usedTime = (now.getTime() - acc.period.start.getTime()) / span;
        const usedCredits = acc.period.credits > 0 ? 1 - Math.min(acc.period.credits, acc.balance) / acc.period.credits : 0;
        const used = acc.period.value * Math.max(usedTime, usedCredits);
        const before = acc;
        acc = buy(acc, next.g, next.seats, now);
        acc.usedValue = before.usedValue + used;
        granted += acc.period.credits;
        steps++;
        expect(acc.balance, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      }
      // What was paid beyond the final period is at least what the earlier periods were used for (±½ cent a step).
      expect(acc.paid - listOf(acc.goods, acc.seats), `seed ${seed}`).toBeGreaterThanOrEqual(Math.floor(acc.usedValue - steps));
      // Spent plus held is at most what the periods granted, and the final period's grant is all held or spent.
      expect(acc.balance + spent, `seed ${seed}`).toBeLessThanOrEqual(granted);
      expect(acc.balance, `seed ${seed}`).toBeGreaterThanOrEqual(Math.min(acc.period.credits, grantOf(acc.goods, acc.seats)));
    }
  });

  it('giving back Team seats and buying them again, at once, nets to the final seats: money and credits', () => {
    const teams = PLANS.filter((g) => g.per_seat);
    for (let seed = 1; seed <= 500; seed++) {
      const r = rng(seed);
      const now = new Date(Date.UTC(2027, r.int(0, 11), r.int(1, 28)));
      const goods = r.pick(teams);
      let acc = buy(null, goods, r.int(1, 10), now);
      for (let step = r.int(1, 8); step > 0; step--) {
        const at = new Date(now.getTime() + r.int(0, 1_000));
        if (acc.seats > 1 && r.next() < 0.5) {
          const to = r.int(1, acc.seats - 1);
          const s = settleSeats(acc.period, acc.seats, to, Math.min(acc.period.credits, acc.balance), at);
          acc = { ...acc, seats: to, period: { ...acc.period, ...s.kept }, balance: acc.balance - s.credits, refunded: acc.refunded + s.amount };
        } else {
          acc = buy(acc, goods, acc.seats + r.int(1, 4), at);
        }
      }
      expect({ seed, net: acc.paid - acc.refunded, balance: acc.balance }).toEqual({ seed, net: listOf(goods, acc.seats), balance: grantOf(goods, acc.seats) });
    }
  });

  it('a seat given back with some of the credits spent refunds only the unspent share, money and credits alike', () => {
    // 5 Team seats (445.00, 300 credits), 100 credits spent, 4 seats given back at once: the seats take
    // 4/5 of the unspent 2/3 — 237.33 and 160 credits — and the seat kept holds the rest of its share.
    const start = new Date('2027-03-01T00:00:00Z');
    const period = { value: 44500, credits: 300, start, end: addPeriods(start, 1, 'month') };
    expect(settleSeats(period, 5, 1, 200, start)).toEqual({ amount: 23733, credits: 160, kept: { value: 8900, credits: 60 } });
    // Nothing spent: 4/5 of the money and of the credits.
    expect(settleSeats(period, 5, 1, 300, start)).toEqual({ amount: 35600, credits: 240, kept: { value: 8900, credits: 60 } });
  });
});
