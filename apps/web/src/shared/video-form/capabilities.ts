import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

/** GET common/capabilities → which engine speaks and which animates. */
export const fetchCapabilities = () => request('capabilities');

export const capabilitiesQuery = () => queryOptions({ queryKey: ['capabilities'], queryFn: fetchCapabilities, staleTime: Infinity });

export const useCapabilities = () => useQuery(capabilitiesQuery());
