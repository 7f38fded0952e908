import { z } from 'zod';
import { AppIdField } from './auth.js';
import { BEACON_MAX } from './constants.js';

/** Page views one IP may send per minute; more are dropped unanswered (204). */
export const BEACON_RATE_PER_MINUTE = 120;
/** The latest instant a JavaScript Date can hold. */
const DATE_MAX_MS = 8.64e15;

/** The page-view beacon of spec 000 §7.3, sent as query parameters of GET /event/log/rt.gif. */
export const PageViewBeacon = z.object({
  token: z.string().max(BEACON_MAX.token).optional(),
  appid: AppIdField.optional(),
  referrer: z.string().max(BEACON_MAX.referrer).optional(),
  payload: z.string().max(BEACON_MAX.payload).optional(),
  path: z.string().min(1).max(BEACON_MAX.path),
  timestamp: z.coerce.number().int().nonnegative().max(DATE_MAX_MS),
  trace_id: z.string().max(BEACON_MAX.trace_id).optional(),
});
export type PageViewBeacon = z.infer<typeof PageViewBeacon>;
