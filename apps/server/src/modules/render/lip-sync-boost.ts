import { type DataOf, ErrorCode } from '@framecast/contract';
import { estimateVideoSeconds, type TimelineDoc } from '@framecast/timeline';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { consumeLipSync, lipSyncBoostOf, lockCreditLedger } from '../billing/service.js';
import { loadManageable, readDocument } from '../projects/service.js';
import { assertRenderable, submitRender } from './service.js';
import { hasRenderSince } from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const hasAvatar = (doc: TimelineDoc) => doc.scenes.some((s) => s.layers.some((l) => l.type === 'avatar'));

/**
 * Spec 001 §4 lip-sync boost: the project's video is re-rendered with photorealistic lip sync by the
 * talking-head service (ENGINE_TALKING_HEAD_URL; job.ts sends a boosted project's renders there). The
 * whole video's duration comes out of the user's lip-sync minutes, first to expire first, or nothing
 * does; the re-render costs no credits. Without the service nothing is taken and the boost is refused.
 * Boosting the same project again takes nothing more, and queues its re-render only when none is
 * queued, running or done since the boost (so a failed boosted render can be tried again).
 */
export async function lipSyncBoost(
  ctx: AppContext,
  actor: Actor,
  projectId: string,
  submitter: { ip: string; guest: boolean } = { ip: '', guest: false },
): Promise<DataOf<'lipSyncBoost'>> {
  if (!ctx.engines.lipSync) throw new AppError(ErrorCode.LIP_SYNC_UNAVAILABLE);
  const project = await loadManageable(ctx, actor, projectId);
  const doc = readDocument(project.document);
  if (!hasAvatar(doc)) throw new AppError(ErrorCode.LIP_SYNC_NO_AVATAR);
  const seconds = Math.ceil(project.duration ?? estimateVideoSeconds(doc));
  if (!(seconds > 0)) throw new AppError(ErrorCode.SCRIPT_INVALID);

  const earlier = await lipSyncBoostOf(ctx.db, projectId);
  if (earlier && (await hasRenderSince(ctx.db, projectId, earlier.at))) return answer(ctx, actor, projectId, 0, false);
  // Everything a render checks, before any minute is taken.
  await assertRenderable(ctx, actor, projectId, { free: true });
  const used = earlier
    ? 0
    : await ctx.db.transaction().execute(async (trx) => {
        await lockCreditLedger(trx, actor.userId);
        return consumeLipSync(trx, actor.userId, projectId, seconds);
      });
  ctx.userInfo.forget(actor.userId);
  await submitRender(ctx, actor, projectId, submitter, { free: true });
  return answer(ctx, actor, projectId, used, true);
}

async function answer(ctx: AppContext, actor: Actor, projectId: string, used: number, queued: boolean): Promise<DataOf<'lipSyncBoost'>> {
  const info = await ctx.userInfo.get(actor);
  return { project_id: projectId, seconds_used: used, lip_sync_duration: info.lip_sync_duration, render_queued: queued };
}
