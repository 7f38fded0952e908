import { ErrorCode, Role } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Visibility } from '../../platform/db/visibility.js';
import { type Actor, seesOtherSpaces } from '../../platform/http/actor.js';
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

/**
 * The actor's role in a space: in the space it acts in, the role it was resolved with; elsewhere its
 * membership there, and none at all for an API key (a key sees only its own space).
 */
export async function roleIn(db: Db, actor: Actor, spaceId: string): Promise<number | null> {
  if (spaceId === actor.space.id) return Role[actor.space.role];
  if (!seesOtherSpaces(actor)) return null;
  return (await store.findRole(db, actor.userId, spaceId)) ?? null;
}

/** What the actor may see and change, for stores to filter lists with whereVisibleTo / whereManageableBy. */
export async function visibilityOf(db: Db, actor: Actor): Promise<Visibility> {
  if (seesOtherSpaces(actor)) return membersVisibility(db, actor.userId);
  return visibilityFrom(actor.userId, [{ space_id: actor.space.id, role: Role[actor.space.role] }]);
}

/**
 * What a user sees as a member of their spaces, for a signed link followed later without a caller (a
 * zip): the link names rows checked when it was signed, so this can only narrow them.
 */
export async function membersVisibility(db: Db, userId: string): Promise<Visibility> {
  return visibilityFrom(userId, await store.findMemberships(db, userId));
}

const visibilityFrom = (userId: string, rows: readonly { space_id: string; role: number }[]): Visibility => ({
  userId,
  memberOf: rows.map((r) => r.space_id),
  managerOf: rows.filter((r) => r.role >= Role.admin).map((r) => r.space_id),
});

export async function canManage(db: Db, actor: Actor, row: OwnedRow): Promise<boolean> {
  const role = await roleIn(db, actor, row.space_id);
  if (role === null) return false;
  return role >= Role.admin || row.created_by === actor.userId;
}

/**
 * canManage for each of a list's rows (what the list's `can_edit` flags show). The answer turns only on
 * the user's role in the row's space and whether they made the row, so it is asked once per space for
 * their own rows and once for others'.
 */
export async function canManageEach(db: Db, actor: Actor, rows: readonly OwnedRow[]): Promise<boolean[]> {
  const asked = new Map<string, Promise<boolean>>();
  return Promise.all(
    rows.map((r) => {
      const key = `${r.space_id}:${r.created_by === actor.userId}`;
      if (!asked.has(key)) asked.set(key, canManage(db, actor, r));
      return asked.get(key)!;
    }),
  );
}

/**
 * Throws unless the user may change the row: 404 when it is outside their spaces (it does not exist for
 * them), 403 when they see it but it is another member's and they are a collaborator.
 */
export async function assertCanManage(db: Db, actor: Actor, row: OwnedRow | undefined, notFound = 'Not found.'): Promise<void> {
  const role = row ? await roleIn(db, actor, row.space_id) : null;
  if (!row || role === null) throw new AppError(ErrorCode.NOT_FOUND, notFound);
  if (role < Role.admin && row.created_by !== actor.userId) throw new AppError(ErrorCode.FORBIDDEN, NOT_YOURS);
}

/** What a collaborator is told about a teammate's file (spec 000 §6: they manage only what they posted). */
export const NOT_YOURS = 'Only the member who made this, or an admin of the space, can change it.';
