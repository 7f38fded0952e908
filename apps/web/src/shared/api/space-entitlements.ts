import { Plan, type SpaceEntitlements, spaceEntitlementsOf } from '@framecast/contract';
import { useUser } from './user-info';

/** Before user info is read (or signed out): what Free allows, the least any space gets. */
const NO_SPACE: SpaceEntitlements = spaceEntitlementsOf(Plan.Free, { unique_id: '', personal: true, plan_expired: false, credits_balance: 0 });

/**
 * What the space the user works in allows: its payer's plan, credits, length limit, watermark and
 * features, as user info says. Every limit a page shows comes from here, never from the user's own plan:
 * a member of a Team space works under the Team plan. Kept out of user-info.ts, which the sign-in page
 * loads: the plan tables and zod would ride along into its first bytes.
 */
export const useSpaceEntitlements = (): SpaceEntitlements => useUser().user?.space ?? NO_SPACE;
