import { ErrorCode, Role } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Visibility } from '../../platform/db/visibility.js';
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

export async function roleIn(db: Db, userId: string, spaceId: string): Promise<number | null> {
  return (await store.findRole(db, userId, spaceId)) ?? null;
}

/** What the user may see and change, for stores to filter lists with whereVisibleTo / whereManageableBy. */
export async function visibilityOf(db: Db, userId: string): Promise<Visibility> {
  const rows = await store.findMemberships(db, userId);
  return { userId, memberOf: rows.map((r) => r.space_id), managerOf: rows.filter((r) => r.role >= Role.admin).map((r) => r.space_id) };
}

export async function canManage(db: Db, userId: string, row: OwnedRow): Promise<boolean> {
  const role = await roleIn(db, userId, row.space_id);
  if (role === null) return false;
  return role >= Role.admin || row.created_by === userId;
}

export async function assertCanManage(db: Db, userId: string, row: OwnedRow | undefined, notFound = 'Not found.'): Promise<void> {
  if (!row || !(await canManage(db, userId, row))) throw new AppError(ErrorCode.NOT_FOUND, notFound);
}

/**
 * The space a user works in. Until team spaces arrive every account works in its personal space; the
 * spaces issue replaces this with the member's current (now_here) space.
 */
export async function currentSpaceId(db: Db, userId: string): Promise<string> {
  const id = await store.findPersonalSpaceId(db, userId);
  if (!id) throw new AppError(ErrorCode.NOT_FOUND, 'Your workspace was not found.');
  return id;
}
