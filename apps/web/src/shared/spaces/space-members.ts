import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { spaceKeys } from './keys';

/** GET space/members?unique_id → members, pending invitations (for those who manage members) and seat use. */
export const fetchSpaceMembers = (uniqueId: string) => request('spaceMembers', { unique_id: uniqueId });

export const spaceMembersQuery = (uniqueId: string) => queryOptions({ queryKey: spaceKeys.members(uniqueId), queryFn: () => fetchSpaceMembers(uniqueId) });

/** One space's members; nothing is fetched without its id. */
export const useSpaceMembers = (uniqueId: string | undefined) => useQuery({ ...spaceMembersQuery(uniqueId ?? ''), enabled: !!uniqueId });
