import { request } from '../../../shared/api/client';
import { userInfoQuery } from '../../../shared/api/user-info';
import { queryClient } from '../../../shared/query-client';
import { setGuestToken } from '../../../shared/session/session';
import { setToken } from '../../../shared/storage/token';

/**
 * POST v1/auth/guest: a free trial without an account. The token is stored as usual and the
 * guest_token kept in sessionStorage, so a later sign-in can take the trial's work along.
 */
export const startGuest = async () => {
  const data = await request('guest', {});
  setToken(data.token);
  setGuestToken(data.guest_token);
  return queryClient.fetchQuery(userInfoQuery());
};
