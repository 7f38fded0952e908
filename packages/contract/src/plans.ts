import { Plan } from './enums.js';

/** Video length limit per plan in seconds (spec 001 §9: free 30 s, starter 60 s, creator and team 900 s). */
export const VIDEO_LENGTH_LIMIT_S: Record<Plan, number> = {
  [Plan.Free]: 30,
  [Plan.Starter]: 60,
  [Plan.Lite]: 60,
  [Plan.APIAdvanced]: 900,
  [Plan.Business]: 900,
  [Plan.APIProfessional]: 900,
  [Plan.Creator]: 900,
  [Plan.Team]: 900,
  [Plan.Enterprise]: 900,
  [Plan.Xavvi]: 900,
};

/** What the Free plan grants (spec 001 §9); costs are CREDIT_COSTS in catalogue.ts. */
export const FREE_PLAN_CREDITS = 3;
/** Videos a Free space may make (spec 001 §6 "up to 3 videos"); paid plans are bounded by credits only. */
export const FREE_PLAN_VIDEOS = 3;

/** '30 seconds', '1 minute', '15 minutes' — how a limit reads in 'Your video exceeds {time}'. */
export function formatLimit(seconds: number): string {
  if (seconds < 60) return `${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
