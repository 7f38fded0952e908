import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the billing tables: credit_entries (the ledger) and subscriptions. */

type CreditEntry = Insertable<Database['credit_entries']>;

// credit_entries

/** Adds a ledger entry unless one with its ref exists; true when it was added. */
export const addCreditEntryOnce = async (db: Db, entry: CreditEntry): Promise<boolean> =>
  (await db
    .insertInto('credit_entries')
    .values(entry)
    .onConflict((oc) => oc.column('ref').doNothing())
    .returning('id')
    .executeTakeFirst()) !== undefined;

export const addCreditEntry = (db: Db, entry: CreditEntry) => db.insertInto('credit_entries').values(entry).execute();

export const sumCredits = async (db: Db, userId: string): Promise<number> => {
  const row = await db
    .selectFrom('credit_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
};

export const findCreditEntryByRef = (db: Db, ref: string) =>
  db.selectFrom('credit_entries').select(['user_id', 'amount']).where('ref', '=', ref).executeTakeFirst();

/**
 * Serializes writers of one user's ledger until the caller's transaction ends. An advisory lock keyed
 * by the user (in a namespace of its own) rather than a row: the ledger has no row of its own to lock,
 * and the users row belongs to the users module.
 */
export const lockLedger = async (db: Db, userId: string): Promise<void> => {
  await sql`select pg_advisory_xact_lock(hashtext('credit_entries'), hashtext(${userId}))`.execute(db);
};

// subscriptions

export const insertSubscription = (db: Db, row: Insertable<Database['subscriptions']>) => db.insertInto('subscriptions').values(row).execute();

/** The user's latest subscription running at `at`. */
export const findRunningSubscription = (db: Db, userId: string, at: Date) =>
  db
    .selectFrom('subscriptions')
    .select(['plan', 'ends_at'])
    .where('user_id', '=', userId)
    .where('started_at', '<=', at)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', at)]))
    .orderBy('started_at', 'desc')
    .limit(1)
    .executeTakeFirst();
