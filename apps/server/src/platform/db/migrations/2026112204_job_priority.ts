import type { Kysely } from 'kysely';

/** Waiting jobs run by priority first (paid plans' renders go ahead of Free ones), then in order. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('jobs')
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('jobs').dropColumn('priority').execute();
}
