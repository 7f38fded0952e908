import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { storeProject } from '../../../shared/projects/cache';

/** POST project/duplicate {id} → a new draft with the same document (Edit As New). */
export const duplicateProject = (id: string) => request('projectDuplicate', { id });

export const useDuplicateProject = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: duplicateProject, onSuccess: (copy) => storeProject(client, copy) });
};
