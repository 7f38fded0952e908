import type { AppContext } from '../../context.js';
import type { RenderPort } from '../projects/service.js';
import { findRender, queuedAhead, recentRenderSeconds } from './store.js';

type Estimable = Parameters<ReturnType<RenderPort['estimator']>['forProject']>[0];

/** What a queue estimate is made of: renders waiting ahead, renders running, workers, seconds per render. */
export interface QueueState {
  ahead: number;
  active: number;
  workers: number;
  seconds: number;
}

/**
 * Seconds before a render waits for a worker: none while one is free. Otherwise it starts once
 * enough of the renders holding or waiting for a worker have ended, `workers` of them at a time,
 * each taking the measured time of recent renders.
 */
export function waitSeconds({ ahead, active, workers, seconds }: QueueState): number {
  const slots = Math.max(1, workers);
  const before = ahead + active;
  if (before < slots) return 0;
  return Math.ceil((before - slots + 1) / slots) * seconds;
}

/** Whole minutes before a render asked for now would start (0: it starts now). */
export const waitMinutes = (state: QueueState): number => Math.ceil(waitSeconds(state) / 60);

/** Whole minutes until a queued render's video is ready: its wait plus its own render, at least 1. */
export const readyMinutes = (state: QueueState): number => Math.max(1, Math.ceil((waitSeconds(state) + state.seconds) / 60));

/**
 * Queue estimates from the real queue (spec 000 §4 "Queued with estimated minutes"). One estimator
 * serves a whole list, so the recent speed is read once however many projects are queued.
 */
export function queueEstimator(ctx: Pick<AppContext, 'db' | 'config'>) {
  let speed: Promise<number> | null = null;
  const state = async (createdAt?: Date): Promise<QueueState> => {
    speed ??= recentRenderSeconds(ctx.db);
    const [{ ahead, active }, seconds] = await Promise.all([queuedAhead(ctx.db, createdAt), speed]);
    return { ahead, active, workers: ctx.config.workerConcurrency ?? 1, seconds };
  };
  /** The render dialog's figure: how long a render confirmed now would wait. */
  const waitNow = async () => waitMinutes(await state());
  const forProject = async (row: Estimable): Promise<number | null> => {
    if (row.status !== 'queued' || !row.current_render_id) return null;
    const render = await findRender(ctx.db, row.current_render_id);
    return readyMinutes(await state(render ? new Date(render.created_at) : undefined));
  };
  return { waitNow, forProject };
}
