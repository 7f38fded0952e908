import type { RequestOf } from '@framecast/contract';

/** Query keys of the operator page; `operatorKeys.all` invalidates every one of them. */
export const operatorKeys = {
  all: ['operator'] as const,
  usersAll: () => ['operator', 'users'] as const,
  users: (q: string) => ['operator', 'users', q] as const,
  orders: (params: RequestOf<'adminOrders'>) => ['operator', 'orders', params] as const,
  coupons: () => ['operator', 'coupons'] as const,
  goods: () => ['operator', 'goods'] as const,
  avatarReviews: () => ['operator', 'avatar-reviews'] as const,
};
