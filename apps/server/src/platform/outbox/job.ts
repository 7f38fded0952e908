import { z } from 'zod';
import type { Db } from '../db/index.js';
import { defineJob, type JobLogger, jobRef } from '../queue/jobs.js';
import { deliverOutbox, type OutboxSubscriber } from './index.js';

/** How soon a recorded change reaches its subscribers, at most (the delivery job's period). */
export const OUTBOX_DELIVER_EVERY_MS = 5000;
export const OUTBOX_DELIVER_JOB = jobRef({ name: 'outbox.deliver', version: 1, payload: z.object({}) });

export const outboxDeliverJobDefinition = (deps: { db: Db; log: JobLogger; subscribers: readonly OutboxSubscriber[] }) =>
  defineJob({
    ...OUTBOX_DELIVER_JOB,
    every: OUTBOX_DELIVER_EVERY_MS,
    // The next period tries again; failed events carry their own retry time.
    maxAttempts: 1,
    timeoutSeconds: 5 * 60,
    handler: async () => async () => void (await deliverOutbox(deps.db, deps.subscribers, deps.log)),
  });
