import type { UsageDetailRequest } from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Db } from '../../platform/db/index.js';
import { projectNames, projectsOfAccount } from '../projects/service.js';
import { displayNamesOf } from '../users/service.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

const DAY_MS = 86_400_000;
const STATUS = { queued: 'queued', generating: 'generating', rendered: 'rendered', failed: 'failed', cancelled: 'cancelled' } as const;

/** The projects of a space, those in the trash too (their renders still count). */
async function projectIdsOfSpace(db: Db, spaceId: string): Promise<string[]> {
  return (await projectsOfAccount(db, null, [spaceId])).map((p) => p.id);
}

/**
 * Video usage (spec 000 §2.9) of the caller's current space: every render made in it — in a team space
 * by any member, each naming who made it; in the personal space the caller's own — with its credits and
 * state (Deleted when its project was deleted since), and credits per day for the chart: the range
 * asked for, or the last 30 days. Switching spaces switches what it shows.
 */
export async function usageDetail(ctx: AppContext, actor: Actor, q: z.output<typeof UsageDetailRequest>) {
  const to = q.to
    ? new Date(Date.parse(`${q.to}T00:00:00Z`) + DAY_MS)
    : new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()) + DAY_MS);
  const from = q.from ? new Date(`${q.from}T00:00:00Z`) : new Date(to.getTime() - 30 * DAY_MS);
  const projectIds = await projectIdsOfSpace(ctx.db, actor.space.id);
  const [{ items, total, spent }, perDay] = await Promise.all([
    store.rendersOfProjects(ctx.db, projectIds, from, to, q.page_size, (q.page - 1) * q.page_size),
    store.renderCreditsPerDay(ctx.db, projectIds, from, to),
  ]);
  const [names, makers] = await Promise.all([
    projectNames(
      ctx.db,
      items.map((r) => r.project_id),
    ),
    displayNamesOf(
      ctx.db,
      items.map((r) => r.user_id),
    ),
  ]);
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
        creator_name: makers.get(r.user_id) ?? null,
        origin: r.origin,
      };
    }),
    total,
    page: q.page,
    page_size: q.page_size,
    daily,
    credits_used: spent,
  };
}
