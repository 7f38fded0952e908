import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** POST order/unsubscribe → cancel renewal; the plan stays until the period ends. */
export const unsubscribe = () => request('unsubscribe', {});

export const useUnsubscribe = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: unsubscribe, onSuccess: () => client.invalidateQueries({ queryKey: billingKeys.subscription() }) });
};
