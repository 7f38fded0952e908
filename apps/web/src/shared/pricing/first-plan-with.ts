import type { Feature } from '@framecast/contract';
import { useOffer } from '../api/offer';
import { planLabel } from '../i18n/plan-names';

/**
 * The name of the first plan on sale that has `feature`, as the server's entitlements say it (common/offer
 * plans, cheapest first), for "comes with Starter and up"; undefined until the server has answered.
 */
export function useFirstPlanWith(feature: Feature): string | undefined {
  const plan = useOffer()?.plans.find((p) => p.plan_feature_access.includes(feature))?.plan;
  return plan === undefined ? undefined : planLabel(plan);
}
