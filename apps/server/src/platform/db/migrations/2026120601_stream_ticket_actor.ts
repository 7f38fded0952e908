import type { Kysely } from 'kysely';

/**
 * A stream ticket carries the actor that asked for it: the space it worked in (now for sessions too)
 * and whether it was an API key, which reads in that space only.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stream_tickets')
    .addColumn('by_api_key', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stream_tickets').dropColumn('by_api_key').execute();
}
