import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the cloned_voices table. */

export const insertClone = (db: Db, row: Insertable<Database['cloned_voices']>) => db.insertInto('cloned_voices').values(row).execute();

export const updateClone = (db: Db, id: string, patch: Updateable<Database['cloned_voices']>) =>
  db
    .updateTable('cloned_voices')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const listClones = (db: Db, spaceId: string) =>
  db.selectFrom('cloned_voices').selectAll().where('space_id', '=', spaceId).orderBy('created_at', 'desc').execute();

export const findClone = (db: Db, id: string) => db.selectFrom('cloned_voices').selectAll().where('id', '=', id).executeTakeFirst();

export const deleteClone = (db: Db, id: string) => db.deleteFrom('cloned_voices').where('id', '=', id).execute();

/** Which of the ids are ready voices of the space. */
export async function findReadyIds(db: Db, spaceId: string, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('cloned_voices').select('id').where('space_id', '=', spaceId).where('status', '=', 'ready').where('id', 'in', ids).execute();
  return rows.map((r) => r.id);
}

/** The clones of these spaces and, with a user, the ones the user made in any space. */
export async function findClonesOf(db: Db, userId: string | null, spaceIds: string[]) {
  if (!userId && !spaceIds.length) return [];
  return db
    .selectFrom('cloned_voices')
    .select(['id', 'sample_keys'])
    .where((eb) => {
      const ors = [];
      if (spaceIds.length) ors.push(eb('space_id', 'in', spaceIds));
      if (userId) ors.push(eb('created_by', '=', userId));
      return eb.or(ors);
    })
    .execute();
}
