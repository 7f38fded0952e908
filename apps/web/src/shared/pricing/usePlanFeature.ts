import type { Feature } from '@framecast/contract';
import { useUser } from '../api/user-info';
import { useCurrentSpace } from '../spaces/space-list';
import { spaceHasFeature } from './plan-feature';

/**
 * Whether the current space's plan has a feature (batch creation, the brand kit…), so a page can offer
 * an upgrade instead of a form the server would refuse (18019). Undefined while the space is read.
 */
export function usePlanFeature(feature: Feature): boolean | undefined {
  const { user } = useUser();
  const { space, isLoading } = useCurrentSpace();
  if (!user || isLoading) return undefined;
  return spaceHasFeature(feature, { plan: user.actual_plan, space });
}
