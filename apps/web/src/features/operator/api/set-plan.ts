import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/user/plan {user_id, plan, period, ends_at?, seats?} → the user as it is now. */
export const setPlan = (body: RequestOf<'adminSetPlan'>) => request('adminSetPlan', body);

/** The search results show the user's plan and credits: they are read again. */
export const useSetPlan = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: setPlan, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.usersAll() }) });
};
