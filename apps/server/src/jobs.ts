import { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './platform/db/index.js';
import { defineJob, type JobLogger, type JobRegistry } from './platform/queue/index.js';

/** What job handlers are built from; the API process and worker.ts each build it once. */
export interface JobDeps {
  config: Config;
  db: Db;
  log: JobLogger;
}

/** Does nothing: a way to see that a worker takes jobs (and what the queue tests of worker.ts run). */
export const noopJob = defineJob({
  name: 'system.noop',
  version: 1,
  payload: z.object({}),
  maxAttempts: 1,
  handler: async () => async (_payload, ctx) => ctx.progress(1, 'done'),
});

/** Every job of the app, with handlers built from `deps` when a worker first needs them. */
export function registerJobHandlers(registry: JobRegistry, deps: JobDeps): JobRegistry {
  void deps;
  return registry.register(noopJob);
}
