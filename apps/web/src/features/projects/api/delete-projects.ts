import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/delete {ids}; a running render is cancelled and its credit released. */
export const deleteProjects = (ids: string[]) => request('projectDelete', { ids });

export const useDeleteProjects = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteProjects,
    onSuccess: (_, ids) => {
      for (const id of ids) client.removeQueries({ queryKey: projectKeys.detail(id) });
      return Promise.all([client.invalidateQueries({ queryKey: projectKeys.lists() }), client.invalidateQueries({ queryKey: projectKeys.folders() })]);
    },
  });
};
