import { sql, type Kysely } from 'kysely';

/**
 * Changes others may care about (a render finished, an upload kept…), written in the same transaction as
 * the change and delivered to subscribers by a job, at least once; `key` makes a second write of the
 * same change a no-op and lets a subscriber drop a repeat.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_error', 'text')
    .addColumn('delivered_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('outbox_pending_idx').on('outbox').columns(['next_attempt_at']).where(sql.ref('delivered_at'), 'is', null).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
