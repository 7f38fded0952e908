import { sql, type Kysely } from 'kysely';

/**
 * API keys: a person's key to call the API from scripts, acting in one space with a set of scopes. Only
 * the secret's SHA-256 is kept. The keys go with their owner's account or their space (cascade), and a
 * render records whether a key or the app started it (usage shows the origin).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('api_keys_user').on('api_keys').columns(['user_id', 'space_id', 'created_at']).execute();
  await db.schema
    .alterTable('renders')
    .addColumn('origin', 'text', (c) => c.notNull().defaultTo('app').check(sql`origin in ('app', 'api')`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('renders').dropColumn('origin').execute();
  await db.schema.dropTable('api_keys').execute();
}
