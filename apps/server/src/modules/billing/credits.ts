import { sql } from 'kysely';
import { ErrorCode, FREE_PLAN_CREDITS } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * The credit ledger (ARCHITECTURE "Data"): append-only entries whose sum is the balance. A render holds
 * its credits when queued and settles exactly once — charge on success, release on failure or cancel —
 * because both settlements share one unique ref per render. A retried job can therefore never charge
 * twice, and a failure never costs anything.
 */
const holdRef = (renderId: string) => `hold:${renderId}`;
const settleRef = (renderId: string) => `settle:${renderId}`;

export async function grantFreeCredits(db: Db, userId: string): Promise<void> {
  await db
    .insertInto('credit_entries')
    .values({ user_id: userId, kind: 'grant', amount: FREE_PLAN_CREDITS, ref: `grant:free:${userId}`, note: 'Free plan' })
    .onConflict((oc) => oc.column('ref').doNothing())
    .execute();
}

/** Credits the user can spend now (held credits are not spendable). */
export async function creditBalance(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('credit_entries')
    .select(sql<string>`coalesce(sum(amount), 0)`.as('balance'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(row?.balance ?? 0);
}

/**
 * Holds `amount` credits for a render inside the caller's transaction. The user's ledger rows are
 * locked first so two renders submitted at once cannot both spend the last credit.
 */
export async function holdCredits(trx: Db, userId: string, renderId: string, amount: number): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
  const balance = await creditBalance(trx, userId);
  if (balance < amount) throw new AppError(ErrorCode.INSUFFICIENT_CREDITS);
  await trx
    .insertInto('credit_entries')
    .values({ user_id: userId, kind: 'hold', amount: -amount, ref: holdRef(renderId), note: 'Video render' })
    .execute();
}

/**
 * Settles a render's hold: 'charge' keeps the held credits spent, 'release' gives them back. Returns
 * false when the render was already settled (or never held), which callers treat as done.
 */
export async function settleHold(trx: Db, renderId: string, how: 'charge' | 'release'): Promise<boolean> {
  const hold = await trx.selectFrom('credit_entries').select(['user_id', 'amount']).where('ref', '=', holdRef(renderId)).executeTakeFirst();
  if (!hold) return false;
  const inserted = await trx
    .insertInto('credit_entries')
    .values({
      user_id: hold.user_id,
      kind: how,
      amount: how === 'charge' ? 0 : -hold.amount,
      ref: settleRef(renderId),
      note: how === 'charge' ? 'Video rendered' : 'Render did not finish',
    })
    .onConflict((oc) => oc.column('ref').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** How a render's credits ended: 'held' while running, then 'charge' or 'release'. */
export async function settlementOf(db: Db, renderId: string): Promise<'none' | 'held' | 'charge' | 'release'> {
  const rows = await db
    .selectFrom('credit_entries')
    .select(['kind'])
    .where('ref', 'in', [holdRef(renderId), settleRef(renderId)])
    .execute();
  const settled = rows.find((r) => r.kind === 'charge' || r.kind === 'release');
  if (settled) return settled.kind as 'charge' | 'release';
  return rows.length ? 'held' : 'none';
}
