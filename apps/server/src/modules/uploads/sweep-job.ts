import fs from 'node:fs';
import { FileStore } from '@tus/file-store';
import { UPLOAD_TARGET_TTL_S } from '@framecast/contract';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { defineJob, type JobLogger } from '../../platform/queue/jobs.js';
import { sweepExpiredUploads } from './cleanup.js';
import { tusDirectory } from './tus.js';

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
      // FileStore creates its directory asynchronously and throws from that callback when it cannot (an
      // uncaught error): the directory is made here first, and the store once per process.
      const directory = tusDirectory(deps);
      fs.mkdirSync(directory, { recursive: true });
      const tus = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_TARGET_TTL_S * 1000 });
      return async () => void (await sweepExpiredUploads(deps, tus));
    },
  });
