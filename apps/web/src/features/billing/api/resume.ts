import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { fetchUserInfo } from '../../../shared/api/user-info';
import { USER_INFO_KEY } from '../../../shared/session/session';
import { billingKeys } from './keys';

/** POST order/resume → takes back a cancel while the period runs; 18031 when there is none to take back. */
export const resumeSubscription = () => request('orderResume', {});

export const useResumeSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    // The user's info is read again by hand: the guard loaded it and nothing refetches it by itself.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: billingKeys.subscription() }),
        fetchUserInfo()
          .then((user) => client.setQueryData(USER_INFO_KEY, user))
          .catch(() => undefined),
      ]),
  });
};
