import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** POST order/portal → a link to the payment platform's customer portal (empty when it has none). */
export const orderPortal = () => request('orderPortal', {});

export const useOrderPortal = () => useMutation({ mutationFn: orderPortal });
