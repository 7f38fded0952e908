import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from './client';

/**
 * GET common/offer → what this server really offers (library counts, the tools it can run): the only
 * source of the pricing's and the sign-in page's claims, so they stay true as the library and features grow.
 */
const offerQuery = () => queryOptions({ queryKey: ['offer'], queryFn: () => request('offer', undefined, { quiet: 'all' }), staleTime: 10 * 60_000 });

export const useOffer = () => useQuery(offerQuery()).data;
