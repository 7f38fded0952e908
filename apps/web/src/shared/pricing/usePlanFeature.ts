import { type Feature, Plan } from '@framecast/contract';
import { useEffect } from 'react';
import { useUser } from '../api/user-info';
import { useCurrentSpace } from '../spaces/space-list';
import { spaceHasFeature } from './plan-feature';
import { openPricingDialog } from './store';

/**
 * Whether the current space's plan has a feature (batch creation, the brand kit…), so a page can offer
 * an upgrade instead of a form the server would refuse (18019). Undefined while the space is read. A
 * Lite-plan member who opens such a page is told once per visit (spec 001 §2: 'This feature is not
 * available on your current plan', upgrade or continue with limited access).
 */
export function usePlanFeature(feature: Feature): boolean | undefined {
  const { user } = useUser();
  const { space, isLoading } = useCurrentSpace();
  const allowed = !user || isLoading ? undefined : spaceHasFeature(feature, { plan: user.actual_plan, space });
  const lite = user?.actual_plan === Plan.Lite;
  useEffect(() => {
    if (allowed === false && lite) openPricingDialog({ kind: 'liteFeature' });
  }, [allowed, lite]);
  return allowed;
}
