import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/folder/create {name} → the folder. */
export const createFolder = (name: string) => request('folderCreate', { name });

export const useCreateFolder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: createFolder, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.folders() }) });
};
