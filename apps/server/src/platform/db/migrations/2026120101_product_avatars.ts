import { sql, type Kysely } from 'kysely';

/**
 * Product Avatar (spec 000 §2.12). product_cutouts: a product picture of a space with its background
 * removed (step 1), kept a day for the wizard; a product look copies what it uses. avatar_looks gains
 * the source 'product', where the product sits (`placement`) and a copy of the look it presents
 * (`base_key`; none for a library look, which the engine holds).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_cutouts')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('working', 'ready', 'failed')`))
    .addColumn('engine', 'text', (c) => c.notNull().check(sql`engine in ('local', 'rembg', 'none')`))
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('key', 'text')
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('product_cutouts_owner').on('product_cutouts').columns(['created_by', 'created_at']).execute();
  await sql`alter table avatar_looks drop constraint avatar_looks_source_check`.execute(db);
  await sql`alter table avatar_looks add constraint avatar_looks_source_check check (source in ('text', 'photo', 'motion', 'video', 'product'))`.execute(db);
  await db.schema.alterTable('avatar_looks').addColumn('placement', 'jsonb').addColumn('base_key', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('avatar_looks').dropColumn('placement').dropColumn('base_key').execute();
  await sql`delete from avatar_looks where source = 'product'`.execute(db);
  await sql`alter table avatar_looks drop constraint avatar_looks_source_check`.execute(db);
  await sql`alter table avatar_looks add constraint avatar_looks_source_check check (source in ('text', 'photo', 'motion', 'video'))`.execute(db);
  await db.schema.dropTable('product_cutouts').execute();
}
