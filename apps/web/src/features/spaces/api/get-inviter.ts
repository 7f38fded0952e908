import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { spaceKeys } from '../../../shared/spaces/keys';

/** GET space/inviter?invite_code → who invited, to which space and role. Its errors are the landing's to show. */
export const fetchInviter = (code: string) => request('spaceInviter', { invite_code: code }, { quiet: 'all' });

export const inviterQuery = (code: string) => queryOptions({ queryKey: spaceKeys.inviter(code), queryFn: () => fetchInviter(code), staleTime: 60_000 });

export const useInviter = (code: string) => useQuery({ ...inviterQuery(code), enabled: !!code });
