import type { DataOf, RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** PUT space/info {unique_id, name?, photo?} → the space as the list shows it. */
export const saveSpaceInfo = (body: RequestOf<'spaceInfo'>) => request('spaceInfo', body);

export const useSaveSpaceInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSpaceInfo,
    onSuccess: (saved) =>
      client.setQueryData<DataOf<'spaceList'>>(spaceKeys.list(), (old) =>
        old ? { list: old.list.map((s) => (s.unique_id === saved.unique_id ? saved : s)) } : old,
      ),
  });
};
