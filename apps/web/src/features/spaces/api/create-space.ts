import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** POST space {name} → the new team space. 19003 (maximum spaces) and 19013 (Team plan) are the dialog's to show. */
export const createSpace = (body: RequestOf<'spaceCreate'>) => request('spaceCreate', body, { quiet: [19003, 19013] });

export const useCreateSpace = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createSpace, onSuccess: () => client.invalidateQueries({ queryKey: spaceKeys.list() }) });
};
