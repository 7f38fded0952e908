/** Query keys of the billing answers the drawer reads; everything under ['billing'] is refreshed after a payment. */
export const billingKeys = {
  all: ['billing'] as const,
  goods: (currency: string, goodsType?: number) => ['billing', 'goods', currency, goodsType ?? 'all'] as const,
  subscription: (goodsType?: number) => ['billing', 'subscription', goodsType ?? 'app'] as const,
  discount: () => ['billing', 'discount'] as const,
};
