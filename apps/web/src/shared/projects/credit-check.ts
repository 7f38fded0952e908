import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { projectKeys } from './keys';

/** POST project/render/credit_check {id} → length, limit, credits and queue estimate before a render. */
export const fetchCreditCheck = (id: string) => request('creditCheck', { id }, { quiet: 'all' });

/** Always asked afresh: the figures change with every edit and every render. */
export const creditCheckQuery = (id: string) =>
  queryOptions({ queryKey: projectKeys.creditCheck(id), queryFn: () => fetchCreditCheck(id), staleTime: 0, gcTime: 0 });

export const useCreditCheck = (id: string | null, enabled: boolean) => useQuery({ ...creditCheckQuery(id ?? ''), enabled: enabled && Boolean(id) });
