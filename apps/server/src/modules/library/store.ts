import type { Insertable } from 'kysely';
import { announceChange } from '../../platform/cache/changes.js';
import type { Db } from '../../platform/db/index.js';
import type { Database } from '../../platform/db/schema.js';

/** SQL of the avatar_favorites and voice_favorites tables. */

export const findFavoriteLookIds = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('avatar_favorites').select('look_id').where('user_id', '=', userId).execute()).map((r) => r.look_id);

export const findFavoritesOf = (db: Db, userId: string) =>
  db.selectFrom('avatar_favorites').select(['look_id', 'created_at']).where('user_id', '=', userId).execute();

/** What avatar favourite writes announce: the avatar library's answer, which marks them, is cached per user. */
export const favoritesChanged = (userId: string) => `avatar-favorites:${userId}`;

/** Adds favourites, skipping looks the user already starred; the number added. */
export const addFavorites = async (db: Db, rows: Insertable<Database['avatar_favorites']>[]): Promise<number> => {
  const added = await db
    .insertInto('avatar_favorites')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'look_id']).doNothing())
    .executeTakeFirst();
  announceChange(...new Set(rows.map((r) => favoritesChanged(r.user_id))));
  return Number(added.numInsertedOrUpdatedRows ?? 0);
};

export const deleteFavorite = async (db: Db, userId: string, lookId: string) => {
  await db.deleteFrom('avatar_favorites').where('user_id', '=', userId).where('look_id', '=', lookId).execute();
  announceChange(favoritesChanged(userId));
};

export const deleteFavoritesOf = async (db: Db, userId: string) => {
  await db.deleteFrom('avatar_favorites').where('user_id', '=', userId).execute();
  announceChange(favoritesChanged(userId));
};

export const findFavoriteVoiceIds = async (db: Db, userId: string): Promise<string[]> =>
  (await db.selectFrom('voice_favorites').select('voice_id').where('user_id', '=', userId).execute()).map((r) => r.voice_id);

export const addVoiceFavorites = async (db: Db, rows: Insertable<Database['voice_favorites']>[]): Promise<number> => {
  const added = await db
    .insertInto('voice_favorites')
    .values(rows)
    .onConflict((oc) => oc.columns(['user_id', 'voice_id']).doNothing())
    .executeTakeFirst();
  return Number(added.numInsertedOrUpdatedRows ?? 0);
};

export const deleteVoiceFavorite = (db: Db, userId: string, voiceId: string) =>
  db.deleteFrom('voice_favorites').where('user_id', '=', userId).where('voice_id', '=', voiceId).execute();

export const findVoiceFavoritesOf = (db: Db, userId: string) =>
  db.selectFrom('voice_favorites').select(['voice_id', 'created_at']).where('user_id', '=', userId).execute();

export const deleteVoiceFavoritesOf = (db: Db, userId: string) => db.deleteFrom('voice_favorites').where('user_id', '=', userId).execute();
