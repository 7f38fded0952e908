import { sql, type Insertable } from 'kysely';
import { announceChange } from '../../../platform/cache/changes.js';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of credit_entries: the ledger of credits and API credits. A balance is a sum, never a field. */

type CreditEntry = Insertable<Database['credit_entries']>;
export type BalanceName = 'credits' | 'api_credits';

/** Adds a ledger entry unless one with its ref exists; true when it was added. */
export const addCreditEntryOnce = async (db: Db, entry: CreditEntry): Promise<boolean> => {
  const added =
    (await db
      .insertInto('credit_entries')
      .values(entry)
      .onConflict((oc) => oc.column('ref').doNothing())
      .returning('id')
      .executeTakeFirst()) !== undefined;
  if (added) announceChange(entry.user_id);
  return added;
};

export const addCreditEntry = async (db: Db, entry: CreditEntry) => {
  await db.insertInto('credit_entries').values(entry).execute();
  announceChange(entry.user_id);
};

export const sumCredits = async (db: Db, userId: string, balance: BalanceName = 'credits'): Promise<number> => {
  const row = await db
    .selectFrom('credit_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('user_id', '=', userId)
    .where('balance', '=', balance)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
};

export const findCreditEntryByRef = (db: Db, ref: string) =>
  db.selectFrom('credit_entries').select(['user_id', 'amount', 'balance', 'actor_id']).where('ref', '=', ref).executeTakeFirst();

export async function listCreditEntries(db: Db, userId: string, balance: BalanceName | undefined, limit: number, offset: number) {
  // A render's charge moves nothing (its hold already did): the history lists what changed a balance.
  let q = db.selectFrom('credit_entries').where('user_id', '=', userId).where('amount', '!=', 0);
  if (balance) q = q.where('balance', '=', balance);
  const [items, total] = await Promise.all([
    q
      .select(['id', 'kind', 'amount', 'balance', 'note', 'created_at', 'actor_id'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    q.select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

/**
 * Serializes writers of one user's ledger until the caller's transaction ends. An advisory lock keyed
 * by the user (in a namespace of its own) rather than a row: the ledger has no row of its own to lock,
 * and the users row belongs to the users module.
 */
export const lockLedger = async (db: Db, userId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext('credit_entries'), hashtext(${userId}))`.execute(db);
};
