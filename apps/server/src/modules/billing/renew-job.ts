import { z } from 'zod';
import type { Db } from '../../platform/db/index.js';
import type { Payments } from '../../platform/payments/index.js';
import { defineJob, type JobLogger } from '../../platform/queue/jobs.js';
import { renewDue } from './renewals.js';

const RENEW_EVERY_MS = 10 * 60_000;

/**
 * Renewals run on a schedule in whichever worker takes the job; a server that was down catches up within
 * one period (not at start, which stays light: only the upload sweep runs then).
 */
export const renewJobDefinition = (deps: { db: Db; payments: Payments; log: JobLogger }) =>
  defineJob({
    name: 'billing.renew',
    version: 1,
    payload: z.object({}),
    every: RENEW_EVERY_MS,
    maxAttempts: 1,
    handler: async () => async () => void (await renewDue(deps)),
  });
