import crypto from 'node:crypto';
import { ErrorCode, type Plan } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { addEntry, creditBalance, lockLedger } from './credits.js';
import { lipSyncSeconds } from './lip-sync.js';
import { addPeriods, periodOf } from './periods.js';
import { runningSubscription } from './plan.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';

/** What the operator can do to an account's plan and balances; every change is a new row, never an overwrite of a balance. */

export async function accountBilling(db: Db, userId: string) {
  const [{ sub, plan }, credits, api, lip] = await Promise.all([
    runningSubscription(db, userId),
    creditBalance(db, userId),
    creditBalance(db, userId, 'api_credits'),
    lipSyncSeconds(db, userId),
  ]);
  return {
    actual_plan: plan as number,
    period: periodOf(sub),
    current_period_end: sub?.ends_at ? new Date(sub.ends_at).toISOString() : null,
    credits_balance: credits,
    api_credits_balance: api,
    lip_sync_duration: lip,
  };
}

/** Puts a user on a plan from now until `endsAt` (one period by default), granting that cycle's credits once. */
export async function setPlan(db: Db, userId: string, input: { plan: Plan; period: 'month' | 'year'; ends_at?: string; seats?: number }, credits: number) {
  const now = new Date();
  const end = input.ends_at ? new Date(input.ends_at) : addPeriods(now, 1, input.period);
  if (end <= now)
    throw new AppError(ErrorCode.VALIDATION, 'The end date must be in the future.', { fields: { ends_at: 'The end date must be in the future.' } });
  await db.transaction().execute(async (trx) => {
    await lockLedger(trx, userId);
    await subs.endRunningSubscriptions(trx, userId, now);
    const id = crypto.randomUUID();
    await subs.insertSubscription(trx, {
      id,
      user_id: userId,
      plan: input.plan,
      period: input.period,
      started_at: now,
      period_start: now,
      ends_at: end,
      seats: input.seats ?? 1,
      source: 'operator',
    });
    if (credits > 0) await addEntry(trx, { userId, kind: 'grant', amount: credits, ref: `operator:plan:${id}`, note: 'Plan set by the operator' });
  });
}

/** A grant (positive) or take (negative) with a reason, as one ledger entry. */
export async function adjustCredits(db: Db, userId: string, balance: 'credits' | 'api_credits', amount: number, reason: string, operator: string) {
  await db.transaction().execute(async (trx) => {
    await lockLedger(trx, userId);
    if (amount < 0 && (await creditBalance(trx, userId, balance)) + amount < 0) {
      throw new AppError(ErrorCode.VALIDATION, 'That would take the balance below zero.', { fields: { amount: 'That would take the balance below zero.' } });
    }
    await addEntry(trx, { userId, kind: 'adjust', amount, ref: `adjust:${crypto.randomUUID()}`, note: `${reason} (${operator})`, balance });
  });
}

export async function ordersPage(db: Db, filter: { userId?: string }, page: number, pageSize: number, remain: (o: orders.OrderRow) => Promise<number>) {
  const { items, total } = await orders.listOrders(db, filter, pageSize, (page - 1) * pageSize);
  return {
    total,
    items: await Promise.all(
      items.map(async (o) => ({
        order_sn: o.order_sn,
        user_id: o.user_id ?? '',
        email: o.email,
        goods_sn: o.goods_sn,
        goods_name: o.goods_name,
        amount: o.amount,
        currency: o.currency as 'USD' | 'CNY',
        status: o.status,
        pay_platform: o.pay_platform,
        created_at: new Date(o.created_at).toISOString(),
        paid_at: o.paid_at ? new Date(o.paid_at).toISOString() : null,
        refunded_amount: o.refunded_amount,
        remain_amount: await remain(o),
      })),
    ),
  };
}
