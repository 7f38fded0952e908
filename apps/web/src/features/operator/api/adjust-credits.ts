import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/user/credits {user_id, balance, amount, reason} → the user with the new balance (a ledger entry). */
export const adjustCredits = (body: RequestOf<'adminCredits'>) => request('adminCredits', body);

/** The search results show the user's plan and credits: they are read again. */
export const useAdjustCredits = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: adjustCredits, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.usersAll() }) });
};
