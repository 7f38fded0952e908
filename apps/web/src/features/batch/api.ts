import type { BatchCreateRequest } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { fetchUserInfo, setUserInfo } from '../../shared/api/user-info';
import { refreshProductLists } from '../../shared/products/api';
import { applySummaries } from '../../shared/projects/cache';
import { projectKeys } from '../../shared/projects/keys';

/**
 * POST batch/analyze: the links read at once, each an analysis to follow (kept for the poll), a product
 * the space already has, or a refusal. Refusals of the whole text are shown under the field.
 */
export function useBatchAnalyze() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (urls: string) => request('batchAnalyze', { urls }, { quiet: 'all' }),
    onSuccess: ({ items }) => {
      for (const item of items) if (item.analysis) client.setQueryData(['url-analysis', item.analysis.id], item.analysis);
      refreshProductLists(client);
    },
  });
}

/**
 * POST batch/create: one video per product, each queued to render; the project lists show them at once
 * and the sidebar's credits are read again. Refusals are shown beside the Create button.
 */
export function useBatchCreate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BatchCreateRequest) => request('batchCreate', body, { quiet: 'all' }),
    onSuccess: ({ projects }) => {
      applySummaries(client, projects);
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void fetchUserInfo().then(setUserInfo, () => undefined);
    },
  });
}
