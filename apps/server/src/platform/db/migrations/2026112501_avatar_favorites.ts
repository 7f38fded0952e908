import { sql, type Kysely } from 'kysely';

/**
 * Avatar favourites: the looks (`<avatar>/<look>`, as the library lists them) each user starred. The
 * library is built in, so a look id is text, not a foreign key; ids no longer in the library are ignored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('avatar_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('look_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('avatar_favorites_pkey', ['user_id', 'look_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('avatar_favorites').execute();
}
