import { entitlements, ErrorCode, Plan } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { billingMode } from './mode.js';
import * as ledger from './store/ledger.js';

/**
 * The credit ledger (ARCHITECTURE "Data"): append-only entries whose sum is the balance. A render holds
 * its credits when queued and settles exactly once — charge on success, release on failure or cancel —
 * because both settlements share one unique ref per render. A retried job can therefore never charge
 * twice, and a failure never costs anything. Grants carry a unique ref too (the order, the cycle), so a
 * payment fulfilled twice grants once.
 */
const holdRef = (renderId: string) => `hold:${renderId}`;
const settleRef = (renderId: string) => `settle:${renderId}`;

export async function grantFreeCredits(db: Db, userId: string): Promise<void> {
  await ledger.addCreditEntryOnce(db, {
    user_id: userId,
    kind: 'grant',
    amount: entitlements(Plan.Free).startingCredits,
    ref: `grant:free:${userId}`,
    note: 'Free plan',
  });
  await ledger.addCreditEntryOnce(db, {
    user_id: userId,
    kind: 'grant',
    amount: entitlements(Plan.Free).apiCredits,
    ref: `grant:free-api:${userId}`,
    note: 'Free API',
    balance: 'api_credits',
  });
}

/** Credits the user can spend now (held credits are not spendable). */
export async function creditBalance(db: Db, userId: string, balance: ledger.BalanceName = 'credits'): Promise<number> {
  return ledger.sumCredits(db, userId, balance);
}

/** Adds a grant, purchase, refund or adjustment once per ref; false when that ref was already written. */
export function addEntry(
  db: Db,
  entry: {
    userId: string;
    kind: 'grant' | 'purchase' | 'refund' | 'adjust' | 'expire';
    amount: number;
    ref: string;
    note: string;
    balance?: ledger.BalanceName;
    orderSn?: string;
    actorId?: string | null;
  },
): Promise<boolean> {
  return ledger.addCreditEntryOnce(db, {
    user_id: entry.userId,
    kind: entry.kind,
    amount: entry.amount,
    ref: entry.ref,
    note: entry.note,
    balance: entry.balance ?? 'credits',
    order_sn: entry.orderSn ?? null,
    actor_id: entry.actorId ?? null,
  });
}

export const lockLedger = ledger.lockLedger;

/**
 * Holds `amount` credits for a render inside the caller's transaction. The user's ledger is locked
 * first so two renders submitted at once cannot both spend the last credit. `actorId` is who rendered
 * (a member spending a team owner's credits). With billing off renders cost nothing.
 */
export async function holdCredits(
  trx: Db,
  userId: string,
  renderId: string,
  amount: number,
  actorId: string | null = null,
  note = 'Video render',
): Promise<number> {
  const cost = billingMode().managed ? 0 : amount;
  await ledger.lockLedger(trx, userId);
  const balance = await creditBalance(trx, userId);
  if (balance < cost) throw new AppError(ErrorCode.INSUFFICIENT_CREDITS);
  await ledger.addCreditEntry(trx, { user_id: userId, kind: 'hold', amount: -cost, ref: holdRef(renderId), note, actor_id: actorId });
  return balance - cost;
}

/**
 * Settles a render's hold: 'charge' keeps the held credits spent, 'release' gives them back. Returns
 * false when the render was already settled (or never held), which callers treat as done.
 */
export async function settleHold(
  trx: Db,
  renderId: string,
  how: 'charge' | 'release',
  notes: { charge: string; release: string } = { charge: 'Video rendered', release: 'Render did not finish' },
): Promise<boolean> {
  const hold = await ledger.findCreditEntryByRef(trx, holdRef(renderId));
  if (!hold) return false;
  return ledger.addCreditEntryOnce(trx, {
    user_id: hold.user_id,
    kind: how,
    amount: how === 'charge' ? 0 : -hold.amount,
    ref: settleRef(renderId),
    note: notes[how],
    actor_id: hold.actor_id,
  });
}
