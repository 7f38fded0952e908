import { describe, expect, it } from 'vitest';
import { Plan, planCardStatus, perMonthOfYear, pricePerMinute } from '@framecast/contract';
import { addPeriods, nextPeriodEnd, unusedShare } from '../src/modules/billing/periods.js';
import { couponDiscount, priceOrder, unusedCreditAmount } from '../src/modules/billing/pricing.js';
import { settleSeats } from '../src/modules/billing/proration.js';

const d = (s: string) => new Date(s);

describe('billing periods', () => {
  it('renews a month-end plan on the last day of shorter months and back on the 31st', () => {
    const anchor = d('2027-01-31T10:00:00Z');
    expect(addPeriods(anchor, 1, 'month').toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(addPeriods(anchor, 2, 'month').toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(addPeriods(anchor, 3, 'month').toISOString()).toBe('2027-04-30T10:00:00.000Z');
    expect(nextPeriodEnd(anchor, d('2027-02-28T10:00:00Z'), 'month').toISOString()).toBe('2027-03-31T10:00:00.000Z');
    expect(addPeriods(d('2027-12-15T00:00:00Z'), 1, 'month').toISOString()).toBe('2028-01-15T00:00:00.000Z');
  });

  it('renews a leap-day yearly plan on 28 February, and on the 29th in leap years', () => {
    const anchor = d('2028-02-29T08:00:00Z');
    expect(addPeriods(anchor, 1, 'year').toISOString()).toBe('2029-02-28T08:00:00.000Z');
    expect(addPeriods(anchor, 4, 'year').toISOString()).toBe('2032-02-29T08:00:00.000Z');
    expect(nextPeriodEnd(anchor, d('2031-02-28T08:00:00Z'), 'year').toISOString()).toBe('2032-02-29T08:00:00.000Z');
    // A monthly plan started on a leap day keeps the 29th where the month has one.
    expect(nextPeriodEnd(anchor, d('2028-02-29T08:00:00Z'), 'month').toISOString()).toBe('2028-03-29T08:00:00.000Z');
  });

  it('measures the unused share of a period', () => {
    expect(unusedShare(d('2027-01-01'), d('2027-01-11'), d('2027-01-06'))).toBeCloseTo(0.5);
    expect(unusedShare(d('2027-01-01'), d('2027-01-11'), d('2027-02-01'))).toBe(0);
    expect(unusedShare(d('2027-01-01'), d('2027-01-11'), d('2026-12-01'))).toBe(1);
  });
});

describe('pricing', () => {
  const now = d('2027-01-16T00:00:00Z');
  it('prices Team per seat and applies percent and amount coupons', () => {
    expect(priceOrder({ unitPrice: 55200, seats: 3, perSeat: true, coupon: null, replaces: null, trial: false, now })).toMatchObject({
      list: 165600,
      amount: 165600,
    });
    expect(couponDiscount(43200, { kind: 'percent', value: 50 })).toBe(21600);
    expect(couponDiscount(999, { kind: 'percent', value: 33 })).toBe(329);
    expect(couponDiscount(500, { kind: 'amount', value: 1000 })).toBe(500);
  });

  it('credits the unused part of the running period on an upgrade', () => {
    // Starter monthly $29 paid 1 Jan → 31 Jan; upgrading on the 16th leaves half unused.
    const replaces = { period: { value: 2900, credits: 16, start: d('2027-01-01T00:00:00Z'), end: d('2027-01-31T00:00:00Z') }, unspent: 16 };
    const p = priceOrder({ unitPrice: 6900, seats: 1, perSeat: false, coupon: null, replaces, trial: false, now });
    expect(p.prorationCredit).toBe(1450);
    expect(p.settledCredits).toBe(8);
    expect(p.amount).toBe(6900 - 1450);
    expect(p.renewalAmount).toBe(6900);
  });

  it('never credits more than the price, and a trial charges nothing now', () => {
    const replaces = { period: { value: 100000, credits: 0, start: d('2027-01-01'), end: d('2027-12-31') }, unspent: 0 };
    expect(priceOrder({ unitPrice: 2900, seats: 1, perSeat: false, coupon: null, replaces, trial: false, now }).amount).toBe(0);
    expect(priceOrder({ unitPrice: 2900, seats: 1, perSeat: false, coupon: { kind: 'percent', value: 50 }, replaces: null, trial: true, now })).toMatchObject({
      amount: 0,
      renewalAmount: 2900,
    });
  });

  it('refunds given-back seats for the unused part only', () => {
    // 4 seats paid 4000 for 1 Jan → 31 Jan; giving back 1 seat on the 16th refunds a quarter of half.
    const period = { value: 4000, credits: 240, start: d('2027-01-01T00:00:00Z'), end: d('2027-01-31T00:00:00Z') };
    expect(settleSeats(period, 4, 3, 240, now)).toEqual({ amount: 500, credits: 30, kept: { value: 3000, credits: 180 } });
    expect(settleSeats(period, 4, 4, 240, now).amount).toBe(0);
    expect(unusedCreditAmount(1900, 10, 4)).toEqual({ credits: 4, amount: 760 });
    expect(unusedCreditAmount(1900, 10, 50)).toEqual({ credits: 10, amount: 1900 });
  });

  it('shows a yearly price per month to one decimal and lip-sync price per minute', () => {
    expect(perMonthOfYear(28800)).toBe(24);
    expect(perMonthOfYear(43200)).toBe(36);
    expect(perMonthOfYear(55200)).toBe(46);
    expect(perMonthOfYear(118800)).toBe(99);
    expect(perMonthOfYear(1000)).toBe(0.8);
    expect(pricePerMinute(990, 600)).toBe(0.99);
  });
});

describe('plan-card status (spec 001 §4)', () => {
  const user = (actual_plan: number, period: 'month' | 'year' | null, extra: Partial<{ total_seat: number; promote_src: string | null }> = {}) => ({
    actual_plan,
    period,
    total_seat: 1,
    promote_src: null,
    ...extra,
  });
  it('0 upgradable, 1 current, 2 higher tier, 3 annual, 4 lifetime', () => {
    expect(planCardStatus(user(Plan.Free, null), { plan: Plan.Creator, period: 'year' })).toBe(0);
    expect(planCardStatus(user(Plan.Free, null), { plan: Plan.Free, period: 'month' })).toBe(1);
    expect(planCardStatus(user(Plan.Creator, 'year'), { plan: Plan.Creator, period: 'year' })).toBe(1);
    expect(planCardStatus(user(Plan.Team, 'month', { total_seat: 3 }), { plan: Plan.Team, period: 'month', seats: 3 })).toBe(1);
    expect(planCardStatus(user(Plan.Team, 'month', { total_seat: 3 }), { plan: Plan.Team, period: 'month', seats: 4 })).toBe(0);
    expect(planCardStatus(user(Plan.Creator, 'month'), { plan: Plan.Starter, period: 'month' })).toBe(2);
    expect(planCardStatus(user(Plan.Enterprise, 'year'), { plan: Plan.Team, period: 'year' })).toBe(2);
    expect(planCardStatus(user(Plan.Business, 'year'), { plan: Plan.Creator, period: 'year' })).toBe(2);
    expect(planCardStatus(user(Plan.Creator, 'year'), { plan: Plan.Team, period: 'month' })).toBe(3);
    expect(planCardStatus(user(Plan.Starter, 'month', { promote_src: 'appsumo' }), { plan: Plan.Creator, period: 'year' })).toBe(4);
    expect(planCardStatus(user(Plan.Starter, 'month'), { plan: Plan.Creator, period: 'month' })).toBe(0);
  });
});
