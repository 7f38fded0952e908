import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

/** POST order/billing_info {first_name, email, country, …} → the saved details. Field errors (40001) are the form's to show. */
export const saveBillingInfo = (body: RequestOf<'billingInfoSave'>) => request('billingInfoSave', body, { quiet: [40001] });

export const useSaveBillingInfo = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveBillingInfo, onSuccess: (data) => client.setQueryData(billingKeys.info(), data) });
};
