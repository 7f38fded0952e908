import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** The only queries of `templates` (My Templates) and `template_previews`. */

export const insertTemplate = (db: Db, row: Insertable<Database['templates']>) => db.insertInto('templates').values(row).execute();
export const findTemplate = (db: Db, id: string) => db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
export const deleteTemplate = (db: Db, id: string) => db.deleteFrom('templates').where('id', '=', id).execute();
export const countSpaceTemplates = async (db: Db, spaceId: string) =>
  Number(
    (
      await db
        .selectFrom('templates')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('space_id', '=', spaceId)
        .executeTakeFirstOrThrow()
    ).n,
  );

export async function listSpaceTemplates(db: Db, spaceId: string, q: { aspectRatio?: string; offset: number; limit: number }) {
  let query = db.selectFrom('templates').where('space_id', '=', spaceId);
  if (q.aspectRatio) query = query.where('aspect_ratio', '=', q.aspectRatio);
  const total = Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query.selectAll().orderBy('created_at', 'desc').orderBy('id').offset(q.offset).limit(q.limit).execute();
  return { rows, total };
}

export const findPreviews = (db: Db, ids: string[]) =>
  ids.length ? db.selectFrom('template_previews').selectAll().where('template_id', 'in', ids).execute() : Promise.resolve([]);
export const findPreview = (db: Db, id: string) => db.selectFrom('template_previews').selectAll().where('template_id', '=', id).executeTakeFirst();

/** Claims a preview render for `docHash`: true when this caller should start it (none yet, an older document's, or a failed one). */
export async function claimPreview(db: Db, id: string, docHash: string): Promise<boolean> {
  const claimed = await db
    .insertInto('template_previews')
    .values({ template_id: id, doc_hash: docHash, status: 'working' })
    .onConflict((oc) =>
      oc
        .column('template_id')
        .doUpdateSet({ doc_hash: docHash, status: 'working', error: null, updated_at: new Date() })
        .where((eb) => eb.or([eb('template_previews.doc_hash', '!=', docHash), eb('template_previews.status', '=', 'failed')])),
    )
    .returning('template_id')
    .executeTakeFirst();
  return !!claimed;
}

export const updatePreview = (db: Db, id: string, patch: Updateable<Database['template_previews']>) =>
  db
    .updateTable('template_previews')
    .set({ ...patch, updated_at: new Date() })
    .where('template_id', '=', id)
    .execute();
export const deletePreview = (db: Db, id: string) => db.deleteFrom('template_previews').where('template_id', '=', id).execute();
export const insertPreview = (db: Db, row: Insertable<Database['template_previews']>) => db.insertInto('template_previews').values(row).execute();
