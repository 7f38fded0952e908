import { PROJECT_POLL_MS, type RequestOf, type UserAvatar, type UserAvatarListData } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { queryClient } from '../query-client';
import { USER_INFO_KEY } from '../session/session';

/** Every query of the space's own avatars starts with this key, so one change refreshes them all. */
export const USER_AVATARS = ['user-avatars'] as const;

const generating = (avatars: readonly UserAvatar[]) => avatars.some((a) => a.looks.some((l) => l.status === 'generating'));

/** The spec's poll interval while a look is still being made; no polling once every look has settled. */
const pollWhile = (busy: boolean) => (busy ? PROJECT_POLL_MS : false);

/** GET avatar/mine/list?scope&kind&favorites → the space's (or the community's) avatars with their looks, and the plan's usage. */
export const userAvatarsQuery = (params: RequestOf<'userAvatarList'>) =>
  queryOptions({
    queryKey: [...USER_AVATARS, 'list', params],
    queryFn: ({ signal }) => request('userAvatarList', params, { signal }),
    staleTime: 30_000,
    refetchInterval: (query) => pollWhile(generating((query.state.data as UserAvatarListData | undefined)?.items ?? [])),
  });

export const useUserAvatars = (params: RequestOf<'userAvatarList'>) => useQuery({ ...userAvatarsQuery(params), placeholderData: keepPreviousData });

/**
 * GET avatar/mine/detail?id → one avatar and its looks, polled while a look is generating. When the last
 * look settles the balance is read again: its credits were kept, or given back if nothing came out.
 */
export const useUserAvatar = (id: string | null) =>
  useQuery({
    queryKey: [...USER_AVATARS, 'detail', id],
    queryFn: async ({ signal }) => {
      const before = queryClient.getQueryData<UserAvatar>([...USER_AVATARS, 'detail', id]);
      const avatar = await request('userAvatarDetail', { id: id ?? '' }, { signal, quiet: 'all' });
      if (before && generating([before]) && !generating([avatar])) void queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
      return avatar;
    },
    enabled: id !== null,
    refetchInterval: (query) => pollWhile(query.state.data ? generating([query.state.data]) : false),
  });
