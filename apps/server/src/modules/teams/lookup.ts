import { ErrorCode, type InvitableRole, Role, type SpaceItem } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import * as spaces from '../spaces/service.js';
import { presentSpace } from './present.js';
import type { Actor } from '../../platform/http/actor.js';

/** Looking up spaces for the teams calls. */

/** A space the caller is a member of, by its public id (the registry has checked membership). */
export async function spaceNamed(db: Db, uniqueId: string): Promise<spaces.SpaceRow> {
  const space = await spaces.findSpaceByUniqueId(db, uniqueId);
  if (!space) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  return space;
}

export async function memberRole(db: Db, spaceId: string, actor: Actor): Promise<number> {
  const role = await spaces.roleIn(db, actor, spaceId);
  if (role === null) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  return role;
}

export async function listSpaces(ctx: AppContext, actor: Actor): Promise<SpaceItem[]> {
  const rows = await spaces.listSpacesOf(ctx.db, actor.userId);
  const current = actor.space.id;
  return Promise.all(rows.map((r) => presentSpace(ctx, actor.userId, r, { role: r.role, now_here: r.id === current, members: Number(r.members) })));
}

/** One of the user's spaces as the list shows it; `nowHere`: the user works in it now. */
export async function spaceItem(ctx: AppContext, userId: string, spaceId: string, nowHere: boolean): Promise<SpaceItem> {
  const row = (await spaces.listSpacesOf(ctx.db, userId)).find((r) => r.id === spaceId);
  if (!row) throw new AppError(ErrorCode.SPACE_NOT_FOUND);
  return presentSpace(ctx, userId, row, { role: row.role, now_here: nowHere, members: Number(row.members) });
}

export const roleValue = (role: InvitableRole): number => (role === 'admin' ? Role.admin : Role.collaborator);
