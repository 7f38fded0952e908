import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** POST order/seats {num} → fewer Team seats now, and the refund of the unused part. */
export const orderSeats = (body: RequestOf<'orderSeats'>) => request('orderSeats', body, { quiet: [19001, 19002] });

export const useOrderSeats = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: orderSeats, onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.all }) });
};
