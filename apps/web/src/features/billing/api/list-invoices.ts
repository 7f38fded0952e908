import type { RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET order/invoice/page?page&page_size → invoices, newest first. */
export const fetchInvoices = (params: RequestOf<'invoicePage'>) => request('invoicePage', params, { quiet: [40300] });

export const invoicesQuery = (params: RequestOf<'invoicePage'>) =>
  queryOptions({ queryKey: billingKeys.invoices(params), queryFn: () => fetchInvoices(params) });

export const useInvoices = (params: RequestOf<'invoicePage'>) => useQuery({ ...invoicesQuery(params), placeholderData: keepPreviousData });
