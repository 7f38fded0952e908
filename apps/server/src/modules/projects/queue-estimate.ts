import type { AppContext } from '../../context.js';
import type { ProjectRow } from './store.js';
import { queuedAhead, recentRenderSeconds } from './store.js';

type Estimable = Pick<ProjectRow, 'status' | 'current_render_id'>;

/**
 * Minutes until a queued project's video is ready: the renders ahead of it shared among the workers,
 * plus its own, at the speed of recent renders (spec 000 §4 "Queued with estimated minutes"). One
 * estimator serves a whole list, so the recent speed is read once however many projects are queued.
 */
export function queueEstimator(ctx: AppContext) {
  let speed: Promise<number> | null = null;
  const minutes = async (createdAt?: Date) => {
    speed ??= recentRenderSeconds(ctx.db);
    const [{ ahead }, seconds] = await Promise.all([queuedAhead(ctx.db, createdAt), speed]);
    const workers = Math.max(1, ctx.config.workerConcurrency ?? 1);
    return Math.max(1, Math.ceil(((Math.floor(ahead / workers) + 1) * seconds) / 60));
  };
  const forProject = async (row: Estimable): Promise<number | null> => {
    if (row.status !== 'queued' || !row.current_render_id) return null;
    const render = await ctx.db.selectFrom('renders').select('created_at').where('id', '=', row.current_render_id).executeTakeFirst();
    return minutes(render ? new Date(render.created_at) : undefined);
  };
  return { minutes, forProject };
}

export const estimateMinutes = (ctx: AppContext, createdAt?: Date) => queueEstimator(ctx).minutes(createdAt);
