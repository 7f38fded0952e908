import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { CustomDeps } from './custom-work.js';

/** A custom avatar's next step: its consent check, or (after it passed or was approved) its footage processing. */
export const CUSTOM_AVATAR_JOB = jobRef({
  name: 'avatars.custom',
  version: 1,
  payload: z.object({ avatarId: z.string().uuid(), step: z.enum(['consent', 'process']) }),
  jobId: (p) => `avatar-custom-${p.avatarId}-${p.step}`,
});

export const customAvatarJobDefinition = (deps: CustomDeps) =>
  defineJob({
    ...CUSTOM_AVATAR_JOB,
    maxAttempts: 2,
    timeoutSeconds: 30 * 60,
    handler: () => import('./custom-work.js').then((m) => m.makeCustomHandler(deps)),
    onGaveUp: async ({ avatarId }) => {
      const { giveUp } = await import('./custom-work.js');
      await giveUp(deps, avatarId);
    },
  });
