import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET order/refundable → what of each paid order is still unused. Any refusal is ignored: the summary just stays away (spec). */
export const fetchRefundable = () => request('refundable', {}, { quiet: 'all' });

export const refundableQuery = () => queryOptions({ queryKey: billingKeys.refundable(), queryFn: fetchRefundable, staleTime: 0 });

export const useRefundable = (enabled: boolean) => useQuery({ ...refundableQuery(), enabled });
