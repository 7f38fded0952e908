import type { UsageDetailRequest } from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { projectNames } from '../projects/service.js';
import { withCreatorNicknames } from '../users/service.js';
import * as store from './store.js';

const DAY_MS = 86_400_000;
const STATUS = { queued: 'queued', generating: 'generating', rendered: 'rendered', failed: 'failed', cancelled: 'cancelled' } as const;

/**
 * Video usage (spec 000 §2.9): every render with its credits and state (Deleted when its project was
 * deleted since), and credits per day for the chart — the range asked for, or the last 30 days.
 */
export async function usageDetail(ctx: AppContext, userId: string, q: z.output<typeof UsageDetailRequest>) {
  const to = q.to
    ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)
    : new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + DAY_MS);
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : new Date(to.getTime() - 30 * DAY_MS);
  const [{ items, total, spent }, perDay] = await Promise.all([
    store.rendersOfUser(ctx.db, userId, from, to, q.page_size, (q.page - 1) * q.page_size),
    store.renderCreditsPerDay(ctx.db, userId, from, to),
  ]);
  const [names, makers] = await Promise.all([
    projectNames(
      ctx.db,
      items.map((r) => r.project_id),
    ),
    // Renders members made in the user's team spaces name who made them.
    withCreatorNicknames(
      ctx.db,
      items.filter((r) => r.user_id !== userId).map((r) => ({ created_by: r.user_id })),
    ),
  ]);
  const makerName = new Map(makers.map((m) => [m.created_by, m.creator_nickname]));
  const daily: { date: string; credits: number }[] = [];
  for (let t = from.getTime(); t < to.getTime() && daily.length < 400; t += DAY_MS) {
    const date = new Date(t).toISOString().slice(0, 10);
    daily.push({ date, credits: perDay.get(date) ?? 0 });
  }
  return {
    items: items.map((r) => {
      const project = names.get(r.project_id);
      return {
        id: r.id,
        project_id: r.project_id,
        name: project?.name ?? '',
        status: project?.deleted || !project ? ('deleted' as const) : STATUS[r.status],
        credits: r.status === 'rendered' ? r.credits : 0,
        duration: r.duration ?? r.est_duration ?? null,
        created_at: new Date(r.created_at).toISOString(),
        creator_name: r.user_id === userId ? null : (makerName.get(r.user_id) ?? null),
        origin: 'app' as const,
      };
    }),
    total,
    page: q.page,
    page_size: q.page_size,
    daily,
    credits_used: spent,
  };
}
