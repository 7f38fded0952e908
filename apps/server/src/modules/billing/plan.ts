import crypto from 'node:crypto';
import { entitlements, Plan, planName, seatsOf, type SubscriptionInfo } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { seatsInUse } from '../spaces/service.js';
import { creditBalance, grantFreeCredits } from './credits.js';
import { accountCurrency } from './currency.js';
import { lipSyncSeconds } from './lip-sync.js';
import { billingMode } from './mode.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';
import { periodOf } from './periods.js';

export interface PlanSummary {
  subscribe_plan: Plan;
  actual_plan: Plan;
  surplus_days: number;
  lip_sync_duration: number;
}

const DAY_MS = 86_400_000;

/** Every account starts on Free with its starting credits. */
export async function startFreePlan(db: Db, userId: string): Promise<void> {
  await grantFreeCredits(db, userId);
  await subs.insertSubscription(db, {
    id: crypto.randomUUID(),
    user_id: userId,
    plan: Plan.Free,
    period: 'none',
    started_at: new Date(),
    ends_at: null,
    source: 'signup',
  });
}

/**
 * The subscription that decides a user's plan now: their latest one still running. With billing off,
 * the configured plan, unless the operator set one.
 */
export async function runningSubscription(db: Db, userId: string, at = new Date()) {
  const sub = await subs.findRunningSubscription(db, userId, at);
  const mode = billingMode();
  if (mode.managed && sub?.source !== 'operator') return { sub: null, plan: mode.defaultPlan };
  return { sub: sub ?? null, plan: (sub?.plan ?? Plan.Free) as Plan };
}

/**
 * What a space owner's plan gives their team spaces: seats while a Team plan runs; none once it has
 * ended (the spaces' plan has expired). The operator sets seats for a managed Team plan.
 */
export async function teamSeats(db: Db, userId: string): Promise<{ team: boolean; seats: number }> {
  const { sub, plan } = await runningSubscription(db, userId);
  return plan === Plan.Team ? { team: true, seats: Math.max(1, sub?.seats ?? 1) } : { team: false, seats: 0 };
}

/**
 * The terms a payer's plan runs on, from one read: the plan, the subscription's period (per-period
 * allowances count over it) and Team seats (0 once a Team plan has ended, as teamSeats says).
 */
export async function planTerms(
  db: Db,
  userId: string,
): Promise<{ plan: Plan; period: 'month' | 'year' | null; team: boolean; seats: number; endsAt: Date | null; periodStart: Date | null }> {
  const { sub, plan } = await runningSubscription(db, userId);
  const team = plan === Plan.Team;
  return {
    plan,
    period: periodOf(sub),
    team,
    seats: team ? Math.max(1, sub?.seats ?? 1) : 0,
    endsAt: sub?.ends_at ? new Date(sub.ends_at) : null,
    periodStart: sub ? new Date(sub.period_start ?? sub.started_at) : null,
  };
}

/** Whether the account took its one $0 trial: the same rule submitting and fulfilling a trial apply. */
export const trialUsed = (db: Db, userId: string): Promise<boolean> => orders.hasTrialOrder(db, userId);

export async function planOf(db: Db, userId: string): Promise<PlanSummary> {
  const now = new Date();
  const [{ sub, plan }, lip] = await Promise.all([runningSubscription(db, userId, now), lipSyncSeconds(db, userId, now)]);
  const surplus = sub?.ends_at ? Math.max(0, Math.ceil((new Date(sub.ends_at).getTime() - now.getTime()) / DAY_MS)) : 0;
  return { subscribe_plan: plan, actual_plan: plan, surplus_days: surplus, lip_sync_duration: lip };
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Spec 001 subscription info with the balances beside it. */
export async function subscriptionInfo(db: Db, userId: string): Promise<SubscriptionInfo> {
  const now = new Date();
  const [{ sub, plan }, credits, api, lip, used, account] = await Promise.all([
    runningSubscription(db, userId, now),
    creditBalance(db, userId),
    creditBalance(db, userId, 'api_credits'),
    lipSyncSeconds(db, userId, now),
    seatsInUse(db, userId),
    accountCurrency(db, userId),
  ]);
  const period = periodOf(sub);
  const start = sub?.period_start ?? sub?.started_at ?? null;
  return {
    subscribe_plan: planName(plan),
    subscribe_plan_int: plan,
    period,
    plan_info_id: sub?.id ?? null,
    goods_sn: sub?.goods_sn ?? null,
    total_seat: sub?.seats ?? 1,
    used_seat: used,
    current_period_start: iso(start),
    current_period_end: iso(sub?.ends_at),
    cancel_at_period_end: sub?.cancel_at_period_end ?? false,
    is_trial: sub?.is_trial ?? false,
    pay_platform: sub?.pay_platform ?? null,
    service_days: start && sub?.ends_at ? Math.round((new Date(sub.ends_at).getTime() - new Date(start).getTime()) / DAY_MS) : 0,
    credits_balance: credits,
    api_credits_balance: api,
    lip_sync_duration: lip,
    managed: billingMode().managed,
    currency: account.currency,
  };
}

/** Spec 001 plan info: what the plan includes. */
export async function userPlan(db: Db, userId: string) {
  const { sub, plan } = await runningSubscription(db, userId);
  const e = entitlements(plan);
  const period = periodOf(sub) ?? 'month';
  const seats = seatsOf(e, sub?.seats ?? 1);
  return {
    plan,
    credits_per_cycle: billingMode().managed ? -1 : e.cycleCredits[period] * seats,
    view_video_length: e.maxVideoSeconds,
    instant_avatar: e.photoAvatars[period],
    custom_avatars: e.customAvatars * seats,
    channel: billingMode().managed ? 'managed' : sub?.source === 'operator' ? 'operator' : 'self',
    extra: {},
    service_days: sub?.ends_at ? Math.round((new Date(sub.ends_at).getTime() - new Date(sub.period_start ?? sub.started_at).getTime()) / DAY_MS) : 0,
    plan_feature_access: [...e.features],
    watermark: e.watermark,
    aspect_ratios: [...e.aspectRatios],
  };
}

/**
 * The stretch a per-period plan limit counts over (spec 001 §9 "Starter 8/100"): the running
 * subscription's current month or year; Free's allowance is a trial for good (null: since ever). A plan
 * without a subscription row (managed billing) counts by calendar month.
 */
export async function limitWindow(db: Db, userId: string, now = new Date()): Promise<LimitWindow> {
  const { sub, plan } = await runningSubscription(db, userId, now);
  return limitWindowOf(plan, { period: periodOf(sub), periodStart: sub ? new Date(sub.period_start ?? sub.started_at) : null }, now);
}

export type LimitWindow = { plan: Plan; period: 'month' | 'year' | 'trial'; since: Date | null };

/** The same window from terms already read (an actor's acting space). */
export function limitWindowOf(plan: Plan, terms: { period: 'month' | 'year' | null; periodStart: Date | null }, now = new Date()): LimitWindow {
  if (plan === Plan.Free) return { plan, period: 'trial', since: null };
  if (!terms.period || !terms.periodStart) return { plan, period: 'month', since: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)) };
  return { plan, period: terms.period, since: terms.periodStart };
}
