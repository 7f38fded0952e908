import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** POST order/claim/discount → the offer with the coupon to buy with. */
export const claimDiscount = () => request('claimDiscount', {});

export const useClaimDiscount = () => useMutation({ mutationFn: claimDiscount });
