import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';
import { reloadUserInfo } from './reload-user';

/** POST order/resume → takes back a cancel while the period runs; 18031 when there is none to take back. */
export const resumeSubscription = () => request('orderResume', {});

export const useResumeSubscription = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeSubscription,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: billingKeys.subscription() }), reloadUserInfo(client)]),
  });
};
