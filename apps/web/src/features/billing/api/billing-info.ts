import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** GET order/billing_info → the saved billing details, or null. */
export const fetchBillingInfo = () => request('billingInfo', undefined, { quiet: [40300] });

export const billingInfoQuery = () => queryOptions({ queryKey: billingKeys.info(), queryFn: fetchBillingInfo });

export const useBillingInfo = () => useQuery(billingInfoQuery());
