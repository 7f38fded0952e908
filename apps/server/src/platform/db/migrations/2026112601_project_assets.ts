import { sql, type Kysely } from 'kysely';

/**
 * Which assets each project's document uses, written with every save, so "which projects use this
 * file" is an index lookup instead of a scan of every document's text. Filled here from the documents
 * saved so far (their `asset:<uuid>` references).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('project_assets')
    .addColumn('project_id', 'uuid', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    // No foreign key to assets: a document may name a file that was deleted since, and that is the
    // document's business (the render refuses it); the row goes with the next save.
    .addColumn('asset_id', 'uuid', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_assets_pkey', ['project_id', 'asset_id'])
    .execute();
  await db.schema.createIndex('project_assets_asset_idx').on('project_assets').column('asset_id').execute();
  await sql`
    insert into project_assets (project_id, asset_id)
    select distinct p.id, lower(m.ref[1])::uuid
    from projects p
    cross join lateral regexp_matches(p.document::text, 'asset:([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})', 'g') as m(ref)
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('project_assets').execute();
}
