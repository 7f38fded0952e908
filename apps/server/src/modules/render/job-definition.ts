import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { RenderDeps } from './job.js';

/** A render job is only its render id: the render row holds the document snapshot, plan and watermark. */
export const RenderPayload = z.object({ renderId: z.string().uuid() });
const RENDER_MAX_ATTEMPTS = 3;
/** One job per render: its id is the render's, so a second enqueue of the same render is a no-op. */
export const RENDER_JOB = jobRef({ name: 'render.video', version: 1, payload: RenderPayload, jobId: (p) => p.renderId });
export const RENDER_GAVE_UP = 'Rendering stopped unexpectedly. Please try again; no credits were charged.';

/** The step cache is pruned to RENDER_CACHE_MAX_GB this often (a prune walks the whole cache). */
const CACHE_PRUNE_EVERY_MS = 10 * 60_000;

export const cachePruneJobDefinition = (deps: RenderDeps) =>
  defineJob({
    name: 'render.cache-prune',
    version: 1,
    payload: z.object({}),
    every: CACHE_PRUNE_EVERY_MS,
    maxAttempts: 1,
    handler: async () => async () => {
      const removed = await deps.engines.cache.prune?.(deps.config.renderCacheMaxBytes);
      if (removed?.removed) deps.log.info(removed, 'render cache pruned');
    },
  });

export const renderJobDefinition = (deps: RenderDeps) =>
  defineJob({
    ...RENDER_JOB,
    maxAttempts: RENDER_MAX_ATTEMPTS,
    timeoutSeconds: 3 * 3600,
    handler: () => import('./job.js').then((m) => m.makeRenderHandler(deps)),
    // The worker died on the last attempt (or the queue failed it another way the handler never saw):
    // the render ends failed and its held credit goes back. endRender does nothing if it already ended.
    onGaveUp: async ({ renderId }) => {
      const { endRender } = await import('./settle.js');
      await endRender(deps, renderId, { status: 'failed', error: RENDER_GAVE_UP });
    },
  });
