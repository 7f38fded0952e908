import { sql, type Kysely } from 'kysely';

/**
 * An upgrade or a seat give-back settles the running period's credits with its money (billing/proration.ts):
 * a subscription keeps the credits its period granted, and an upgrade order the credits it takes back
 * when paid. Existing periods take the grant of the order that started them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('subscriptions')
    .addColumn('period_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('orders')
    .addColumn('settled_credits', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update subscriptions s set period_credits = o.credits_granted from orders o where o.order_sn = s.order_sn`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('settled_credits').execute();
  await db.schema.alterTable('subscriptions').dropColumn('period_credits').execute();
}
