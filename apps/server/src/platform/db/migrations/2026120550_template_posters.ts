import { sql, type Kysely } from 'kysely';

/**
 * A library design can have its poster (the still of its first scene, rendered ahead at start-up) before
 * anyone asks for its video: a preview row of status 'none' with a thumbnail and no clip.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table template_previews drop constraint template_previews_status_check`.execute(db);
  await sql`alter table template_previews add constraint template_previews_status_check check (status in ('none', 'working', 'ready', 'failed'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from template_previews where status = 'none'`.execute(db);
  await sql`alter table template_previews drop constraint template_previews_status_check`.execute(db);
  await sql`alter table template_previews add constraint template_previews_status_check check (status in ('working', 'ready', 'failed'))`.execute(db);
}
