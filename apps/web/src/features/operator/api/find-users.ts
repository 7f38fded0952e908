import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** GET admin/user/find?q → users whose email, id or name match. */
export const findUsers = (q: string) => request('adminUserFind', { q });

export const usersQuery = (q: string) => queryOptions({ queryKey: operatorKeys.users(q), queryFn: () => findUsers(q) });

export const useFindUsers = (q: string) => useQuery({ ...usersQuery(q), enabled: q.length > 0 });
