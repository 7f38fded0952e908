import { z } from 'zod';
import { defineJob } from '../../platform/queue/jobs.js';
import type { RenderDeps } from './job.js';

/** A render job is only its render id: the render row holds the document snapshot, plan and watermark. */
export const RenderPayload = z.object({ renderId: z.string().uuid() });
export const RENDER_MAX_ATTEMPTS = 3;
export const RENDER_JOB = { name: 'render.video', version: 1 } as const;

export const renderJobDefinition = (deps: RenderDeps) =>
  defineJob({
    ...RENDER_JOB,
    payload: RenderPayload,
    maxAttempts: RENDER_MAX_ATTEMPTS,
    timeoutSeconds: 3 * 3600,
    handler: () => import('./job.js').then((m) => m.makeRenderHandler(deps)),
  });
