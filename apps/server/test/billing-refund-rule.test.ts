import { describe, expect, it } from 'vitest';
import { paidMinusUsed, unusedAmount, unusedCreditAmount } from '../src/modules/billing/pricing.js';

// Issue 24 item 32: the cancel dialog said "refundable $1255.84" after $1255.85 was paid. One rule: the
// used part is priced in cents (half up) and refundable = paid − used, exactly.
describe('the refund rounding rule', () => {
  const start = new Date('2027-03-01T00:00:00Z');
  const end = new Date('2028-03-01T00:00:00Z');
  const at = (ms: number) => new Date(start.getTime() + ms);

  it('a moment after paying $1255.85, $1255.85 is refundable; at the end, nothing', () => {
    expect(unusedAmount(125585, start, end, at(1000))).toBe(125585);
    expect(unusedAmount(125585, start, end, at(60_000))).toBe(125585);
    expect(unusedAmount(125585, start, end, start)).toBe(125585);
    expect(unusedAmount(125585, start, end, end)).toBe(0);
    expect(unusedAmount(125585, start, end, new Date(end.getTime() + 1))).toBe(0);
  });

  it('half the period used: the used half rounds half up, the refund is the rest', () => {
    const half = (end.getTime() - start.getTime()) / 2;
    expect(unusedAmount(125585, start, end, at(half))).toBe(125585 - 62793);
    expect(unusedAmount(125584, start, end, at(half))).toBe(62792);
  });

  it('refundable + used = paid for any paid, used and whole, never outside 0..paid', () => {
    let seed = 24;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 5000; i++) {
      const paid = 1 + rand(5_000_000);
      const whole = 1 + rand(2 ** 30);
      const used = rand(whole + 1);
      const refundable = paidMinusUsed(paid, used, whole);
      const usedMoney = paid - refundable;
      expect(Number.isInteger(refundable)).toBe(true);
      expect(refundable).toBeGreaterThanOrEqual(0);
      expect(refundable).toBeLessThanOrEqual(paid);
      // What was used is the exact share of paid, to the nearest cent.
      expect(Math.abs(usedMoney - (paid * used) / whole)).toBeLessThanOrEqual(0.5 + 1e-6);
    }
  });

  it('credits: paid minus the price of those spent', () => {
    expect(unusedCreditAmount(1900, 10, 1)).toEqual({ credits: 1, amount: 190 });
    expect(unusedCreditAmount(1999, 3, 3)).toEqual({ credits: 3, amount: 1999 });
    // 1 of 3 spent: 666.33 used rounds to 666, so 1333 comes back (a floor of 2/3 gave 1332).
    expect(unusedCreditAmount(1999, 3, 2)).toEqual({ credits: 2, amount: 1333 });
    expect(unusedCreditAmount(1999, 3, 0)).toEqual({ credits: 0, amount: 0 });
  });
});
