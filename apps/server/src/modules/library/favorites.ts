import { ErrorCode } from '@framecast/contract';
import { findLook } from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';

/**
 * Avatar favourites: a user stars looks (`<avatar>/<look>`), the unit the picker shows as a card and a
 * project names. They belong to the user, not to a space, so they follow the user into any space.
 */

/** The look ids a user starred. */
export async function favoriteLookIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('avatar_favorites').select('look_id').where('user_id', '=', userId).execute();
  return new Set(rows.map((r) => r.look_id));
}

/** Stars or unstars a look; both are idempotent. An id the library does not have is refused. */
export async function setFavorite(db: Db, userId: string, id: string, favorite: boolean): Promise<{ id: string; favorite: boolean }> {
  const look = findLook(id);
  if (!look || look.id !== id) {
    const hint = look ? ` Favourites name a look, such as "${look.id}".` : '';
    const msg = `No avatar look "${id}" in the library.${hint}`;
    throw new AppError(ErrorCode.NOT_FOUND, msg, { fields: { id: msg } });
  }
  if (favorite) {
    await db
      .insertInto('avatar_favorites')
      .values({ user_id: userId, look_id: id })
      .onConflict((oc) => oc.columns(['user_id', 'look_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('avatar_favorites').where('user_id', '=', userId).where('look_id', '=', id).execute();
  }
  return { id, favorite };
}

/** A free-trial guest who signs up keeps their favourites (merged with the account's own). */
export async function moveGuestFavorites(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const rows = await db.selectFrom('avatar_favorites').select(['look_id', 'created_at']).where('user_id', '=', fromUserId).execute();
  if (rows.length === 0) return 0;
  const added = await db
    .insertInto('avatar_favorites')
    .values(rows.map((r) => ({ user_id: toUserId, look_id: r.look_id, created_at: r.created_at })))
    .onConflict((oc) => oc.columns(['user_id', 'look_id']).doNothing())
    .executeTakeFirst();
  await db.deleteFrom('avatar_favorites').where('user_id', '=', fromUserId).execute();
  return Number(added.numInsertedOrUpdatedRows ?? 0);
}
