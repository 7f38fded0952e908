import type { AvatarListData, RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { request } from '../api/client';
import { applyFavorite } from './favorites';
import type { AvatarLibraryParams } from './get-avatar-library';

/** POST avatar/favorite {id, favorite} → the look's new mark (per user; `id` is `<avatar>/<look>`). */
export const setAvatarFavorite = (body: RequestOf<'avatarFavorite'>) => request('avatarFavorite', body);

const MUTATION_KEY = ['avatar-favorite'];

const paramsOf = (key: QueryKey) => key[1] as AvatarLibraryParams | undefined;

/** Stars or unstars a look at once in every cached library list; a failure puts the lists back. */
export function useAvatarFavorite() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: MUTATION_KEY,
    mutationFn: setAvatarFavorite,
    onMutate: async (change) => {
      await client.cancelQueries({ queryKey: ['avatar-library'] });
      const before = client.getQueriesData<AvatarListData>({ queryKey: ['avatar-library'] });
      for (const [key, data] of before) if (data) client.setQueryData<AvatarListData>(key, applyFavorite(data, paramsOf(key), change));
      return { before };
    },
    onError: (_err, _change, context) => {
      for (const [key, data] of context?.before ?? []) client.setQueryData(key, data);
    },
    onSettled: () => {
      // Refetch once the last of several quick toggles has settled, so an early answer cannot undo a later star.
      if (client.isMutating({ mutationKey: MUTATION_KEY }) === 1) void client.invalidateQueries({ queryKey: ['avatar-library'] });
    },
  });
}
