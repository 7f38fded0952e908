import type { DataOf, RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

type VoiceList = DataOf<'voiceList'>;
export type VoiceFilters = RequestOf<'voiceList'>;

/** Every voice query starts with this key, so one star updates them all. */
const VOICES = ['voices'] as const;

/** GET voice/list → every voice of every configured speech engine, and their languages. */
export const fetchVoices = () => request('voiceList', {});

export const voicesQuery = () => queryOptions({ queryKey: VOICES, queryFn: fetchVoices, staleTime: 10 * 60_000 });

/** All voices at once: the picker searches and filters them as the user types. */
export const useVoices = () => useQuery(voicesQuery());

/** The Voices page's list, filtered by the server (favourites, age, use case…); the last list stays while the next loads. */
export const useVoiceList = (filters: VoiceFilters) =>
  useQuery({
    queryKey: [...VOICES, 'filtered', filters],
    queryFn: ({ signal }) => request('voiceList', filters, { signal }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

/** Stars or unstars a voice: every list shows it at once, and lists filtered by favourites are read again. */
export function useVoiceFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'voiceFavorite'>) => request('voiceFavorite', body),
    onMutate: ({ id, favorite }) => {
      client.setQueriesData<VoiceList>({ queryKey: VOICES }, (old) =>
        old ? { ...old, items: old.items.map((v) => (v.id === id ? { ...v, favorite } : v)) } : old,
      );
    },
    onSettled: () => client.invalidateQueries({ queryKey: VOICES }),
  });
}
