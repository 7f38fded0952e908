import type { AppContext } from '../../context.js';
import type { ProjectRow } from './store.js';
import { queuedAhead, recentRenderSeconds } from './store.js';

/**
 * Minutes until a queued project's video is ready: the renders ahead of it shared among the workers,
 * plus its own, at the speed of recent renders (spec 000 §4 "Queued with estimated minutes").
 */
export async function queueMinutesFor(ctx: AppContext, row: Pick<ProjectRow, 'status' | 'current_render_id'>): Promise<number | null> {
  if (row.status !== 'queued' || !row.current_render_id) return null;
  const render = await ctx.db.selectFrom('renders').select('created_at').where('id', '=', row.current_render_id).executeTakeFirst();
  return estimateMinutes(ctx, render ? new Date(render.created_at) : undefined);
}

export async function estimateMinutes(ctx: AppContext, createdAt?: Date): Promise<number> {
  const [{ ahead }, seconds] = await Promise.all([queuedAhead(ctx.db, createdAt), recentRenderSeconds(ctx.db)]);
  const workers = Math.max(1, ctx.config.workerConcurrency ?? 1);
  return Math.max(1, Math.ceil(((Math.floor(ahead / workers) + 1) * seconds) / 60));
}
