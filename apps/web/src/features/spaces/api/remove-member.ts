import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** DELETE space/member {unique_id, user_id}. */
export const removeMember = (body: RequestOf<'spaceRemoveMember'>) => request('spaceRemoveMember', body);

export const useRemoveMember = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, body) =>
      Promise.all([client.invalidateQueries({ queryKey: spaceKeys.members(body.unique_id) }), client.invalidateQueries({ queryKey: spaceKeys.list() })]),
  });
};
