import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';
import { reloadUserInfo } from './reload-user';

/** POST order/billing_info {first_name, email, country, …} → the saved details. Field errors (40001) are the form's to show. */
export const saveBillingInfo = (body: RequestOf<'billingInfoSave'>) => request('billingInfoSave', body, { quiet: [40001] });

export const useSaveBillingInfo = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveBillingInfo,
    // Until a first payment fixes it, the account's currency follows the country saved here.
    onSuccess: async (data) => {
      client.setQueryData(billingKeys.info(), data);
      await Promise.all([client.invalidateQueries({ queryKey: billingKeys.subscription() }), reloadUserInfo(client)]);
    },
  });
};
