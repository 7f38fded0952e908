import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** POST project/save {id?, name?, document, revision?} → the saved project (a new draft without an id). */
export const saveProject = (body: RequestOf<'projectSave'>) => request('projectSave', body);

export const useSaveProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveProject,
    onSuccess: (project) => {
      client.setQueryData(projectKeys.detail(project.id), project);
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
    },
  });
};
