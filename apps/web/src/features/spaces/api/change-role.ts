import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** PUT space/role {unique_id, user_id, role} → the member with the new role. */
export const changeRole = (body: RequestOf<'spaceRole'>) => request('spaceRole', body);

export const useChangeRole = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSettled: (_, __, body) => client.invalidateQueries({ queryKey: spaceKeys.members(body.unique_id) }) });
};
