import { z } from 'zod';
import { AppIdField } from './auth.js';

/**
 * How much of a page view is kept. The beacon is anonymous, so its fields are capped well below what a
 * URL can carry (a row stays under 3 KB); a beacon over a cap is dropped, not stored.
 */
export const BEACON_MAX = { token: 128, referrer: 1000, payload: 1000, path: 500, trace_id: 64 } as const;
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
