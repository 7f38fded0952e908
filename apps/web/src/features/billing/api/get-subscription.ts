import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET v1/user/subscription → plan, period, seats and balances. 40300 (a guest) is the page's to show. */
export const fetchSubscription = () => request('subscription', { is_user_subscription: true }, { quiet: [40300] });

export const subscriptionQuery = () => queryOptions({ queryKey: billingKeys.subscription(), queryFn: fetchSubscription });

export const useSubscription = () => useQuery(subscriptionQuery());
