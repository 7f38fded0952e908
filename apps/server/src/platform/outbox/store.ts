import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/index.js';

/** SQL of the outbox. Every function takes a Db or a transaction. */

export async function insertEvent(db: Db, e: { topic: string; key: string; payload: unknown }): Promise<void> {
  await db
    .insertInto('outbox')
    .values({ id: crypto.randomUUID(), topic: e.topic, key: e.key, payload: JSON.stringify(e.payload) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/**
 * Takes up to `limit` events that are due, and pushes their next attempt `leaseSeconds` ahead in the
 * same statement, so another deliverer skips them while this one works (no transaction is held open
 * while subscribers are called). A deliverer that dies leaves them due again once the lease is over.
 */
export async function claimDue(db: Db, limit: number, leaseSeconds: number) {
  return db
    .updateTable('outbox')
    .set({ next_attempt_at: sql`now() + make_interval(secs => ${leaseSeconds})`, attempts: sql`attempts + 1` })
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('outbox')
        .select('id')
        .where('delivered_at', 'is', null)
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('created_at')
        .limit(limit),
    )
    .returning(['id', 'topic', 'key', 'payload', 'attempts'])
    .execute();
}

export async function markDelivered(db: Db, id: string): Promise<void> {
  await db.updateTable('outbox').set({ delivered_at: new Date(), last_error: null }).where('id', '=', id).execute();
}

export async function markFailed(db: Db, id: string, error: string, retryAt: Date): Promise<void> {
  await db
    .updateTable('outbox')
    .set({ last_error: error.slice(0, 500), next_attempt_at: retryAt })
    .where('id', '=', id)
    .execute();
}
