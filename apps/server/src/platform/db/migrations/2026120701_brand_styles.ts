import { sql, type Kysely } from 'kysely';

/**
 * A space's brand style: the brand kit's colours (1–8 #rrggbb, in the order they are applied) and its
 * heading and body fonts. One row per space, gone with the space; who last changed it is kept while
 * their account is.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('brand_styles')
    .addColumn('space_id', 'uuid', (c) => c.primaryKey().references('spaces.id').onDelete('cascade'))
    .addColumn('palette', sql`text[]`, (c) =>
      c.notNull().check(sql`cardinality(palette) between 1 and 8 and array_to_string(palette, ',') ~ '^#[0-9a-f]{6}(,#[0-9a-f]{6})*$'`),
    )
    .addColumn('heading_font', 'text', (c) => c.notNull())
    .addColumn('body_font', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('brand_styles').execute();
}
