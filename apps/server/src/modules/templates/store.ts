import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** The only queries of `templates` (My Templates) and `template_previews`. */

export const insertTemplate = (db: Db, row: Insertable<Database['templates']>) => db.insertInto('templates').values(row).execute();
export const findTemplate = (db: Db, id: string) => db.selectFrom('templates').selectAll().where('id', '=', id).executeTakeFirst();
export const updateTemplate = (db: Db, id: string, patch: Updateable<Database['templates']>) =>
  db.updateTable('templates').set(patch).where('id', '=', id).execute();
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

/**
 * Claims a preview render for `docHash`: true when this caller should start it (none yet, only a poster,
 * an older document's, or a failed one). An older document's poster goes with it.
 */
export async function claimPreview(db: Db, id: string, docHash: string): Promise<boolean> {
  const claimed = await db
    .insertInto('template_previews')
    .values({ template_id: id, doc_hash: docHash, status: 'working' })
    .onConflict((oc) =>
      oc
        .column('template_id')
        .doUpdateSet((eb) => ({
          doc_hash: docHash,
          status: 'working',
          error: null,
          thumb_key: eb.case().when('template_previews.doc_hash', '=', docHash).then(eb.ref('template_previews.thumb_key')).else(null).end(),
          updated_at: new Date(),
        }))
        .where((eb) =>
          eb.or([eb('template_previews.doc_hash', '!=', docHash), eb('template_previews.status', '=', 'failed'), eb('template_previews.status', '=', 'none')]),
        ),
    )
    .returning('template_id')
    .executeTakeFirst();
  return !!claimed;
}

type Status = Database['template_previews']['status'];

/** Records a design's poster for `docHash`, unless its video (and the video's own still) came first. */
export async function setPoster(db: Db, id: string, docHash: string, key: string): Promise<void> {
  await db
    .insertInto('template_previews')
    .values({ template_id: id, doc_hash: docHash, status: 'none', thumb_key: key })
    .onConflict((oc) =>
      oc
        .column('template_id')
        .doUpdateSet({
          thumb_key: key,
          // An older document's row starts again from its poster.
          status: sql<Status>`case when template_previews.doc_hash = ${docHash} then template_previews.status else 'none' end`,
          clip_key: sql<string | null>`case when template_previews.doc_hash = ${docHash} then template_previews.clip_key end`,
          doc_hash: docHash,
          updated_at: new Date(),
        })
        .where((eb) => eb.or([eb('template_previews.doc_hash', '!=', docHash), eb('template_previews.thumb_key', 'is', null)])),
    )
    .execute();
}

/** Which of `ids` have a poster or a finished preview for their current document, as `id → doc_hash`. */
export const shownPreviews = async (db: Db, ids: string[]): Promise<Map<string, string>> =>
  new Map(
    (ids.length
      ? await db
          .selectFrom('template_previews')
          .select(['template_id', 'doc_hash', 'status'])
          .where('template_id', 'in', ids)
          .where('thumb_key', 'is not', null)
          .execute()
      : []
    ).map((r) => [r.template_id, r.doc_hash]),
  );

export const updatePreview = (db: Db, id: string, patch: Updateable<Database['template_previews']>) =>
  db
    .updateTable('template_previews')
    .set({ ...patch, updated_at: new Date() })
    .where('template_id', '=', id)
    .execute();
export const deletePreview = (db: Db, id: string) => db.deleteFrom('template_previews').where('template_id', '=', id).execute();
export const insertPreview = (db: Db, row: Insertable<Database['template_previews']>) => db.insertInto('template_previews').values(row).execute();
