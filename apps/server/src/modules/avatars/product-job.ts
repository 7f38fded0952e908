import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { CutoutDeps } from './product-work.js';

/** One job per product cut-out (Product Avatar step 1): the background removed, the product cropped. */
export const CUTOUT_JOB = jobRef({
  name: 'avatars.product-cutout',
  version: 1,
  payload: z.object({ cutoutId: z.string().uuid() }),
  jobId: (p) => `product-cutout-${p.cutoutId}`,
});

export const cutoutJobDefinition = (deps: CutoutDeps) =>
  defineJob({
    ...CUTOUT_JOB,
    maxAttempts: 2,
    timeoutSeconds: 5 * 60,
    handler: () => import('./product-work.js').then((m) => m.makeCutoutHandler(deps)),
    onGaveUp: async ({ cutoutId }) => {
      const { failCutout } = await import('./product-work.js');
      await failCutout(deps, cutoutId);
    },
  });
