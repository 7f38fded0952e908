import { sql, type Kysely } from 'kysely';

/**
 * Products of a space (spec 000 §3 Product) and the URL analyses that make them. products: one per URL
 * in a space (the spec's duplicate-URL rule); product_media: its pictures and videos, which are the
 * space's assets (deleting an asset takes it out of the product); url_analyses: a page being read.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('target_audience', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('url', 'text')
    .addColumn('price', 'text')
    .addColumn('currency', 'text')
    .addColumn('highlights', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('products_space').on('products').columns(['space_id', 'created_at']).execute();
  await db.schema.createIndex('products_space_url').on('products').columns(['space_id', 'url']).unique().where(sql.ref('url'), 'is not', null).execute();
  await db.schema
    .createTable('product_media')
    .addColumn('product_id', 'uuid', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('asset_id', 'uuid', (c) => c.notNull().references('assets.id').onDelete('cascade'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_media_pkey', ['product_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('product_media_asset').on('product_media').column('asset_id').execute();
  await db.schema
    .createTable('url_analyses')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('working', 'ready', 'failed')`))
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('fetching'))
    .addColumn('error', 'text')
    .addColumn('product_id', 'uuid', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('url_analyses_owner').on('url_analyses').columns(['created_by', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('url_analyses').execute();
  await db.schema.dropTable('product_media').execute();
  await db.schema.dropTable('products').execute();
}
