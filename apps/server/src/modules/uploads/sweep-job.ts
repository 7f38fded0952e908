import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineJob, type JobLogger } from '../../platform/queue/jobs.js';
import { sweepExpiredUploads } from './cleanup.js';
import { tusDirectory, tusFileStore } from './tus.js';

const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Uploads never finished are deleted once their target expires, on a schedule and at start-up (what a
 * crash left). Partial tus data lives under DATA_DIR, which API processes share.
 */
export const uploadSweepJobDefinition = (deps: Pick<AppContext, 'db' | 'storage' | 'config'> & { log: JobLogger }) =>
  defineJob({
    name: 'uploads.sweep',
    version: 1,
    payload: z.object({}),
    every: SWEEP_EVERY_MS,
    atStart: true,
    maxAttempts: 1,
    handler: async () => {
      // The store once per process; it makes its directory synchronously (see TusFileStore).
      const tus = tusFileStore(tusDirectory(deps));
      return async () => void (await sweepExpiredUploads(deps, tus));
    },
  });
