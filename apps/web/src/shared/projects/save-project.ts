import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { storeProject } from './cache';

/** POST project/save {id?, name?, document, revision?} → the saved project (a new draft without an id). */
export const saveProject = (body: RequestOf<'projectSave'>) => request('projectSave', body);

export const useSaveProject = () => {
  const client = useQueryClient();
  // The save is done once it is cached; the lists refetch behind it.
  return useMutation({ mutationFn: saveProject, onSuccess: (project) => void storeProject(client, project) });
};
