import type { Kysely } from 'kysely';

/**
 * A stream ticket issued to an API key opens the stream in the key's space, not in whichever space its
 * owner has switched to in the app: the ticket keeps that space (null for a ticket of a session).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('stream_tickets')
    .addColumn('space_id', 'uuid', (c) => c.references('spaces.id').onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('stream_tickets').dropColumn('space_id').execute();
}
