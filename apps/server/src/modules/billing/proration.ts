import { unusedShare } from './periods.js';

/**
 * The arithmetic of settling a running paid period early: an upgrade credits it against the new plan,
 * giving back Team seats refunds their part of it. Pure (no database, no clock), so it can be tested on
 * any sequence of changes. Amounts are integer minor units, credits whole credits.
 *
 * Rules (README "Billing", spec 001 §4 "a refund of the unused part"):
 * - A period's value is what its plan cost for the whole period: list price less the coupon, however it
 *   was paid (in one order, or a first order plus upgrades that each paid the difference). Proration
 *   uses this value, never the last order's charge, so a chain of upgrades costs what the final plan
 *   costs for its period.
 * - The unused part of a period is the lesser of the time still to run and the share of its credits
 *   still unspent: what was used, by time or by credits, is paid for. Money and credits go back in that
 *   same share, so an upgrade grants what the final plan grants, not the sum of every step.
 * - Shares round to the nearest unit: a chain of instant upgrades adds up to the exact final price.
 */
export interface RunningPeriod {
  /** What the whole period cost: list less the coupon. */
  value: number;
  /** The credits the period granted. */
  credits: number;
  start: Date;
  end: Date;
}

export interface Settlement {
  /** Money credited (upgrade) or refunded (seats). */
  amount: number;
  /** Credits taken back from the balance with it. */
  credits: number;
}

/**
 * The share of a period still unused at `now`, 0 to 1: its time left, or its credits left if less.
 * `unspent` is what of the period's credits the balance still holds (the balance, at most the grant).
 */
export function unusedPart(period: RunningPeriod, unspent: number, now: Date): number {
  const time = unusedShare(period.start, period.end, now);
  const left = period.credits > 0 ? Math.min(1, Math.max(0, unspent) / period.credits) : 1;
  return Math.min(time, left);
}

/** What an upgrade settles of the period it replaces: its unused value credited, its unused credits taken back. */
export function settleForUpgrade(period: RunningPeriod, unspent: number, now: Date): Settlement {
  const share = unusedPart(period, unspent, now);
  return { amount: Math.round(period.value * share), credits: Math.min(Math.max(0, unspent), Math.round(period.credits * share)) };
}

export interface SeatSettlement extends Settlement {
  /** The period as it stands for the seats kept: their value and their credits. */
  kept: { value: number; credits: number };
}

/**
 * Giving back Team seats: the seats given back take their share of the period's unused part, money and
 * credits alike (spent credits count evenly over every seat). The period keeps the value and credits of
 * the seats that stay, so a later upgrade or give-back starts from them.
 */
export function settleSeats(period: RunningPeriod, fromSeats: number, toSeats: number, unspent: number, now: Date): SeatSettlement {
  const kept = { value: period.value, credits: period.credits };
  if (fromSeats <= 0 || toSeats >= fromSeats) return { amount: 0, credits: 0, kept };
  // The seats' part of the period first, then its unused share: what is kept and what goes back add up.
  const given = {
    value: Math.round((period.value * (fromSeats - toSeats)) / fromSeats),
    credits: Math.round((period.credits * (fromSeats - toSeats)) / fromSeats),
  };
  const share = unusedPart(period, unspent, now);
  return {
    amount: Math.round(given.value * share),
    credits: Math.min(Math.max(0, unspent), Math.round(given.credits * share)),
    kept: { value: period.value - given.value, credits: period.credits - given.credits },
  };
}

/** A subscription row's running period, as these rules read it. */
export const runningPeriodOf = (sub: {
  period_amount: number;
  period_credits: number;
  period_start: Date | string | null;
  started_at: Date | string;
  ends_at: Date | string | null;
}): RunningPeriod => ({
  value: sub.period_amount,
  credits: sub.period_credits,
  start: new Date(sub.period_start ?? sub.started_at),
  end: new Date(sub.ends_at ?? sub.period_start ?? sub.started_at),
});
