import { sql, type Kysely } from 'kysely';

/**
 * Team spaces (spec 000 §6): the space a member works in now (`now_here`), who invited them, a space's
 * photo and its invitation link, invitations sent by email (their codes kept as hashes: only the mail
 * has them), and the editing locks of drafts.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('spaces')
    .addColumn('photo_key', 'text')
    // The link's code is shown again to whoever manages the space, so it is kept as it is; resetting it
    // replaces it, and it expires.
    .addColumn('invite_code', 'text', (c) => c.unique())
    .addColumn('invite_role', 'smallint')
    .addColumn('invite_expires_at', 'timestamptz')
    .addColumn('invite_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('space_members')
    .addColumn('now_here', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  // At most one space is where a member works now.
  await db.schema.createIndex('space_members_now_here_idx').on('space_members').column('user_id').unique().where(sql.ref('now_here'), '=', true).execute();

  await db.schema
    .createTable('space_invitations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'smallint', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('space_invitations_space_idx').on('space_invitations').columns(['space_id', 'email']).execute();

  // Who pays for a render: the owner of the space it was made in (null on renders from before spaces: the
  // member who made it paid).
  await db.schema
    .alterTable('renders')
    .addColumn('paid_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('renders_paid_by_idx').on('renders').columns(['paid_by', 'created_at']).execute();

  await db.schema
    .createTable('edit_locks')
    .addColumn('project_id', 'uuid', (c) => c.primaryKey().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('heartbeat_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('edit_locks').execute();
  await db.schema.alterTable('renders').dropColumn('paid_by').execute();
  await db.schema.dropTable('space_invitations').execute();
  await db.schema.dropIndex('space_members_now_here_idx').execute();
  await db.schema.alterTable('space_members').dropColumn('now_here').dropColumn('invited_by').execute();
  await db.schema
    .alterTable('spaces')
    .dropColumn('photo_key')
    .dropColumn('invite_code')
    .dropColumn('invite_role')
    .dropColumn('invite_expires_at')
    .dropColumn('invite_by')
    .execute();
}
