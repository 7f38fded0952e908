import { sql, type Insertable } from 'kysely';
import type { Db } from '../../../platform/db/index.js';
import type { Database } from '../../../platform/db/schema.js';

/** SQL of invoices (one per paid order, numbered in sequence) and billing_info (a user's details for them). */

/** The next invoice number: FC-<year>-<six digits>, gap-free enough for a small business's books. */
export async function nextInvoiceNumber(db: Db, at: Date): Promise<string> {
  const { rows } = await sql<{ n: string }>`select nextval('invoice_number_seq') as n`.execute(db);
  return `FC-${at.getUTCFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
}

export const insertInvoice = (db: Db, row: Insertable<Database['invoices']>) =>
  db
    .insertInto('invoices')
    .values(row)
    .onConflict((oc) => oc.column('order_sn').doNothing())
    .execute();

/**
 * An invoice with its order's upgrade credit: the invoice row's `discount` holds coupon and upgrade
 * credit together (as issued before they were shown apart), the order says how much was which.
 */
const withUpgradeCredit = (db: Db) =>
  db
    .selectFrom('invoices')
    .leftJoin('orders', 'orders.order_sn', 'invoices.order_sn')
    .selectAll('invoices')
    .select(sql<number>`coalesce(orders.proration_credit, 0)`.as('upgrade_credit'));

export async function listInvoices(db: Db, userId: string, limit: number, offset: number) {
  const [items, total] = await Promise.all([
    withUpgradeCredit(db)
      .where('invoices.user_id', '=', userId)
      .orderBy('invoices.issued_at', 'desc')
      .orderBy('invoices.number', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom('invoices').where('user_id', '=', userId).select(sql<string>`count(*)`.as('n')).executeTakeFirst(),
  ]);
  return { items, total: Number(total?.n ?? 0) };
}

export const findInvoice = (db: Db, userId: string, number: string) =>
  withUpgradeCredit(db).where('invoices.user_id', '=', userId).where('invoices.number', '=', number).executeTakeFirst();

export const findBillingInfo = async (db: Db, userId: string): Promise<unknown | null> =>
  (await db.selectFrom('billing_info').select('info').where('user_id', '=', userId).executeTakeFirst())?.info ?? null;

export const saveBillingInfo = (db: Db, userId: string, info: unknown) =>
  db
    .insertInto('billing_info')
    .values({ user_id: userId, info: JSON.stringify(info) })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ info: JSON.stringify(info), updated_at: new Date() }))
    .execute();
