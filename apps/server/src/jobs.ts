import { z } from 'zod';
import type { Config } from './config.js';
import type { Db } from './platform/db/index.js';
import type { Events } from './platform/events/index.js';
import type { OutboxSubscriber } from './platform/outbox/index.js';
import { outboxDeliverJobDefinition } from './platform/outbox/job.js';
import { defineJob, type JobLogger, type JobRegistry } from './platform/queue/index.js';
import { API_PREFIX } from '@framecast/contract';
import { createStorage, type Storage } from './platform/storage/index.js';
import { createEngines } from './modules/render/engines.js';
import { cachePruneJobDefinition, renderJobDefinition } from './modules/render/job-definition.js';
import type { RenderEngines } from './modules/render/job.js';
import { deriveJobDefinition } from './modules/uploads/derive-job.js';
import { uploadSweepJobDefinition } from './modules/uploads/sweep-job.js';
import { purgeJobDefinition } from './modules/accounts/purge-job.js';
import { renewJobDefinition } from './modules/billing/renew-job.js';
import { avatarJobDefinition } from './modules/avatars/generate-job.js';
import { customAvatarJobDefinition } from './modules/avatars/custom-job.js';
import { cutoutJobDefinition } from './modules/avatars/product-job.js';
import { analyzeJobDefinition } from './modules/products/analyze-job.js';
import { posterJobDefinition, previewJobDefinition } from './modules/templates/preview-job.js';
import { createWebFetcher } from './platform/web-fetch/index.js';
import { moderationFromConfig } from './modules/avatars/moderation.js';
import type { Payments } from './platform/payments/index.js';
import { paymentsFromConfig } from './payments.js';

/** What job handlers are built from; the API process and worker.ts each build it once. */
export interface JobDeps {
  config: Config;
  db: Db;
  log: JobLogger;
  /** Where render progress is announced (the API process and each worker connect their own). */
  events: Events;
  /** Who hears of recorded changes (the public API's webhooks will be one); none by default. */
  outboxSubscribers?: readonly OutboxSubscriber[];
  /** Built from config when not given (the API process passes the instances its routes use). */
  storage?: Storage;
  engines?: RenderEngines;
  payments?: Payments;
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
  const storage = deps.storage ?? createStorage(deps.config, `${API_PREFIX}/files`);
  const engines = deps.engines ?? createEngines(deps.config, deps.log);
  const payments = deps.payments ?? paymentsFromConfig(deps.config, storage, deps.log);
  return registry
    .register(noopJob)
    .register(renderJobDefinition({ ...deps, storage, engines }))
    .register(cachePruneJobDefinition({ ...deps, storage, engines }))
    .register(uploadSweepJobDefinition({ db: deps.db, storage, log: deps.log, config: deps.config }))
    .register(deriveJobDefinition({ db: deps.db, storage, log: deps.log }))
    .register(outboxDeliverJobDefinition({ db: deps.db, log: deps.log, subscribers: deps.outboxSubscribers ?? [] }))
    .register(purgeJobDefinition({ config: deps.config, db: deps.db, storage, log: deps.log }))
    .register(renewJobDefinition({ db: deps.db, payments, log: deps.log }))
    .register(
      avatarJobDefinition({ db: deps.db, storage, log: deps.log, images: engines.images, moderation: moderationFromConfig(deps.config.moderationWordsFile) }),
    )
    .register(customAvatarJobDefinition({ db: deps.db, storage, log: deps.log }))
    .register(cutoutJobDefinition({ db: deps.db, storage, log: deps.log, cutout: engines.cutout }))
    .register(previewJobDefinition({ db: deps.db, storage, log: deps.log, config: deps.config, engines }))
    .register(posterJobDefinition({ db: deps.db, storage, log: deps.log, config: deps.config, engines }))
    .register(
      analyzeJobDefinition({
        db: deps.db,
        storage,
        log: deps.log,
        web: createWebFetcher({ allowAddresses: deps.config.fetchAllowAddresses, ownPort: deps.config.port, hosts: deps.config.fetchHosts }),
      }),
    );
}
