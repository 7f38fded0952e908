import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';

/** GET voice/list → every voice of every configured speech engine, and their languages. */
export const fetchVoices = () => request('voiceList', {});

export const voicesQuery = () => queryOptions({ queryKey: ['voices'], queryFn: fetchVoices, staleTime: 10 * 60_000 });

/** All voices at once: the picker searches and filters them as the user types. */
export const useVoices = () => useQuery(voicesQuery());
