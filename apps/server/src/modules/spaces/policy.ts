import { ErrorCode, Role } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Visibility } from '../../platform/db/visibility.js';
import { actingSpaceOf } from '../../platform/http/acting-space.js';
import { AppError } from '../../platform/http/errors.js';
import * as store from './store.js';

/**
 * The one access rule for work in a space (spec 000 §6): owner and admin manage every file of the space,
 * a collaborator only what they posted. Rows outside the caller's spaces look like they do not exist.
 */
export interface OwnedRow {
  space_id: string;
  created_by: string;
}

/** The user's role in a space; none outside the space an API key's call is pinned to (a key sees one space). */
export async function roleIn(db: Db, userId: string, spaceId: string): Promise<number | null> {
  const pinned = actingSpaceOf(userId);
  if (pinned !== undefined && pinned !== spaceId) return null;
  return (await store.findRole(db, userId, spaceId)) ?? null;
}

/** What the user may see and change, for stores to filter lists with whereVisibleTo / whereManageableBy. */
export async function visibilityOf(db: Db, userId: string): Promise<Visibility> {
  const pinned = actingSpaceOf(userId);
  const rows = (await store.findMemberships(db, userId)).filter((r) => pinned === undefined || r.space_id === pinned);
  return { userId, memberOf: rows.map((r) => r.space_id), managerOf: rows.filter((r) => r.role >= Role.admin).map((r) => r.space_id) };
}

export async function canManage(db: Db, userId: string, row: OwnedRow): Promise<boolean> {
  const role = await roleIn(db, userId, row.space_id);
  if (role === null) return false;
  return role >= Role.admin || row.created_by === userId;
}

/**
 * canManage for each of a list's rows (what the list's `can_edit` flags show). The answer turns only on
 * the user's role in the row's space and whether they made the row, so it is asked once per space for
 * their own rows and once for others'.
 */
export async function canManageEach(db: Db, userId: string, rows: readonly OwnedRow[]): Promise<boolean[]> {
  const asked = new Map<string, Promise<boolean>>();
  return Promise.all(
    rows.map((r) => {
      const key = `${r.space_id}:${r.created_by === userId}`;
      if (!asked.has(key)) asked.set(key, canManage(db, userId, r));
      return asked.get(key)!;
    }),
  );
}

/**
 * Throws unless the user may change the row: 404 when it is outside their spaces (it does not exist for
 * them), 403 when they see it but it is another member's and they are a collaborator.
 */
export async function assertCanManage(db: Db, userId: string, row: OwnedRow | undefined, notFound = 'Not found.'): Promise<void> {
  const role = row ? await roleIn(db, userId, row.space_id) : null;
  if (!row || role === null) throw new AppError(ErrorCode.NOT_FOUND, notFound);
  if (role < Role.admin && row.created_by !== userId) throw new AppError(ErrorCode.FORBIDDEN, NOT_YOURS);
}

/** What a collaborator is told about a teammate's file (spec 000 §6: they manage only what they posted). */
export const NOT_YOURS = 'Only the member who made this, or an admin of the space, can change it.';

/**
 * The space a user works in: the one they switched to (now_here), else their personal space. Leaving
 * or being removed from a space drops the flag with the membership, so they are back home. A call made
 * with an API key works in the key's space instead (pinned by the call registry; see acting-space.ts).
 */
export async function currentSpaceId(db: Db, userId: string): Promise<string> {
  const id = actingSpaceOf(userId) ?? (await store.findCurrentSpaceId(db, userId));
  if (!id) throw new AppError(ErrorCode.NOT_FOUND, 'Your workspace was not found.');
  return id;
}
