import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of user_avatars, avatar_looks, avatar_generations, user_avatar_favorites and product_cutouts. */

export const insertAvatar = (db: Db, row: Insertable<Database['user_avatars']>) => db.insertInto('user_avatars').values(row).execute();
export const findAvatar = (db: Db, id: string) => db.selectFrom('user_avatars').selectAll().where('id', '=', id).executeTakeFirst();
export const updateAvatar = (db: Db, id: string, patch: Updateable<Database['user_avatars']>) =>
  db
    .updateTable('user_avatars')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
export const deleteAvatar = (db: Db, id: string) => db.deleteFrom('user_avatars').where('id', '=', id).execute();
/** Serialises changes to one avatar's looks (the last look's deletion takes the avatar). */
export const lockAvatar = (db: Db, id: string) => db.selectFrom('user_avatars').select('id').where('id', '=', id).forUpdate().executeTakeFirst();

export function listAvatars(db: Db, filter: { spaceId?: string; community?: boolean; kind?: string; favoritesOf?: string }) {
  let q = db.selectFrom('user_avatars').selectAll();
  if (filter.spaceId) q = q.where('space_id', '=', filter.spaceId);
  if (filter.community) q = q.where('community', '=', true);
  if (filter.kind) q = q.where('kind', '=', filter.kind as 'photo');
  if (filter.favoritesOf) {
    const userId = filter.favoritesOf;
    q = q.where('id', 'in', (eb) => eb.selectFrom('user_avatar_favorites').select('avatar_id').where('user_id', '=', userId));
  }
  return q.orderBy('created_at', 'desc').limit(200).execute();
}

export const insertLooks = (db: Db, rows: Insertable<Database['avatar_looks']>[]) =>
  rows.length ? db.insertInto('avatar_looks').values(rows).execute() : Promise.resolve([]);
export const findLook = (db: Db, id: string) => db.selectFrom('avatar_looks').selectAll().where('id', '=', id).executeTakeFirst();
export const updateLook = (db: Db, id: string, patch: Updateable<Database['avatar_looks']>) =>
  db.updateTable('avatar_looks').set(patch).where('id', '=', id).execute();
export const deleteLook = (db: Db, id: string) => db.deleteFrom('avatar_looks').where('id', '=', id).execute();
export function looksOf(db: Db, avatarIds: string[]) {
  if (!avatarIds.length) return Promise.resolve([]);
  return db.selectFrom('avatar_looks').selectAll().where('avatar_id', 'in', avatarIds).orderBy('created_at', 'asc').orderBy('id').execute();
}
export const looksOfGeneration = (db: Db, generationId: string) =>
  db.selectFrom('avatar_looks').selectAll().where('generation_id', '=', generationId).orderBy('created_at').orderBy('id').execute();
export const countLooks = async (db: Db, avatarId: string) =>
  Number(
    (
      await db
        .selectFrom('avatar_looks')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('avatar_id', '=', avatarId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A ready look and where its avatar lives (for a render's check and its file). */
export const findLookWithAvatar = (db: Db, lookIds: string[]) =>
  lookIds.length
    ? db
        .selectFrom('avatar_looks as l')
        .innerJoin('user_avatars as a', 'a.id', 'l.avatar_id')
        .select(['l.id', 'l.status', 'l.file_key', 'l.motion', 'l.source', 'a.space_id', 'a.community'])
        .where('l.id', 'in', lookIds)
        .execute()
    : Promise.resolve([]);

export const insertGeneration = (db: Db, row: Insertable<Database['avatar_generations']>) => db.insertInto('avatar_generations').values(row).execute();
export const findGeneration = (db: Db, id: string) => db.selectFrom('avatar_generations').selectAll().where('id', '=', id).executeTakeFirst();
export const setGenerationStatus = (db: Db, id: string, status: 'done' | 'failed') =>
  db.updateTable('avatar_generations').set({ status }).where('id', '=', id).where('status', '=', 'running').executeTakeFirst();
/** Generations that count against a payer's limit since a time (all of them with none): failed ones gave their credits back. */
export async function countGenerations(db: Db, payerId: string, since: Date | null): Promise<number> {
  let q = db
    .selectFrom('avatar_generations')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('payer_id', '=', payerId)
    .where('kind', '=', 'look')
    .where('status', '!=', 'failed');
  if (since) q = q.where('created_at', '>=', since);
  return Number((await q.executeTakeFirstOrThrow()).n);
}

export const favoriteIds = async (db: Db, userId: string, avatarIds: string[]) =>
  avatarIds.length
    ? (await db.selectFrom('user_avatar_favorites').select('avatar_id').where('user_id', '=', userId).where('avatar_id', 'in', avatarIds).execute()).map(
        (r) => r.avatar_id,
      )
    : [];
export async function setFavorite(db: Db, userId: string, avatarId: string, on: boolean): Promise<void> {
  if (on)
    await db
      .insertInto('user_avatar_favorites')
      .values({ user_id: userId, avatar_id: avatarId })
      .onConflict((oc) => oc.doNothing())
      .execute();
  else await db.deleteFrom('user_avatar_favorites').where('user_id', '=', userId).where('avatar_id', '=', avatarId).execute();
}

/** The avatars of these spaces and, with a user, the ones the user made in any space. */
export async function findAvatarsOf(db: Db, userId: string | null, spaceIds: string[]) {
  if (!userId && !spaceIds.length) return [];
  return db
    .selectFrom('user_avatars')
    .select(['id', 'space_id'])
    .where((eb) => {
      const ors = [];
      if (spaceIds.length) ors.push(eb('space_id', 'in', spaceIds));
      if (userId) ors.push(eb('created_by', '=', userId));
      return eb.or(ors);
    })
    .execute();
}

/** Moves a custom avatar on, only from the state it is expected in (a job run twice, or a review raced, changes nothing). */
export async function setCustomStatus(db: Db, id: string, from: string[], patch: Updateable<Database['user_avatars']>): Promise<boolean> {
  const r = await db
    .updateTable('user_avatars')
    .set({ ...patch, updated_at: new Date() })
    .where('id', '=', id)
    .where('custom_status', 'in', from as 'processing'[])
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Custom avatars of these spaces that count against a plan (all but the refused and the failed). */
export async function countCustomAvatars(db: Db, spaceIds: string[]): Promise<number> {
  if (!spaceIds.length) return 0;
  const row = await db
    .selectFrom('user_avatars')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('space_id', 'in', spaceIds)
    .where('kind', '=', 'custom')
    .where('custom_status', 'not in', ['consent_failed', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const listManualReview = (db: Db) =>
  db.selectFrom('user_avatars').selectAll().where('custom_status', '=', 'manual_review').orderBy('updated_at', 'asc').limit(100).execute();

export const insertCutout = (db: Db, row: Insertable<Database['product_cutouts']>) => db.insertInto('product_cutouts').values(row).execute();
export const findCutout = (db: Db, id: string) => db.selectFrom('product_cutouts').selectAll().where('id', '=', id).executeTakeFirst();
/** Ends a cut-out once (a job run twice changes nothing the second time). */
export async function finishCutout(db: Db, id: string, patch: Updateable<Database['product_cutouts']>): Promise<boolean> {
  const r = await db.updateTable('product_cutouts').set(patch).where('id', '=', id).where('status', '=', 'working').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}
export const countWorkingCutouts = async (db: Db, userId: string) =>
  Number(
    (
      await db
        .selectFrom('product_cutouts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('created_by', '=', userId)
        .where('status', '=', 'working')
        .executeTakeFirstOrThrow()
    ).n,
  );
/** A user's cut-outs made before a time (the wizard's leftovers), or every cut-out of some spaces. */
export function findCutoutsOf(db: Db, filter: { userId?: string; before?: Date; spaceIds?: string[] }) {
  if (!filter.userId && !filter.spaceIds?.length) return Promise.resolve([]);
  let q = db.selectFrom('product_cutouts').select(['id', 'space_id']);
  q = q.where((eb) => {
    const ors = [];
    if (filter.userId) ors.push(eb('created_by', '=', filter.userId));
    if (filter.spaceIds?.length) ors.push(eb('space_id', 'in', filter.spaceIds));
    return eb.or(ors);
  });
  if (filter.before) q = q.where('created_at', '<', filter.before);
  return q.limit(500).execute();
}
export const deleteCutouts = (db: Db, ids: string[]) => (ids.length ? db.deleteFrom('product_cutouts').where('id', 'in', ids).execute() : Promise.resolve([]));
