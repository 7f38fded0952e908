import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/user/ban {user_id, banned, reason} → the user as it is now. */
export const banUser = (body: RequestOf<'adminBan'>) => request('adminBan', body);

/** The search results show the user's plan and credits: they are read again. */
export const useBanUser = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: banUser, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.usersAll() }) });
};
