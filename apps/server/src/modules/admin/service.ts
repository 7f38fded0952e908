import crypto from 'node:crypto';
import { entitlements, ErrorCode, type Plan } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import type { User } from '../../platform/db/schema.js';
import { AppError } from '../../platform/http/errors.js';
import {
  accountBilling,
  adjustCredits,
  createCoupon,
  listCoupons,
  listGoods,
  ordersPage,
  refundOrder,
  remainOf,
  saveGoods,
  setCouponDisabled,
  setPlan,
} from '../billing/service.js';
import { findUserById, searchUsers, updateUser } from '../users/service.js';
import * as store from './store.js';

/**
 * The operator's work (spec: whoever runs the server), for the /operator page and `npm run admin`.
 * Every change is logged in operator_actions with who did it; balances change by ledger entries only.
 */

const log = (db: Db, operator: string, action: string, target: string | null, detail: unknown) =>
  store.insertAction(db, { id: crypto.randomUUID(), operator, action, target_user_id: target, detail });

async function view(db: Db, user: User) {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    status: user.status,
    created_at: new Date(user.created_at).toISOString(),
    ...(await accountBilling(db, user.id)),
  };
}

async function userOrThrow(db: Db, userId: string): Promise<User> {
  const user = await findUserById(db, userId);
  if (!user || user.status === 'guest') throw new AppError(ErrorCode.ACCOUNT_NOT_FOUND, 'No such account.');
  return user;
}

export async function findUsers(db: Db, q: string) {
  return { items: await Promise.all((await searchUsers(db, q.trim(), 20)).map((u) => view(db, u))) };
}

export async function setUserPlan(
  db: Db,
  operator: string,
  input: { user_id: string; plan: Plan; period: 'month' | 'year'; ends_at?: string; seats?: number },
) {
  const user = await userOrThrow(db, input.user_id);
  const credits = entitlements(input.plan).cycleCredits[input.period] * (input.seats ?? 1);
  await setPlan(db, user.id, input, credits);
  await log(db, operator, 'plan.set', user.id, input);
  return view(db, user);
}

export async function grantCredits(db: Db, operator: string, input: { user_id: string; balance: 'credits' | 'api_credits'; amount: number; reason: string }) {
  const user = await userOrThrow(db, input.user_id);
  await adjustCredits(db, user.id, input.balance, input.amount, input.reason, operator);
  await log(db, operator, 'credits.adjust', user.id, input);
  return view(db, user);
}

export async function setBanned(ctx: AppContext, operator: string, input: { user_id: string; banned: boolean; reason: string }) {
  const user = await userOrThrow(ctx.db, input.user_id);
  const updated = await updateUser(ctx.db, user.id, { status: input.banned ? 'banned' : 'active' });
  ctx.userInfo.forget(user.id);
  // This process answers the next call as banned at once; other API processes within their session cache time.
  ctx.sessions.forgetUser(user.id);
  await log(ctx.db, operator, input.banned ? 'user.ban' : 'user.unban', user.id, { reason: input.reason });
  return view(ctx.db, updated ?? user);
}

export async function refund(ctx: AppContext, operator: string, input: { order_sn: string; reason: string }) {
  const result = await refundOrder(ctx, input.order_sn, input.reason);
  await log(ctx.db, operator, 'order.refund', null, { ...input, ...result });
  return result;
}

export const orders = (db: Db, q: { user_id?: string; page: number; page_size: number }) =>
  ordersPage(db, { userId: q.user_id }, q.page, q.page_size, async (o) => (await remainOf(db, o, new Date())).amount);

export { createCoupon, listCoupons, listGoods, saveGoods, setCouponDisabled };
