import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The space a request works in when the caller says so themselves rather than through their account: an
 * API key acts in the space it was made in, whichever space its owner has switched to in the app. Services
 * ask `currentSpaceId(db, userId)` in ~50 places; the spaces policy answers from here first, so a key's
 * calls read and write its own space without threading the space through every service.
 */
const acting = new AsyncLocalStorage<{ userId: string; spaceId: string }>();

/** Runs `fn` (and everything it starts) with this user's work pinned to one space. */
export const withActingSpace = <T>(userId: string, spaceId: string, fn: () => Promise<T>): Promise<T> => acting.run({ userId, spaceId }, fn);

/** The pinned space of this user in the running request, if any (another user's look-ups are untouched). */
export function actingSpaceOf(userId: string): string | undefined {
  const pinned = acting.getStore();
  return pinned?.userId === userId ? pinned.spaceId : undefined;
}
