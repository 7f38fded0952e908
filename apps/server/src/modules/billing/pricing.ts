import { type RunningPeriod, settleForUpgrade } from './proration.js';

/**
 * What an order costs, computed by the server only (anything a client sends about price is ignored).
 * All amounts are integer minor units; shares of money round down, so rounding never favours the
 * server on a refund by more than a cent and never charges a cent the buyer did not see.
 *
 * - Team is priced per seat: list = unit price × seats.
 * - A coupon takes its percentage (rounded down) or its amount (at most the list price) off the list.
 * - An upgrade (another plan, or more Team seats) credits the unused part of the running paid period
 *   and takes back its unused credits (proration.ts). The new period starts now.
 * - A trial charges 0 now; every renewal is the list price (a coupon applies to the first payment only).
 */
export interface PriceInput {
  unitPrice: number;
  seats: number;
  perSeat: boolean;
  coupon: { kind: 'percent' | 'amount'; value: number } | null;
  /** The running paid period an upgrade replaces, and what of its credits the balance still holds. */
  replaces: { period: RunningPeriod; unspent: number } | null;
  trial: boolean;
  now: Date;
}

export interface Priced {
  unitPrice: number;
  units: number;
  list: number;
  discount: number;
  prorationCredit: number;
  /** The replaced period's credits that the upgrade takes back when it is paid. */
  settledCredits: number;
  amount: number;
  renewalAmount: number;
}

export function couponDiscount(list: number, coupon: PriceInput['coupon']): number {
  if (!coupon) return 0;
  if (coupon.kind === 'percent') return Math.floor((list * Math.min(100, Math.max(0, coupon.value))) / 100);
  return Math.min(list, Math.max(0, coupon.value));
}

export function priceOrder(input: PriceInput): Priced {
  const units = input.perSeat ? input.seats : 1;
  const list = input.unitPrice * units;
  if (input.trial) return { unitPrice: input.unitPrice, units, list, discount: 0, prorationCredit: 0, settledCredits: 0, amount: 0, renewalAmount: list };
  const discount = couponDiscount(list, input.coupon);
  const settled = input.replaces ? settleForUpgrade(input.replaces.period, input.replaces.unspent, input.now) : { amount: 0, credits: 0 };
  const prorationCredit = Math.min(settled.amount, list - discount);
  return {
    unitPrice: input.unitPrice,
    units,
    list,
    discount,
    prorationCredit,
    settledCredits: settled.credits,
    amount: list - discount - prorationCredit,
    renewalAmount: list,
  };
}

/**
 * The one rounding rule of refunds: what was used (`used` of `whole`: milliseconds of a period, credits,
 * seconds) is priced in minor units, rounded half up, in exact integer arithmetic; what is refundable is
 * what was paid minus that, so refundable + used = paid to the cent. (Flooring the unused share instead
 * read "refundable $1255.84" a moment after $1255.85 was paid.)
 */
export function paidMinusUsed(paid: number, used: number, whole: number): number {
  if (whole <= 0 || paid <= 0) return 0;
  const part = BigInt(Math.min(whole, Math.max(0, Math.round(used))));
  const w = BigInt(Math.round(whole));
  return paid - Number((BigInt(paid) * part * 2n + w) / (2n * w));
}

/** The unused part of what an order paid for a period, for a refund. */
export const unusedAmount = (paid: number, start: Date, end: Date, now: Date): number =>
  paidMinusUsed(paid, now.getTime() - start.getTime(), end.getTime() - start.getTime());

/** The unused part of a credit purchase: credits still unspent (at most those bought), paid minus the price of those spent. */
export const unusedCreditAmount = (paid: number, bought: number, unspent: number): { credits: number; amount: number } => {
  const credits = Math.max(0, Math.min(bought, unspent));
  return { credits, amount: paidMinusUsed(paid, bought - credits, bought) };
};
