import { sql, type Kysely } from 'kysely';

/**
 * Voices of one's own and starred voices. voice_favorites: the library voices (`<engine>:<voice>`) each
 * user starred; engines come and go with configuration, so a voice id is text, and ids no engine offers
 * any more are ignored. cloned_voices: a space's voices cloned from recorded samples (kept in storage)
 * by a voice-clone engine; the engine's own id for the voice arrives when cloning succeeds.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('voice_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('voice_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('voice_favorites_pkey', ['user_id', 'voice_id'])
    .execute();
  await db.schema
    .createTable('cloned_voices')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('language', 'text')
    .addColumn('gender', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('processing', 'ready', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('engine_voice_id', 'text')
    .addColumn('sample_keys', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('sample_seconds', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('cloned_voices_space').on('cloned_voices').columns(['space_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('cloned_voices').execute();
  await db.schema.dropTable('voice_favorites').execute();
}
