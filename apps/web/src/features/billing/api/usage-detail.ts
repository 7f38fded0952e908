import type { RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET v1/user/usage_detail?page&page_size&from&to → videos with their credits, and credits per day for the chart. */
export const fetchUsage = (params: RequestOf<'usageDetail'>) => request('usageDetail', params, { quiet: [40300] });

export const usageQuery = (params: RequestOf<'usageDetail'>) => queryOptions({ queryKey: billingKeys.usage(params), queryFn: () => fetchUsage(params) });

export const useUsage = (params: RequestOf<'usageDetail'>) => useQuery({ ...usageQuery(params), placeholderData: keepPreviousData });
