import type { QueryClient } from '@tanstack/react-query';
import { fetchUserInfo, setUserInfo } from '../../../shared/api/user-info';
import { USER_INFO_KEY } from '../../../shared/session/session';

/**
 * After the server has moved the member to another space (a switch, a join, leaving or deleting one):
 * every cached answer belonged to the old space. Active queries load again, the rest are dropped; the
 * user's info (which the guard loaded and nothing refetches by itself) is read again, since it carries
 * the plan, credits and limits of the space now worked in.
 */
export const showNewSpace = async (client: QueryClient): Promise<void> => {
  await client.resetQueries({ predicate: (q) => q.queryKey[0] !== USER_INFO_KEY[0] });
  await fetchUserInfo()
    .then(setUserInfo)
    .catch(() => client.invalidateQueries({ queryKey: USER_INFO_KEY, refetchType: 'none' }));
};
