import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/folder/delete {id}; its projects move out of it. */
export const deleteFolder = (id: string) => request('folderDelete', { id });

export const useDeleteFolder = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFolder,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: projectKeys.folders() }), client.invalidateQueries({ queryKey: projectKeys.lists() })]),
  });
};
