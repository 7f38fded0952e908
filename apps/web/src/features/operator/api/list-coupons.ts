import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** GET admin/coupon/list → every coupon. */
export const fetchCoupons = () => request('adminCouponList', undefined);

export const couponsQuery = () => queryOptions({ queryKey: operatorKeys.coupons(), queryFn: fetchCoupons });

export const useCoupons = () => useQuery(couponsQuery());
