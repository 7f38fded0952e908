import { ErrorCode, type InvitableRole, Role, type SpaceItem } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as spaces from '../spaces/service.js';
import { presentSpace } from './present.js';

/** Looking up spaces for the teams calls. */

/** A space the caller is a member of, by its public id (the registry has checked membership). */
export async function spaceNamed(db: Db, uniqueId: string): Promise<spaces.SpaceRow> {
  const space = await spaces.findSpaceByUniqueId(db, uniqueId);
  if (!space) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  return space;
}

export async function memberRole(db: Db, spaceId: string, userId: string): Promise<number> {
  const role = await spaces.roleIn(db, userId, spaceId);
  if (role === null) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  return role;
}

export async function listSpaces(ctx: AppContext, userId: string): Promise<SpaceItem[]> {
  const rows = await spaces.listSpacesOf(ctx.db, userId);
  const current = await spaces.currentSpaceId(ctx.db, userId);
  return Promise.all(rows.map((r) => presentSpace(ctx, r, { role: r.role, now_here: r.id === current, members: Number(r.members) })));
}

/** One of the caller's spaces as the list shows it. */
export async function spaceItem(ctx: AppContext, userId: string, spaceId: string): Promise<SpaceItem> {
  const row = (await spaces.listSpacesOf(ctx.db, userId)).find((r) => r.id === spaceId);
  if (!row) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  const current = await spaces.currentSpaceId(ctx.db, userId);
  return presentSpace(ctx, row, { role: row.role, now_here: row.id === current, members: Number(row.members) });
}

export const roleValue = (role: InvitableRole): number => (role === 'admin' ? Role.admin : Role.collaborator);
