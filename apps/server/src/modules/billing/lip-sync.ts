import crypto from 'node:crypto';
import { ErrorCode, LIP_SYNC_LOT_DAYS } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store/lip-sync.js';

/**
 * Lip-sync minutes (spec 001 §4): bought in lots valid 365 days, spent first-expire-first-out, a boost
 * needs the whole video's duration (no partial boosts), and spent seconds are never given back.
 */
export async function lipSyncSeconds(db: Db, userId: string, at = new Date()): Promise<number> {
  return (await store.openLots(db, userId, at)).reduce((sum, l) => sum + Number(l.left), 0);
}

export async function addLot(db: Db, userId: string, orderSn: string | null, seconds: number, at: Date): Promise<void> {
  await store.insertLot(db, {
    id: crypto.randomUUID(),
    user_id: userId,
    order_sn: orderSn,
    seconds,
    expires_at: new Date(at.getTime() + LIP_SYNC_LOT_DAYS * 86_400_000),
  });
}

/**
 * Takes `seconds` from the user's lots, soonest to expire first, inside the caller's transaction (which
 * must hold the user's ledger lock). Boosting the same project twice takes nothing the second time.
 */
export async function consumeLipSync(trx: Db, userId: string, projectId: string, seconds: number, at = new Date()): Promise<number> {
  const need = Math.ceil(seconds);
  if ((await store.usesOfProject(trx, userId, projectId)).length) return 0;
  const lots = await store.openLots(trx, userId, at);
  const total = lots.reduce((s, l) => s + Number(l.left), 0);
  if (total < need) throw new AppError(ErrorCode.LIP_SYNC_SHORT, undefined, { needed_seconds: need, balance_seconds: total });
  let left = need;
  for (const lot of lots) {
    if (left <= 0) break;
    const take = Math.min(left, Number(lot.left));
    await store.insertUse(trx, { id: crypto.randomUUID(), lot_id: lot.id, user_id: userId, project_id: projectId, seconds: take });
    left -= take;
  }
  return need;
}

/** When a project was boosted (its first lip-sync use), by anyone; null when it never was. */
export async function lipSyncBoostOf(db: Db, projectId: string): Promise<{ at: Date; seconds: number } | null> {
  const row = await store.boostOfProject(db, projectId);
  return row?.at ? { at: new Date(row.at), seconds: Number(row.seconds) } : null;
}

export const lipSyncLeftOfOrder = store.lotLeftOfOrder;
export const expireLipSyncOfOrder = store.expireLotOfOrder;
