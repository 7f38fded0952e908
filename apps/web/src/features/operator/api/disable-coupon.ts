import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/coupon/disable {id, disabled} → the coupon. */
export const disableCoupon = (body: RequestOf<'adminCouponDisable'>) => request('adminCouponDisable', body);

export const useDisableCoupon = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: disableCoupon, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.coupons() }) });
};
