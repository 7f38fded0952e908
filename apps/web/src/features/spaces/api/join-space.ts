import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { showNewSpace } from './refresh';

/** POST space/add_member {invite_code} → the space joined; the server has already made it the current one. */
export const joinSpace = (body: RequestOf<'spaceAddMember'>) => request('spaceAddMember', body, { quiet: 'all' });

export const useJoinSpace = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: joinSpace, onSuccess: () => showNewSpace(client) });
};
