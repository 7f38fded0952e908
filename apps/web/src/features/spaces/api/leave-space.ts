import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { showNewSpace } from './refresh';

/** DELETE space/myself {unique_id}: leave a space (the owner cannot). Back in one's own space if it was the current one. */
export const leaveSpace = (body: RequestOf<'spaceLeave'>) => request('spaceLeave', body);

export const useLeaveSpace = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: leaveSpace, onSuccess: () => showNewSpace(client) });
};
