import { z } from 'zod';

/** The page-view beacon of spec 000 §7.3, sent as query parameters of GET /event/log/rt.gif. */
export const PageViewBeacon = z.object({
  token: z.string().max(128).optional(),
  appid: z.coerce.number().int().optional(),
  referrer: z.string().max(2000).optional(),
  payload: z.string().max(4000).optional(),
  path: z.string().min(1).max(2000),
  timestamp: z.coerce.number().int().nonnegative(),
  trace_id: z.string().max(64).optional(),
});
export type PageViewBeacon = z.infer<typeof PageViewBeacon>;
