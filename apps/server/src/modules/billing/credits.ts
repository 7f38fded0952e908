import { entitlements, ErrorCode, Plan } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store.js';

/**
 * The credit ledger (ARCHITECTURE "Data"): append-only entries whose sum is the balance. A render holds
 * its credits when queued and settles exactly once — charge on success, release on failure or cancel —
 * because both settlements share one unique ref per render. A retried job can therefore never charge
 * twice, and a failure never costs anything.
 */
const holdRef = (renderId: string) => `hold:${renderId}`;
const settleRef = (renderId: string) => `settle:${renderId}`;

export async function grantFreeCredits(db: Db, userId: string): Promise<void> {
  await store.addCreditEntryOnce(db, {
    user_id: userId,
    kind: 'grant',
    amount: entitlements(Plan.Free).startingCredits,
    ref: `grant:free:${userId}`,
    note: 'Free plan',
  });
}

/** Credits the user can spend now (held credits are not spendable). */
export async function creditBalance(db: Db, userId: string): Promise<number> {
  return store.sumCredits(db, userId);
}

/**
 * Holds `amount` credits for a render inside the caller's transaction. The user's ledger is locked
 * first so two renders submitted at once cannot both spend the last credit.
 */
export async function holdCredits(trx: Db, userId: string, renderId: string, amount: number): Promise<void> {
  await store.lockLedger(trx, userId);
  const balance = await creditBalance(trx, userId);
  if (balance < amount) throw new AppError(ErrorCode.INSUFFICIENT_CREDITS);
  await store.addCreditEntry(trx, { user_id: userId, kind: 'hold', amount: -amount, ref: holdRef(renderId), note: 'Video render' });
}

/**
 * Settles a render's hold: 'charge' keeps the held credits spent, 'release' gives them back. Returns
 * false when the render was already settled (or never held), which callers treat as done.
 */
export async function settleHold(trx: Db, renderId: string, how: 'charge' | 'release'): Promise<boolean> {
  const hold = await store.findCreditEntryByRef(trx, holdRef(renderId));
  if (!hold) return false;
  return store.addCreditEntryOnce(trx, {
    user_id: hold.user_id,
    kind: how,
    amount: how === 'charge' ? 0 : -hold.amount,
    ref: settleRef(renderId),
    note: how === 'charge' ? 'Video rendered' : 'Render did not finish',
  });
}
