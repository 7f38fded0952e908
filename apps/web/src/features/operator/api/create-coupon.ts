import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/coupon/create {id, kind, value, currency?, goods_sns, expires_at?, max_uses?, per_user} → the coupon. */
export const createCoupon = (body: RequestOf<'adminCouponCreate'>) => request('adminCouponCreate', body, { quiet: [40001] });

export const useCreateCoupon = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createCoupon, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.coupons() }) });
};
