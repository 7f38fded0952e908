import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { providerOf } from './orders.js';
import { runningSubscription } from './plan.js';
import * as subs from './store/subscriptions.js';

/**
 * Takes back a cancel (issue 24 item 38): while a cancelled-at-period-end subscription still runs, it
 * renews again at its end. One that has ended, was never cancelled, or was refunded (which ends it at
 * once) is not resumable: the user buys a plan instead.
 */
export async function resumeSubscription(ctx: AppContext, userId: string) {
  const { sub } = await runningSubscription(ctx.db, userId);
  if (sub?.source !== 'order' || !sub.ends_at || !sub.cancel_at_period_end || new Date(sub.ends_at) <= new Date()) {
    throw new AppError(ErrorCode.SUBSCRIPTION_NOT_RESUMABLE);
  }
  // The platform first: if it refuses, our row still says cancelled, as the platform does.
  if (sub.subscription_ref && sub.pay_platform) await providerOf(ctx, sub.pay_platform).resumeSubscription(sub.subscription_ref);
  await subs.updateSubscription(ctx.db, sub.id, { cancel_at_period_end: false });
  ctx.userInfo.forget(userId);
  return { cancel_at_period_end: false, current_period_end: new Date(sub.ends_at).toISOString() };
}
