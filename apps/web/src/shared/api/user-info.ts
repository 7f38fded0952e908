import type { DataOf } from '@framecast/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryClient } from '../query-client';
import { endLoginNotice } from '../session/notice-store';
import { clearSession, USER_INFO_KEY } from '../session/session';
import { clearToken, getToken, setToken, useToken } from '../storage/token';
import { request } from './client';
import { isApiError } from './errors';

export type UserInfo = DataOf<'userInfo'>;

/** GET v1/user/info. A non-zero answer clears the token and the info (spec 000 §4). */
export const fetchUserInfo = async (opts: { fromGuard?: boolean } = {}): Promise<UserInfo> => {
  try {
    const user = await request('userInfo', undefined, opts.fromGuard ? { quiet: 'all', sideEffects: false } : { quiet: 'all' });
    endLoginNotice();
    return user;
  } catch (error) {
    // Drop the cached info only after this fetch has settled: removing a query while its own fetch
    // is running would turn this error into a cancellation.
    if (isApiError(error) && error.code > 0) {
      clearToken();
      setTimeout(clearSession, 0);
    }
    throw error;
  }
};

export const userInfoQuery = (opts: { fromGuard?: boolean } = {}) =>
  queryOptions({ queryKey: USER_INFO_KEY, queryFn: () => fetchUserInfo(opts), staleTime: Infinity });

/** Store a fresh UserInfo answer (from login, register, save, questionnaire...); keeps the token in step. */
export const setUserInfo = (user: UserInfo): void => {
  endLoginNotice();
  if (user.token && user.token !== getToken()) setToken(user.token);
  queryClient.setQueryData(USER_INFO_KEY, user);
};

export const getCachedUser = (): UserInfo | undefined => queryClient.getQueryData<UserInfo>(USER_INFO_KEY);

/**
 * The signed-in user as the route guard loaded it; never fetches by itself, so pages marked as
 * needing no user info stay that way. `refetch` reloads on demand.
 */
export const useUser = () => {
  const token = useToken();
  const query = useQuery({ ...userInfoQuery(), enabled: false });
  return { user: token ? query.data : undefined, token, refetch: query.refetch, isFetching: query.isFetching };
};
