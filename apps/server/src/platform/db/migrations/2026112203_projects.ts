import { sql, type Kysely } from 'kysely';

/** Projects, their folders and renders, and the credit ledger (append-only; a balance is a sum). */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('project_folders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('project_folders_space_idx').on('project_folders').column('space_id').execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', 'uuid', (c) => c.references('project_folders.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft','queued','generating','rendered','failed','cancelled')`))
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('aspect_ratio', 'text', (c) => c.notNull())
    .addColumn('est_duration', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('current_render_id', 'uuid')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text')
    .addColumn('error', 'text')
    // What the latest successful render produced (kept while a re-render runs).
    .addColumn('video_key', 'text')
    .addColumn('thumb_key', 'text')
    .addColumn('preview_key', 'text')
    .addColumn('duration', 'real')
    .addColumn('size_bytes', 'bigint')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('watermark', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rendered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('deleted_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('projects_space_idx').on('projects').columns(['space_id', 'updated_at']).execute();

  await db.schema
    .createTable('renders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued','generating','rendered','failed','cancelled')`))
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('plan', 'integer', (c) => c.notNull())
    .addColumn('watermark', 'boolean', (c) => c.notNull())
    .addColumn('credits', 'integer', (c) => c.notNull())
    .addColumn('est_duration', 'real', (c) => c.notNull())
    .addColumn('duration', 'real')
    .addColumn('error', 'text')
    .addColumn('stats', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('renders_project_idx').on('renders').columns(['project_id', 'created_at']).execute();
  await db.schema.createIndex('renders_status_idx').on('renders').columns(['status', 'finished_at']).execute();

  await db.schema
    .createTable('credit_entries')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('grant','hold','charge','release','refund','expire')`))
    .addColumn('amount', 'integer', (c) => c.notNull())
    // Idempotency: one entry per key, so a retried step can never hold, charge or release twice.
    .addColumn('ref', 'text', (c) => c.notNull().unique())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('credit_entries_user_idx').on('credit_entries').column('user_id').execute();

  // Accounts made before the ledger existed get the Free plan's credits.
  await sql`insert into credit_entries (user_id, kind, amount, ref, note)
            select id, 'grant', 3, 'grant:free:' || id, 'Free plan' from users`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['credit_entries', 'renders', 'projects', 'project_folders']) await db.schema.dropTable(t).ifExists().execute();
}
