import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { applySummaries } from '../../../shared/projects/cache';

/** POST project/rename {id, name} → the project's summary. */
export const renameProject = (body: RequestOf<'projectRename'>) => request('projectRename', body);

export const useRenameProject = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: renameProject, onSuccess: (summary) => applySummaries(client, [summary]) });
};
