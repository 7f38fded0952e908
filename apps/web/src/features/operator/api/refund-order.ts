import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/refund {order_sn, reason} → what was refunded and the credits taken back. */
export const refundOrder = (body: RequestOf<'adminRefund'>) => request('adminRefund', body);

export const useRefundOrder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundOrder, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.all }) });
};
