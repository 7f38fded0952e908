import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { showNewSpace } from './refresh';

/**
 * GET space/space_token?unique_id → the member works in that space from now on (the server keeps it).
 * An expired plan (19006) is the client's usual toast with the server's message.
 */
export const switchSpace = (body: RequestOf<'spaceToken'>) => request('spaceToken', body);

export const useSwitchSpace = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: switchSpace, onSuccess: () => showNewSpace(client) });
};
