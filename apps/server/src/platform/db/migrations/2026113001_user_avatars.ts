import { sql, type Kysely } from 'kysely';

/**
 * A space's own avatars and their looks (spec 000 §3 Avatar). user_avatars: name, description, welcome
 * message, voice, gender, aspect, theme and the community flag. avatar_looks: one picture or drawing each,
 * made from words (`options`) or a photo, or a photo look given motion, kept in storage under the avatar. avatar_generations: each
 * generation counted against the payer's plan limit (001 §9) and holding its credits; it outlives the
 * looks it made, so deleting a look does not give the usage back. user_avatar_favorites: per user.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_avatars')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('photo', 'custom', 'product')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('welcome_message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('voice', 'text')
    .addColumn('gender', 'text')
    .addColumn('aspect', 'text', (c) => c.notNull().defaultTo('3:4'))
    .addColumn('theme', 'text')
    .addColumn('community', 'boolean', (c) => c.notNull().defaultTo(false))
    /** A custom avatar: where it is on its way to ready, why it stopped, and its footage and consent video. */
    .addColumn('custom_status', 'text')
    .addColumn('custom_reason', 'text')
    .addColumn('footage_key', 'text')
    .addColumn('consent_key', 'text')
    .addColumn('footage_silent', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('user_avatars_space').on('user_avatars').columns(['space_id', 'created_at']).execute();
  await db.schema.createIndex('user_avatars_review').on('user_avatars').column('created_at').where(sql.ref('custom_status'), '=', 'manual_review').execute();
  await db.schema.createIndex('user_avatars_community').on('user_avatars').column('created_at').where(sql.ref('community'), '=', true).execute();
  await db.schema
    .createTable('avatar_generations')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('payer_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('avatar_id', 'uuid', (c) => c.references('user_avatars.id').onDelete('set null'))
    .addColumn('kind', 'text', (c) => c.notNull().defaultTo('look').check(sql`kind in ('look', 'motion')`))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'done', 'failed')`))
    .addColumn('credits', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('avatar_generations_payer').on('avatar_generations').columns(['payer_id', 'created_at']).execute();
  await db.schema
    .createTable('avatar_looks')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('avatar_id', 'uuid', (c) => c.notNull().references('user_avatars.id').onDelete('cascade'))
    .addColumn('generation_id', 'uuid', (c) => c.references('avatar_generations.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('text', 'photo', 'motion', 'video')`))
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('generating', 'ready', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('review_failed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('options', 'jsonb')
    /** The drawing's parts (a look file) or the photo, and its picture. */
    .addColumn('file_key', 'text')
    .addColumn('image_key', 'text')
    /** A motion look: its head-motion preset, the motion model and words asked for, and its clip. */
    .addColumn('motion', 'text')
    .addColumn('motion_model', 'text')
    .addColumn('motion_prompt', 'text')
    .addColumn('preview_key', 'text')
    /** Photo to Avatar: the portrait the drawing follows. */
    .addColumn('source_key', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('avatar_looks_avatar').on('avatar_looks').columns(['avatar_id', 'created_at']).execute();
  await db.schema
    .createTable('user_avatar_favorites')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('avatar_id', 'uuid', (c) => c.notNull().references('user_avatars.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('user_avatar_favorites_pkey', ['user_id', 'avatar_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('user_avatar_favorites').execute();
  await db.schema.dropTable('avatar_looks').execute();
  await db.schema.dropTable('avatar_generations').execute();
  await db.schema.dropTable('user_avatars').execute();
}
