import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET v1/user/subscription {is_user_subscription, goods_type?}: the running plan, seats and balances (API plans with goods_type 3). */
export const fetchSubscription = (goodsType?: 3) => request('subscription', { is_user_subscription: true, ...(goodsType ? { goods_type: goodsType } : {}) });

export const subscriptionQuery = (goodsType?: 3) =>
  queryOptions({ queryKey: billingKeys.subscription(goodsType), queryFn: () => fetchSubscription(goodsType), staleTime: 30_000 });
