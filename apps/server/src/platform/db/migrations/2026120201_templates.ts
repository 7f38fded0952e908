import { sql, type Kysely } from 'kysely';

/**
 * Templates (spec 000 §2.12, §3 Template). templates: My Templates, a space's own, each a timeline
 * document copied from a project; template_previews: the rendered thumbnail and clip of any template
 * (a library one by its design id, one of My Templates by its uuid), kept for the document they show.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('templates')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('aspect_ratio', 'text', (c) => c.notNull())
    .addColumn('document', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('templates_space').on('templates').columns(['space_id', 'created_at']).execute();
  await db.schema
    .createTable('template_previews')
    .addColumn('template_id', 'text', (c) => c.primaryKey())
    .addColumn('doc_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('working', 'ready', 'failed')`))
    .addColumn('thumb_key', 'text')
    .addColumn('clip_key', 'text')
    .addColumn('error', 'text')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('template_previews').execute();
  await db.schema.dropTable('templates').execute();
}
