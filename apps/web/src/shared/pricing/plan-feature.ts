import { entitlements, type Feature, Plan } from '@framecast/contract';

interface Where {
  /** The signed-in account's own plan (user info's actual_plan). */
  plan: number;
  /** The space they work in, as the space list says (undefined: a free trial, which has only its own). */
  space?: { personal: boolean; plan_expired: boolean };
}

/**
 * Whether the space the user works in has a plan feature, as the server decides it: a space's features
 * are its owner's plan's (the owner pays for it). In one's own space that is one's own plan; a team space
 * belongs to its owner's Team plan until that ends.
 */
export function spaceHasFeature(feature: Feature, { plan, space }: Where): boolean {
  if (space && !space.personal) return !space.plan_expired && entitlements(Plan.Team).features.includes(feature);
  return entitlements(plan).features.includes(feature);
}
