import { STORAGE_QUOTA_BYTES } from './assets.js';
import { Plan } from './enums.js';
import { FREE_PLAN_CREDITS, VIDEO_CREDIT_COST, VIDEO_LENGTH_LIMIT_S } from './plans.js';

/**
 * What a plan allows and what things cost on it, answered in one place from the plan tables, so a
 * module asks "may this space do X, and at what cost" instead of testing plan numbers itself. Billing
 * (issue 11) widens it: credits per cycle, avatars, lip-sync minutes, features per tier.
 */
export interface Entitlements {
  plan: number;
  /** Longest video a render may make, in seconds. */
  maxVideoSeconds: number;
  /** Videos carry the watermark. */
  watermark: boolean;
  /** What the space's files may take, in bytes. */
  storageBytes: number;
  /** Credits granted once when the plan starts (Free's). */
  startingCredits: number;
  costs: { video: number };
}

const known = (plan: number): Plan => (plan in VIDEO_LENGTH_LIMIT_S ? (plan as Plan) : Plan.Free);

export function entitlements(plan: number): Entitlements {
  const p = known(plan);
  return {
    plan: p,
    maxVideoSeconds: VIDEO_LENGTH_LIMIT_S[p],
    watermark: p === Plan.Free,
    storageBytes: STORAGE_QUOTA_BYTES[p],
    startingCredits: p === Plan.Free ? FREE_PLAN_CREDITS : 0,
    costs: { video: VIDEO_CREDIT_COST },
  };
}
