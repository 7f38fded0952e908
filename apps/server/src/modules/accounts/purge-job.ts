import { z } from 'zod';
import type { Config } from '../../config.js';
import type { Db } from '../../platform/db/index.js';
import { defineJob, type JobLogger } from '../../platform/queue/jobs.js';
import type { Storage } from '../../platform/storage/index.js';

/**
 * Removes a deleted account's files from storage. The work list is the revocation table (written in the
 * deletion's transaction), so a purge interrupted by a restart or a storage outage picks up where it
 * stopped; any run of the job finishes every account's leftovers.
 */
export const PURGE_JOB = { name: 'accounts.purge-files', version: 1 } as const;
export const PurgePayload = z.object({
  /** The account whose deletion queued it (for the log); a purge resumed at start-up has none. */
  userId: z.string().uuid().optional(),
  /** Unfinished resumable uploads, whose chunks live outside storage (DATA_DIR/uploads/tus). */
  uploadIds: z.array(z.string().uuid()).default([]),
});
export type PurgeDeps = { config: Config; db: Db; storage: Storage; log: JobLogger };

export const purgeJobDefinition = (deps: PurgeDeps) =>
  defineJob({
    ...PURGE_JOB,
    payload: PurgePayload,
    // Storage may be down for a while: retried with backoff (up to ten minutes apart) for about an hour.
    maxAttempts: 10,
    timeoutSeconds: 30 * 60,
    handler: () => import('./purge.js').then((m) => m.makePurgeHandler(deps)),
  });
