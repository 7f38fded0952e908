import type { RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET user/credit/records?page&page_size&balance → one page of the credit ledger, newest first. */
export const fetchCreditRecords = (params: RequestOf<'creditRecords'>) => request('creditRecords', params, { quiet: [40300] });

export const creditRecordsQuery = (params: RequestOf<'creditRecords'>) =>
  queryOptions({ queryKey: billingKeys.creditRecords(params), queryFn: () => fetchCreditRecords(params) });

export const useCreditRecords = (params: RequestOf<'creditRecords'>) => useQuery({ ...creditRecordsQuery(params), placeholderData: keepPreviousData });
