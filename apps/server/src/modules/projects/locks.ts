import { type CanIEditData, ErrorCode, LOCK_HEARTBEAT_S, LOCK_TTL_S } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { AppError } from '../../platform/http/errors.js';
import { canManage, roleIn } from '../spaces/service.js';
import { findUserById } from '../users/service.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const NOT_FOUND = 'Project not found.';
const live = (lock: { heartbeat_at: Date | string } | undefined, now: Date) =>
  !!lock && now.getTime() - new Date(lock.heartbeat_at).getTime() < LOCK_TTL_S * 1000;

/**
 * Editing locks (spec 000 §4: a draft open in another member's editor is locked with a message). An
 * open editor asks every LOCK_HEARTBEAT_S; the lock is theirs until they leave (release) or stop asking
 * for LOCK_TTL_S (a closed laptop), then the next member takes it.
 */
export async function canIEdit(ctx: AppContext, actor: Actor, projectId: string, now = new Date()): Promise<CanIEditData> {
  const project = await store.findProject(ctx.db, projectId);
  if (!project || (await roleIn(ctx.db, actor, project.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  // Someone who may only look (a collaborator on a teammate's draft) never takes the lock from those who may edit.
  if (!(await canManage(ctx.db, actor, project))) {
    const lock = await store.findEditLock(ctx.db, projectId);
    const holder = lock && live(lock, now) ? (await findUserById(ctx.db, lock.user_id))?.nickname : null;
    return { can_edit: false, editor_nickname: holder ?? null, heartbeat_s: LOCK_HEARTBEAT_S };
  }
  const holder = await ctx.db.transaction().execute(async (trx) => {
    const lock = await store.findEditLockForUpdate(trx, projectId);
    if (lock && lock.user_id !== actor.userId && live(lock, now)) return lock.user_id;
    await store.upsertEditLock(trx, projectId, actor.userId, now);
    return null;
  });
  if (!holder) return { can_edit: true, editor_nickname: null, heartbeat_s: LOCK_HEARTBEAT_S };
  return { can_edit: false, editor_nickname: (await findUserById(ctx.db, holder))?.nickname ?? null, heartbeat_s: LOCK_HEARTBEAT_S };
}

/** The editor was closed: the next member may take the draft at once. */
export async function releaseEdit(ctx: AppContext, actor: Actor, projectId: string): Promise<void> {
  await store.deleteEditLock(ctx.db, projectId, actor.userId);
}

/** Saving a draft that another member holds open is refused, naming them. */
export async function assertNotLockedByOther(db: Db, userId: string, projectId: string, now = new Date()): Promise<void> {
  const lock = await store.findEditLock(db, projectId);
  if (!lock || lock.user_id === userId || !live(lock, now)) return;
  const who = (await findUserById(db, lock.user_id))?.nickname;
  throw new AppError(ErrorCode.DRAFT_LOCKED, who ? `${who} is editing this draft. Try again when they are done.` : undefined, { editor_nickname: who ?? null });
}
