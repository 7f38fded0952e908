import { BillingInfo, type Currency, ErrorCode, type Invoice } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store/invoices.js';
import type { OrderRow } from './store/orders.js';

/** One invoice per paid order, with the billing details as they were when it was paid. */

const METHOD: Record<string, string> = { sandbox: 'Card (sandbox)', stripe: 'Card (Stripe)', paypal: 'PayPal', antom: 'Antom', airwallex: 'Airwallex' };
const CYCLE = { month: 'monthly', year: 'yearly' } as const;

/** A customer id that does not reveal the account id. */
export const customerIdOf = (userId: string) => `CUS-${userId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;

export async function issueInvoice(trx: Db, order: OrderRow, period: { start: Date; end: Date } | null, at: Date): Promise<void> {
  if (!order.user_id) return;
  const info = await store.findBillingInfo(trx, order.user_id);
  await store.insertInvoice(trx, {
    number: await store.nextInvoiceNumber(trx, at),
    order_sn: order.order_sn,
    user_id: order.user_id,
    issued_at: at,
    amount: order.amount,
    currency: order.currency,
    payment_method: METHOD[order.pay_platform] ?? order.pay_platform,
    period_start: period?.start ?? null,
    period_end: period?.end ?? null,
    billing_cycle: period && order.period ? CYCLE[order.period] : 'once',
    description: order.is_trial ? `${order.goods_name} (7-day trial)` : order.kind === 'renewal' ? `${order.goods_name} (renewal)` : order.goods_name,
    units: order.seats,
    unit_price: order.unit_price,
    discount: order.discount_amount + order.proration_credit,
    customer_id: customerIdOf(order.user_id),
    billing_info: info ? JSON.stringify(info) : null,
  });
}

/** The stored discount (coupon and upgrade credit together) split into its two lines. */
const invoiceLines = (stored: number, upgradeCredit: number) => {
  const upgrade = Math.max(0, Math.min(stored, upgradeCredit));
  return { discount: stored - upgrade, upgrade_credit: upgrade };
};

type InvoiceRow = Awaited<ReturnType<typeof store.listInvoices>>['items'][number];

function toInvoice(row: InvoiceRow, refunded: number): Invoice {
  const info = BillingInfo.safeParse(row.billing_info);
  return {
    number: row.number,
    order_sn: row.order_sn,
    date: new Date(row.issued_at).toISOString(),
    amount: row.amount,
    currency: row.currency as Currency,
    payment_method: row.payment_method,
    period_start: row.period_start ? new Date(row.period_start).toISOString() : null,
    period_end: row.period_end ? new Date(row.period_end).toISOString() : null,
    billing_cycle: row.billing_cycle,
    description: row.description,
    units: row.units,
    unit_price: row.unit_price,
    ...invoiceLines(row.discount, Number(row.upgrade_credit)),
    customer_id: row.customer_id,
    status: refunded <= 0 ? 'paid' : refunded >= row.amount ? 'refunded' : 'partially_refunded',
    refunded_amount: refunded,
    billing_info: info.success ? info.data : null,
  };
}

export async function invoicePage(db: Db, userId: string, page: number, pageSize: number, refundedOf: (orderSns: string[]) => Promise<Map<string, number>>) {
  const { items, total } = await store.listInvoices(db, userId, pageSize, (page - 1) * pageSize);
  const refunded = await refundedOf(items.map((i) => i.order_sn));
  return { items: items.map((i) => toInvoice(i, refunded.get(i.order_sn) ?? 0)), total, page, page_size: pageSize };
}

export async function invoiceDetail(db: Db, userId: string, number: string, refundedOf: (orderSns: string[]) => Promise<Map<string, number>>) {
  const row = await store.findInvoice(db, userId, number);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, 'This invoice does not exist.');
  return toInvoice(row, (await refundedOf([row.order_sn])).get(row.order_sn) ?? 0);
}

export async function billingInfo(db: Db, userId: string) {
  const parsed = BillingInfo.safeParse(await store.findBillingInfo(db, userId));
  return { info: parsed.success ? parsed.data : null };
}

export async function saveBillingInfo(db: Db, userId: string, info: BillingInfo) {
  await store.saveBillingInfo(db, userId, info);
  return { info };
}
