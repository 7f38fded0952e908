import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { showNewSpace } from './refresh';

/** DELETE space {unique_id}: the owner's, once every member is removed (19009 is the page's to show). */
export const deleteSpace = (body: RequestOf<'spaceDelete'>) => request('spaceDelete', body, { quiet: [19009] });

export const useDeleteSpace = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteSpace, onSuccess: () => showNewSpace(client) });
};
