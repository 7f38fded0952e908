import { z } from 'zod';
import { defineJob, jobRef } from '../../platform/queue/jobs.js';
import type { DeriveDeps } from './derive.js';

/** Poster, thumbnail or waveform of a new asset; cheap to redo, so a failure only leaves it without one. */
export const DerivePayload = z.object({ assetId: z.string().uuid() });
export const DERIVE_JOB = jobRef({ name: 'assets.derive', version: 1, payload: DerivePayload, jobId: (p) => `derive-${p.assetId}` });
const DERIVE_MAX_ATTEMPTS = 2;

export const deriveJobDefinition = (deps: DeriveDeps) =>
  defineJob({
    ...DERIVE_JOB,
    maxAttempts: DERIVE_MAX_ATTEMPTS,
    timeoutSeconds: 10 * 60,
    handler: () => import('./derive.js').then((m) => m.makeDeriveHandler(deps)),
  });
