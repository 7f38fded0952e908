import { sql, type Kysely } from 'kysely';

/**
 * The money side (spec 001): goods for sale, orders with the amount the server priced, payment
 * notifications seen (replays are no-ops), coupons and their redemptions, invoices, billing details,
 * lip-sync minutes as lots with an expiry and their uses, and operator actions. Subscriptions and the
 * credit ledger grow the columns renewals, seats and a second balance (API credits) need.
 *
 * Orders and invoices outlive a deleted account (user_id set null): they are the server's accounts, and
 * carry no more of the person than the billing details they gave for the invoice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('goods')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('goods_sn', 'text', (c) => c.notNull().unique())
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('goods_type', 'integer', (c) => c.notNull())
    .addColumn('plan', 'integer', (c) => c.notNull())
    .addColumn('period', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('sell_price', 'integer', (c) => c.notNull())
    .addColumn('original_price', 'integer')
    .addColumn('subscriptions', 'boolean', (c) => c.notNull())
    .addColumn('per_seat', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lip_sync_duration', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('order_sn', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('goods_sn', 'text', (c) => c.notNull())
    .addColumn('goods_name', 'text', (c) => c.notNull())
    .addColumn('goods_type', 'integer', (c) => c.notNull())
    .addColumn('plan', 'integer', (c) => c.notNull())
    .addColumn('period', 'text')
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('list_amount', 'integer', (c) => c.notNull())
    .addColumn('proration_credit', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('discount_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('renewal_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coupon_id', 'text')
    .addColumn('pay_platform', 'text', (c) => c.notNull())
    .addColumn('pay_type', 'integer', (c) => c.notNull())
    .addColumn('is_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text')
    .addColumn('payment_ref', 'text')
    .addColumn('subscription_ref', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('subscription_id', 'uuid')
    .addColumn('referral_id', 'text')
    .addColumn('success_path', 'text')
    .addColumn('project_id', 'uuid')
    .addColumn('credits_granted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('api_credits_granted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('paid_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('orders_user_idx').on('orders').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('orders_session_idx').on('orders').columns(['session_id']).execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('order_sn', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('payment_events_unique', ['platform', 'event_id'])
    .execute();

  await db.schema
    .createTable('coupons')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('goods_sns', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('max_uses', 'integer')
    .addColumn('per_user', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('owner_id', 'uuid', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('coupon_id', 'text', (c) => c.notNull().references('coupons.id').onDelete('cascade'))
    .addColumn('order_sn', 'text', (c) => c.notNull().primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await sql`create sequence invoice_number_seq`.execute(db);
  await db.schema
    .createTable('invoices')
    .addColumn('number', 'text', (c) => c.primaryKey())
    .addColumn('order_sn', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('issued_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('amount', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('payment_method', 'text', (c) => c.notNull())
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('billing_cycle', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('unit_price', 'integer', (c) => c.notNull())
    .addColumn('discount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('billing_info', 'jsonb')
    .execute();
  await db.schema.createIndex('invoices_user_idx').on('invoices').columns(['user_id', 'issued_at']).execute();

  await db.schema
    .createTable('billing_info')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('info', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .createTable('lip_sync_lots')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_sn', 'text')
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('lip_sync_lots_user_idx').on('lip_sync_lots').columns(['user_id', 'expires_at']).execute();
  await db.schema
    .createTable('lip_sync_uses')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('lot_id', 'uuid', (c) => c.notNull().references('lip_sync_lots.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_id', 'uuid', (c) => c.notNull())
    .addColumn('seconds', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addUniqueConstraint('lip_sync_uses_once', ['lot_id', 'project_id'])
    .execute();

  await db.schema
    .createTable('operator_actions')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target_user_id', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('detail', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();

  await db.schema
    .alterTable('subscriptions')
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('goods_sn', 'text')
    .addColumn('order_sn', 'text')
    .addColumn('currency', 'text', (c) => c.notNull().defaultTo('USD'))
    .addColumn('renewal_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('period_amount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('cancel_at_period_end', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_trial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pay_platform', 'text')
    .addColumn('subscription_ref', 'text')
    .addColumn('customer_ref', 'text')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('signup'))
    .addColumn('period_start', 'timestamptz')
    .addColumn('renew_failed_at', 'timestamptz')
    .execute();

  await db.schema
    .alterTable('credit_entries')
    .addColumn('balance', 'text', (c) => c.notNull().defaultTo('credits'))
    .addColumn('order_sn', 'text')
    .addColumn('actor_id', 'uuid')
    .execute();
  // Operators adjust balances and buyers purchase credits: two more kinds of entry.
  await sql`alter table credit_entries drop constraint if exists credit_entries_kind_check`.execute(db);
  await sql`alter table credit_entries add constraint credit_entries_kind_check check (kind in ('grant','hold','charge','release','refund','expire','adjust','purchase'))`.execute(
    db,
  );
  await sql`alter table credit_entries add constraint credit_entries_balance_check check (balance in ('credits','api_credits'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of [
    'operator_actions',
    'lip_sync_uses',
    'lip_sync_lots',
    'billing_info',
    'invoices',
    'coupon_redemptions',
    'coupons',
    'payment_events',
    'orders',
    'goods',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
  await sql`drop sequence if exists invoice_number_seq`.execute(db);
  await db.schema.alterTable('credit_entries').dropColumn('balance').dropColumn('order_sn').dropColumn('actor_id').execute();
  for (const c of [
    'seats',
    'goods_sn',
    'order_sn',
    'currency',
    'renewal_amount',
    'period_amount',
    'cancel_at_period_end',
    'is_trial',
    'pay_platform',
    'subscription_ref',
    'customer_ref',
    'source',
    'period_start',
    'renew_failed_at',
  ]) {
    await db.schema.alterTable('subscriptions').dropColumn(c).execute();
  }
}
