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

/** The voice ids a user starred. */
export async function favoriteVoiceIds(db: Db, userId: string): Promise<Set<string>> {
  return new Set(await store.findFavoriteVoiceIds(db, userId));
}

/** Stars or unstars a voice of the library (`known`: the voice exists in some configured engine). */
export async function setVoiceFavorite(db: Db, userId: string, id: string, favorite: boolean, known: boolean): Promise<{ id: string; favorite: boolean }> {
  if (favorite && !known) {
    const msg = `No voice "${id}" in the library.`;
    throw new AppError(ErrorCode.NOT_FOUND, msg, { fields: { id: msg } });
  }
  if (favorite) await store.addVoiceFavorites(db, [{ user_id: userId, voice_id: id }]);
  else await store.deleteVoiceFavorite(db, userId, id);
  return { id, favorite };
}

/** A free-trial guest who signs up keeps their favourites, avatars and voices (merged with the account's own). */
export async function moveGuestFavorites(db: Db, fromUserId: string, toUserId: string): Promise<number> {
  let added = 0;
  const looks = await store.findFavoritesOf(db, fromUserId);
  if (looks.length) {
    added += await store.addFavorites(
      db,
      looks.map((r) => ({ user_id: toUserId, look_id: r.look_id, created_at: r.created_at })),
    );
    await store.deleteFavoritesOf(db, fromUserId);
  }
  const voices = await store.findVoiceFavoritesOf(db, fromUserId);
  if (voices.length) {
    added += await store.addVoiceFavorites(
      db,
      voices.map((r) => ({ user_id: toUserId, voice_id: r.voice_id, created_at: r.created_at })),
    );
    await store.deleteVoiceFavoritesOf(db, fromUserId);
  }
  return added;
}
