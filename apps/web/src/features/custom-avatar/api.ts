import type { CustomAvatarCreateRequest, UserAvatar } from '@framecast/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { USER_AVATARS } from '../../shared/user-avatars/api';
import { CUSTOM_POLL_MS, isBusy } from './status';

const detailKey = (id: string | null) => [...USER_AVATARS, 'detail', id] as const;

/** POST avatar/custom/create: every refusal (a field, the plan's limit) is shown on the Submit step, not as a toast. */
export function useCreateCustomAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CustomAvatarCreateRequest) => request('customAvatarCreate', body, { quiet: 'all' }),
    onSuccess: (avatar) => client.setQueryData(detailKey(avatar.id), avatar),
    onSettled: () => void client.invalidateQueries({ queryKey: [...USER_AVATARS, 'list'] }),
  });
}

/** A person reviews at their pace: the page asks now and then, not every 3 seconds. */
const REVIEW_POLL_MS = 20_000;

/** One custom avatar, asked about every 3 seconds while its consent is checked or its footage processed. */
export const useCustomAvatar = (id: string | null) =>
  useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => request('userAvatarDetail', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
    refetchInterval: (query) => {
      const status = (query.state.data as UserAvatar | undefined)?.custom?.status;
      return isBusy(status) ? CUSTOM_POLL_MS : status === 'manual_review' ? REVIEW_POLL_MS : false;
    },
  });
