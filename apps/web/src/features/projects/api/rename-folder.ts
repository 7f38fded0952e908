import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/folder/rename {id, name} → the folder. */
export const renameFolder = (body: RequestOf<'folderRename'>) => request('folderRename', body);

export const useRenameFolder = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: renameFolder, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.folders() }) });
};
