import { ErrorCode } from '@framecast/contract';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { consumeLipSync, lockCreditLedger } from '../billing/service.js';
import { loadManageable, readDocument } from '../projects/service.js';
import { estimateVideoSeconds } from '@framecast/timeline';

/**
 * Spec 001 §4 lip-sync boost: the whole video's duration comes out of the user's lip-sync minutes, first
 * to expire first, or nothing does. Boosting the same project again takes nothing more.
 */
export async function lipSyncBoost(ctx: AppContext, userId: string, projectId: string) {
  const project = await loadManageable(ctx, userId, projectId);
  const seconds = Math.ceil(project.duration ?? estimateVideoSeconds(readDocument(project.document)));
  if (!(seconds > 0)) throw new AppError(ErrorCode.SCRIPT_INVALID);
  const used = await ctx.db.transaction().execute(async (trx) => {
    await lockCreditLedger(trx, userId);
    return consumeLipSync(trx, userId, projectId, seconds);
  });
  ctx.userInfo.forget(userId);
  const info = await ctx.userInfo.get(userId, '');
  return { project_id: projectId, seconds_used: used, lip_sync_duration: info.lip_sync_duration };
}
