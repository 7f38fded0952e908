import type { QueryClient } from '@tanstack/react-query';
import { USER_INFO_KEY } from '../../../shared/session/session';

/**
 * After the server has moved the member to another space (a switch, a join, leaving or deleting one):
 * every cached answer belonged to the old space. Active queries load again, the rest are dropped; the
 * user's info (which the guard loaded and nothing refetches by itself) is only marked stale.
 */
export const showNewSpace = async (client: QueryClient): Promise<void> => {
  await client.resetQueries({ predicate: (q) => q.queryKey[0] !== USER_INFO_KEY[0] });
  await client.invalidateQueries({ queryKey: USER_INFO_KEY, refetchType: 'none' });
};
