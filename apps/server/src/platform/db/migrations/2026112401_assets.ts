import { sql, type Kysely } from 'kysely';

/** The media library: uploads in flight, asset folders (library and brand kit) and assets. */
export async function up(db: Kysely<any>): Promise<void> {
  const now = sql`now()`;
  await db.schema
    .createTable('asset_folders')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('media','logo','video','image','music')`))
    .addColumn('expires_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('asset_folders_space_idx').on('asset_folders').columns(['space_id', 'type']).execute();

  await db.schema
    .createTable('assets')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('created_by', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('folder_id', 'uuid', (c) => c.references('asset_folders.id').onDelete('set null'))
    .addColumn('brand_slot', 'text', (c) => c.check(sql`brand_slot in ('logo','video','image','music')`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('video','image','audio','document')`))
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('meta', 'jsonb', (c) => c.notNull())
    .addColumn('warnings', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('thumb_key', 'text')
    .addColumn('waveform', 'jsonb')
    .addColumn('derived', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('assets_space_idx').on('assets').columns(['space_id', 'created_at']).execute();

  await db.schema
    .createTable('uploads')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('space_id', 'uuid', (c) => c.notNull().references('spaces.id').onDelete('cascade'))
    .addColumn('tool', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('folder_id', 'uuid', (c) => c.references('asset_folders.id').onDelete('set null'))
    .addColumn('brand_slot', 'text')
    .addColumn('protocol', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending','completing','done','rejected','cancelled','expired')`))
    .addColumn('asset_id', 'uuid')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(now))
    .execute();
  await db.schema.createIndex('uploads_expiry_idx').on('uploads').columns(['status', 'expires_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('assets').execute();
  await db.schema.dropTable('asset_folders').execute();
}
