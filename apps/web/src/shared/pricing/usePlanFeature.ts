import { type Feature, Plan } from '@framecast/contract';
import { useEffect } from 'react';
import { useUser } from '../api/user-info';
import { openPricingDialog } from './store';

/**
 * Whether the current space's plan has a feature (batch creation, the brand kit…), so a page can offer
 * an upgrade instead of a form the server would refuse (18019). The answer is the server's: user info
 * carries the space's plan_feature_access (its owner's plan; none once a team space's plan has ended).
 * Undefined while user info is read. A Lite-plan member who opens such a page is told once per visit
 * (spec 001 §2: 'This feature is not available on your current plan', upgrade or continue with limited
 * access).
 */
export function usePlanFeature(feature: Feature): boolean | undefined {
  const { user } = useUser();
  const allowed = user ? user.space.plan_feature_access.includes(feature) : undefined;
  const lite = user?.space.plan === Plan.Lite;
  useEffect(() => {
    if (allowed === false && lite) openPricingDialog({ kind: 'liteFeature' });
  }, [allowed, lite]);
  return allowed;
}
