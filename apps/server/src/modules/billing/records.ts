import type { Db } from '../../platform/db/index.js';
import { creditBalance } from './credits.js';
import * as ledger from './store/ledger.js';

/**
 * Names people as the app shows them to their teammates (nickname, else email); a user who is gone is
 * left out. The users module's, handed in by the route: billing cannot import users (users uses billing).
 */
export type NamesOf = (ids: string[]) => Promise<Map<string, string>>;

/**
 * The credit ledger as the billing page shows it, newest first. `by` names who spent when it was not
 * the account itself: a member of the account's team space rendering on its credits.
 */
export async function creditRecords(db: Db, userId: string, q: { page: number; page_size: number; balance?: 'credits' | 'api_credits' }, namesOf: NamesOf) {
  const [{ items, total }, balance] = await Promise.all([
    ledger.listCreditEntries(db, userId, q.balance, q.page_size, (q.page - 1) * q.page_size),
    creditBalance(db, userId, q.balance ?? 'credits'),
  ]);
  const actorOf = (e: { actor_id: string | null }) => (e.actor_id && e.actor_id !== userId ? e.actor_id : null);
  const names = await namesOf([...new Set(items.flatMap((e) => actorOf(e) ?? []))]);
  return {
    items: items.map((e) => ({
      id: e.id,
      balance: e.balance,
      kind: e.kind,
      amount: e.amount,
      note: e.note ?? '',
      created_at: new Date(e.created_at).toISOString(),
      by: names.get(actorOf(e) ?? '') ?? null,
    })),
    total,
    page: q.page,
    page_size: q.page_size,
    balance,
  };
}
