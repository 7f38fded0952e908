import { type Kysely, sql } from 'kysely';

/**
 * When a member last left (or was removed from) a space: the file links signed for them before then, into
 * that space's files, no longer open (issue 24). One row per member and space, moved on each removal.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('revoked_member_links')
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // By user first: a link's check asks for its holder's rows.
    .addPrimaryKeyConstraint('revoked_member_links_pk', ['user_id', 'space_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_member_links').execute();
}
