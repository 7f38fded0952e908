import { sql, type Kysely } from 'kysely';

/**
 * Account security (issue 9): guest trials counted per IP, guests' renders counted per IP, single-use
 * tickets for the live-status stream, and storage keys whose signed links no longer open (a deleted
 * account's files), which also list what the purge job still has to remove.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('guest_starts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('guest_starts_ip_idx').on('guest_starts').columns(['ip', 'created_at']).execute();

  await db.schema.alterTable('renders').addColumn('guest_ip', 'text').execute();
  await db.schema.createIndex('renders_guest_ip_idx').on('renders').columns(['guest_ip', 'created_at']).where(sql.ref('guest_ip'), 'is not', null).execute();

  await db.schema
    .createTable('stream_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('project_ids', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('revoked_storage')
    .addColumn('prefix', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('purged_at', 'timestamptz')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revoked_storage').execute();
  await db.schema.dropTable('stream_tickets').execute();
  await db.schema.alterTable('renders').dropColumn('guest_ip').execute();
  await db.schema.dropTable('guest_starts').execute();
}
