import type { RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** GET admin/orders?user_id&page&page_size → orders, newest first. */
export const fetchOrders = (params: RequestOf<'adminOrders'>) => request('adminOrders', params);

export const ordersQuery = (params: RequestOf<'adminOrders'>) => queryOptions({ queryKey: operatorKeys.orders(params), queryFn: () => fetchOrders(params) });

export const useOrders = (params: RequestOf<'adminOrders'>) => useQuery({ ...ordersQuery(params), placeholderData: keepPreviousData });
