import { type DataOf, ErrorCode } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCachedUser, setUserInfo } from '../api/user-info';
import { request } from '../api/client';
import { isApiError } from '../api/errors';
import { applySummaries } from './cache';
import { projectKeys } from './keys';

/** POST project/render {id} → the queued project; its errors are shown where the user confirmed. */
export const renderProject = (id: string) => request('render', { id }, { quiet: 'all' });

/** The project is already rendering (another click, tab or device started it): not a failure. */
export const isAlreadyRendering = (error: unknown): boolean => isApiError(error) && error.code === ErrorCode.PROJECT_BUSY;

/** The credit balances after the hold, from the answer: the sidebar shows them without reading user info again. */
function applyBalance(queued: DataOf<'render'>): void {
  const user = getCachedUser();
  if (!user) return;
  const balance = queued.space_credits_balance;
  setUserInfo({ ...user, credits_balance: queued.paid_by_caller ? balance : user.credits_balance, space: { ...user.space, credits_balance: balance } });
}

export const useRenderProject = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: renderProject,
    // The answer is the queued project and the balance: every cached list, the detail and the sidebar are
    // updated from it, with no request after the click.
    onSuccess: (queued) => {
      const { space_credits_balance: _balance, paid_by_caller: _payer, ...summary } = queued;
      applySummaries(client, [summary]);
      applyBalance(queued);
    },
    onError: (error, id) => {
      // The render that is running is what the page must show now.
      if (!isAlreadyRendering(error)) return;
      void client.invalidateQueries({ queryKey: projectKeys.lists() });
      void client.invalidateQueries({ queryKey: projectKeys.detail(id) });
    },
  });
};
