import { sql, type Kysely } from 'kysely';

/**
 * Every checkout with a coupon counts the coupon's open holds (pending orders of the last
 * COUPON_HOLD_MINUTES, billing/store/orders.ts heldCouponOrders); without an index that read scanned all
 * orders. Only pending orders hold a use, so only they are indexed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_pending_coupon').on('orders').columns(['coupon_id', 'created_at']).where(sql.ref('status'), '=', 'pending').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_pending_coupon').execute();
}
