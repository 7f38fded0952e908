import crypto from 'node:crypto';
import { Plan } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { grantFreeCredits } from './credits.js';
import * as store from './store.js';

export { creditBalance, holdCredits, settleHold } from './credits.js';

export interface PlanSummary {
  subscribe_plan: Plan;
  actual_plan: Plan;
  surplus_days: number;
  lip_sync_duration: number;
}

/**
 * The billing module's interface as far as it exists: every account starts on Free, and the plan a
 * user is on is their latest subscription still running. Credits live in the ledger of credits.ts. Purchases and
 * lip-sync lots come with the billing issue; until then lip_sync_duration is 0.
 */
export async function startFreePlan(db: Db, userId: string): Promise<void> {
  await grantFreeCredits(db, userId);
  await store.insertSubscription(db, { id: crypto.randomUUID(), user_id: userId, plan: Plan.Free, period: 'none', started_at: new Date(), ends_at: null });
}

export async function planOf(db: Db, userId: string): Promise<PlanSummary> {
  const now = new Date();
  const sub = await store.findRunningSubscription(db, userId, now);
  const plan = (sub?.plan ?? Plan.Free) as Plan;
  const surplus = sub?.ends_at ? Math.max(0, Math.ceil((new Date(sub.ends_at).getTime() - now.getTime()) / 86_400_000)) : 0;
  return { subscribe_plan: plan, actual_plan: plan, surplus_days: surplus, lip_sync_duration: 0 };
}
