import { ErrorCode } from '@framecast/contract';
import { findLook } from '@framecast/engine';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store.js';

/**
 * Avatar favourites: a user stars looks (`<avatar>/<look>`), the unit the picker shows as a card and a
 * project names. They belong to the user, not to a space, so they follow the user into any space.
 */

/** The look ids a user starred. */
export async function favoriteLookIds(db: Db, userId: string): Promise<Set<string>> {
  return new Set(await store.findFavoriteLookIds(db, userId));
}

/** Stars or unstars a look; both are idempotent. An id the library does not have is refused. */
export async function setFavorite(db: Db, userId: string, id: string, favorite: boolean): Promise<{ id: string; favorite: boolean }> {
  const look = findLook(id);
  if (!look || look.id !== id) {
    const hint = look ? ` Favourites name a look, such as "${look.id}".` : '';
    const msg = `No avatar look "${id}" in the library.${hint}`;
    throw new AppError(ErrorCode.NOT_FOUND, msg, { fields: { id: msg } });
  }
  if (favorite) await store.addFavorites(db, [{ user_id: userId, look_id: id }]);
  else await store.deleteFavorite(db, userId, id);
  return { id, favorite };
}

/** A free-trial guest who signs up keeps their favourites (merged with the account's own). */
export async function moveGuestFavorites(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  const rows = await store.findFavoritesOf(db, fromUserId);
  if (rows.length === 0) return 0;
  const added = await store.addFavorites(
    db,
    rows.map((r) => ({ user_id: toUserId, look_id: r.look_id, created_at: r.created_at })),
  );
  await store.deleteFavoritesOf(db, fromUserId);
  return added;
}
