import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/move {ids, folder_id} (null = out of any folder). */
export const moveProjects = (body: RequestOf<'projectMove'>) => request('projectMove', body);

export const useMoveProjects = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveProjects,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: projectKeys.lists() }), client.invalidateQueries({ queryKey: projectKeys.folders() })]),
  });
};
