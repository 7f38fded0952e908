import type { ScriptGenerateRequest, Url2VideoCreateRequest } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { fetchUserInfo, setUserInfo } from '../../shared/api/user-info';
import { applySummaries } from '../../shared/projects/cache';
import { projectKeys } from '../../shared/projects/keys';

/** POST url2video/script: ad scripts for the product (15 to 30 seconds); refusals are shown in the step. */
export const useGenerateScripts = () =>
  useMutation({
    mutationFn: (body: ScriptGenerateRequest) => request('scriptGenerate', body, { quiet: 'all' }),
  });

/**
 * POST url2video/create: the project, queued to render; the project lists show it at once and the
 * sidebar's credits are read again (a render holds one). Refusals are shown beside the Render button.
 */
export function useCreateUrlVideo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Url2VideoCreateRequest) => request('url2videoCreate', body, { quiet: 'all' }),
    onSuccess: (summary) => {
      applySummaries(client, [summary]);
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void fetchUserInfo().then(setUserInfo, () => undefined);
    },
  });
}
