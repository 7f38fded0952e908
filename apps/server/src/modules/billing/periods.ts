/**
 * Billing periods in calendar terms. A subscription keeps the day of month it started on (its anchor):
 * a plan bought on the 31st renews on the last day of shorter months and on the 31st again after them;
 * a yearly plan bought on 29 February renews on 28 February, and on the 29th in leap years. Times of
 * day are kept; arithmetic is in UTC so a server's timezone changes nothing.
 */
export type Period = 'month' | 'year';

/** A subscription row's period as a billing period: null for Free's 'none'. */
export const periodOf = (row: { period: string } | null | undefined): Period | null => (row?.period === 'month' || row?.period === 'year' ? row.period : null);

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** The anchor moved `n` periods on, clamped to the month's length. */
export function addPeriods(anchor: Date, n: number, period: Period): Date {
  const months = period === 'year' ? 12 * n : n;
  const total = anchor.getUTCMonth() + months;
  const year = anchor.getUTCFullYear() + Math.floor(total / 12);
  const month = ((total % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysIn(year, month));
  return new Date(Date.UTC(year, month, day, anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}

/** The first period end after `after`, counting whole periods from the anchor. */
export function nextPeriodEnd(anchor: Date, after: Date, period: Period): Date {
  // Start near the answer instead of walking from the anchor one period at a time.
  const months = (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + (after.getUTCMonth() - anchor.getUTCMonth());
  let n = Math.max(1, Math.floor(months / (period === 'year' ? 12 : 1)));
  while (n > 1 && addPeriods(anchor, n - 1, period) > after) n--;
  while (addPeriods(anchor, n, period) <= after) n++;
  return addPeriods(anchor, n, period);
}

/** The part of a period still to run at `now`, 0 to 1. */
export function unusedShare(start: Date, end: Date, now: Date): number {
  const total = end.getTime() - start.getTime();
  if (total <= 0) return 0;
  return Math.min(1, Math.max(0, (end.getTime() - now.getTime()) / total));
}
