import type { Db } from '../../platform/db/index.js';
import { creditBalance } from './credits.js';
import * as ledger from './store/ledger.js';

/** The credit ledger as the billing page shows it, newest first. `by` is filled by the caller's names. */
export async function creditRecords(db: Db, userId: string, q: { page: number; page_size: number; balance?: 'credits' | 'api_credits' }) {
  const [{ items, total }, balance] = await Promise.all([
    ledger.listCreditEntries(db, userId, q.balance, q.page_size, (q.page - 1) * q.page_size),
    creditBalance(db, userId, q.balance ?? 'credits'),
  ]);
  return {
    items: items.map((e) => ({
      id: e.id,
      balance: e.balance,
      kind: e.kind,
      amount: e.amount,
      note: e.note ?? '',
      created_at: new Date(e.created_at).toISOString(),
      by: e.actor_id && e.actor_id !== userId ? e.actor_id : null,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    balance,
  };
}
