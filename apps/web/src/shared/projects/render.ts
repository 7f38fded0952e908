import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { applySummaries } from './cache';
import { projectKeys } from './keys';

/** POST project/render {id} → the queued project; its errors are shown where the user confirmed. */
export const renderProject = (id: string) => request('render', { id }, { quiet: 'all' });

export const useRenderProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renderProject,
    onSuccess: (summary) => {
      applySummaries(client, [summary]);
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void client.invalidateQueries({ queryKey: projectKeys.detail(summary.id) });
    },
  });
};
