import { type Currency, entitlements } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { recordEvent } from '../../platform/outbox/index.js';
import type { Payments } from '../../platform/payments/index.js';
import { addEntry, lockLedger } from './credits.js';
import { issueInvoice } from './invoices.js';
import { nextPeriodEnd, periodOf } from './periods.js';
import * as orders from './store/orders.js';
import * as subs from './store/subscriptions.js';

export interface RenewDeps {
  db: Db;
  payments: Payments;
  log: { warn(obj: unknown, msg?: string): void; info(obj: unknown, msg?: string): void };
}

/**
 * The scheduled renewal (billing.renew): each paid subscription whose period has ended and that was not
 * cancelled takes its next payment, then gets the next period and its cycle's credits; a declined payment
 * ends the plan cleanly (the account is on Free from the period end, credits already granted stay).
 * A renewal is an order of its own, so it has an invoice; its unique key (subscription and period end)
 * makes a second run of the job for the same period a no-op.
 */
export async function renewDue(deps: RenewDeps, now = new Date(), limit = 100): Promise<{ renewed: number; failed: number }> {
  let renewed = 0;
  let failed = 0;
  for (const due of await subs.findDueRenewals(deps.db, now, limit)) {
    const provider = due.pay_platform ? deps.payments.get(due.pay_platform as never) : undefined;
    const oldEnd = new Date(due.ends_at!);
    const orderSn = `FCR${oldEnd.toISOString().slice(0, 10).replaceAll('-', '')}${due.id.replaceAll('-', '').slice(0, 12).toUpperCase()}`;
    const existing = await orders.findOrder(deps.db, orderSn);
    if (existing?.status === 'paid') continue;
    const first = due.order_sn ? await orders.findOrder(deps.db, due.order_sn) : undefined;
    if (!existing) {
      await orders.insertOrder(deps.db, {
        order_sn: orderSn,
        user_id: due.user_id,
        email: first?.email ?? '',
        kind: 'renewal',
        goods_sn: due.goods_sn ?? '',
        goods_name: first?.goods_name ?? 'Plan',
        goods_type: 1,
        plan: due.plan,
        period: periodOf(due) ?? 'month',
        seats: due.seats,
        currency: due.currency,
        unit_price: Math.floor(due.renewal_amount / Math.max(1, due.seats)),
        list_amount: due.renewal_amount,
        amount: due.renewal_amount,
        renewal_amount: due.renewal_amount,
        coupon_id: null,
        pay_platform: due.pay_platform ?? 'sandbox',
        pay_type: 7,
        status: 'pending',
        subscription_id: due.id,
      });
    }
    const result =
      provider && due.subscription_ref
        ? await provider.renew(due.subscription_ref, due.renewal_amount, due.currency as Currency, orderSn).catch((err) => {
            deps.log.warn({ err, subscription: due.id }, 'renewal payment could not be taken');
            return { paid: false as const, paymentRef: undefined };
          })
        : { paid: false as const, paymentRef: undefined };
    const ok = await deps.db.transaction().execute(async (trx) => {
      const sub = await subs.findSubscription(trx, due.id);
      const order = await orders.lockOrder(trx, orderSn);
      if (!sub || !order || order.status !== 'pending' || String(sub.ends_at) !== String(due.ends_at)) return null;
      if (!result.paid) {
        await orders.updateOrder(trx, orderSn, { status: 'failed' });
        await subs.updateSubscription(trx, sub.id, { renew_failed_at: now });
        await recordEvent(trx, 'subscription.renewal_failed', `subscription.renewal_failed:${orderSn}`, { user_id: sub.user_id, subscription_id: sub.id });
        return false;
      }
      // A trial's first paid period starts when the trial ends, and later periods keep that day.
      const anchor = sub.is_trial ? oldEnd : new Date(sub.started_at);
      const period = periodOf(sub) ?? 'month';
      const end = nextPeriodEnd(anchor, oldEnd, period);
      await lockLedger(trx, sub.user_id);
      await orders.updateOrder(trx, orderSn, { status: 'paid', paid_at: now, payment_ref: result.paymentRef ?? null });
      const credits = entitlements(sub.plan).cycleCredits[period] * (sub.seats ?? 1);
      await subs.updateSubscription(trx, sub.id, {
        period_start: oldEnd,
        ends_at: end,
        period_amount: sub.renewal_amount,
        period_credits: credits,
        ...(sub.is_trial ? { is_trial: false, started_at: oldEnd } : {}),
      });
      if (credits > 0)
        await addEntry(trx, { userId: sub.user_id, kind: 'grant', amount: credits, ref: `order:${orderSn}:credits`, note: 'Plan renewal', orderSn });
      await orders.updateOrder(trx, orderSn, { credits_granted: credits });
      await issueInvoice(trx, { ...order, status: 'paid', paid_at: now }, { start: oldEnd, end }, now);
      await recordEvent(trx, 'subscription.renewed', `subscription.renewed:${orderSn}`, {
        user_id: sub.user_id,
        subscription_id: sub.id,
        period_end: end.toISOString(),
      });
      return true;
    });
    if (ok === true) renewed++;
    if (ok === false) failed++;
  }
  if (renewed || failed) deps.log.info({ renewed, failed }, 'subscriptions renewed');
  return { renewed, failed };
}
