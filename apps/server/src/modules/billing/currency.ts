import { BillingInfo, type Currency } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import * as store from './store/invoices.js';
import * as orders from './store/orders.js';

/** Countries whose buyers are sold to in yuan; everyone else pays in dollars. */
const YUAN_COUNTRIES = new Set(['CN', 'CHINA', '中国']);

export interface AccountCurrency {
  currency: Currency;
  /** Fixed by a payment: orders in another currency are refused (18032). */
  locked: boolean;
}

/**
 * The currency an account buys in (issue 24 item 18): it belongs to the account, never to the interface
 * language. The first payment fixes it; until then it follows the region of the billing details (the
 * country chosen there), and dollars when there are none yet.
 */
export async function accountCurrency(db: Db, userId: string): Promise<AccountCurrency> {
  const paid = await orders.firstPaidCurrency(db, userId);
  if (paid) return { currency: paid as Currency, locked: true };
  const info = BillingInfo.safeParse(await store.findBillingInfo(db, userId));
  const country = info.success ? info.data.country.trim().toUpperCase() : '';
  return { currency: YUAN_COUNTRIES.has(country) ? 'CNY' : 'USD', locked: false };
}
