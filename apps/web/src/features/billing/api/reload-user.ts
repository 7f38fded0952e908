import type { QueryClient } from '@tanstack/react-query';
import { fetchUserInfo } from '../../../shared/api/user-info';
import { USER_INFO_KEY } from '../../../shared/session/session';

/** Reads the user's info again: the guard loaded it and nothing refetches it by itself. A failure keeps the old one. */
export const reloadUserInfo = (client: QueryClient): Promise<unknown> =>
  fetchUserInfo()
    .then((user) => client.setQueryData(USER_INFO_KEY, user))
    .catch(() => undefined);
