import type { ProductAvatarCreateRequest, ProductCutout, ProductCutoutRequest, UserAvatar, UserAvatarListData } from '@framecast/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { USER_INFO_KEY } from '../../shared/session/session';
import { USER_AVATARS } from '../../shared/user-avatars/api';

/** A cut-out is asked about every 1.5 seconds while the background comes off (up to a minute). */
export const CUTOUT_POLL_MS = 1500;

const cutoutKey = (id: string | null) => ['product-cutout', id] as const;

/** POST avatar/product/cutout: starts taking the background off a product picture; refusals show in the step, not as a toast. */
export function useStartCutout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductCutoutRequest) => request('productCutout', body, { quiet: 'all' }),
    onSuccess: (cutout) => client.setQueryData(cutoutKey(cutout.id), cutout),
  });
}

/** GET avatar/product/cutout/detail?id: the cut-out, asked about again while it is being made. */
export const useCutout = (id: string | null) =>
  useQuery({
    queryKey: cutoutKey(id),
    queryFn: ({ signal }) => request('productCutoutDetail', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
    // A ready cut-out's link is signed for a while; it is not fetched again on every focus.
    staleTime: 5 * 60_000,
    refetchInterval: (query) => ((query.state.data as ProductCutout | undefined)?.status === 'working' ? CUTOUT_POLL_MS : false),
  });

/**
 * POST avatar/product/create: answers the avatar with its new (generating) look. The avatar goes into
 * its detail query (which then polls until the look settles) and the lists and balance are read again.
 */
export function useCreateProductAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductAvatarCreateRequest) => request('productAvatarCreate', body, { quiet: 'all' }),
    onSuccess: (avatar: UserAvatar) => {
      client.setQueryData([...USER_AVATARS, 'detail', avatar.id], avatar);
      client.setQueriesData<UserAvatarListData>({ queryKey: [...USER_AVATARS, 'list'] }, (old) =>
        old ? { ...old, items: old.items.map((a) => (a.id === avatar.id ? { ...avatar, can_manage: a.can_manage } : a)) } : old,
      );
      void client.invalidateQueries({ queryKey: USER_INFO_KEY });
    },
    onSettled: () => void client.invalidateQueries({ queryKey: [...USER_AVATARS, 'list'] }),
  });
}
