import { ErrorCode } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchUserInfo, setUserInfo } from '../api/user-info';
import { request } from '../api/client';
import { isApiError } from '../api/errors';
import { applySummaries } from './cache';
import { projectKeys } from './keys';

/** POST project/render {id} → the queued project; its errors are shown where the user confirmed. */
export const renderProject = (id: string) => request('render', { id }, { quiet: 'all' });

/** The project is already rendering (another click, tab or device started it): not a failure. */
export const isAlreadyRendering = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.PROJECT_BUSY;

/** The sidebar's credit balance moved (a credit is held); the user info is otherwise read once. */
const refreshCredits = () => fetchUserInfo().then(setUserInfo, () => undefined);

export const useRenderProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renderProject,
    onSuccess: (summary) => {
      applySummaries(client, [summary]);
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void client.invalidateQueries({ queryKey: projectKeys.detail(summary.id) });
      void refreshCredits();
    },
    onError: (error, id) => {
      // The render that is running is what the page must show now.
      if (!isAlreadyRendering(error)) return;
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void client.invalidateQueries({ queryKey: projectKeys.detail(id) });
    },
  });
};
