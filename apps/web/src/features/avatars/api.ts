import type { RequestOf, UserAvatar, UserAvatarListData } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { USER_INFO_KEY } from '../../shared/session/session';
import { USER_AVATARS } from '../../shared/user-avatars/api';

type Client = ReturnType<typeof useQueryClient>;

const refresh = (client: Client) => void client.invalidateQueries({ queryKey: USER_AVATARS });
/** A generation or a motion holds credits when it starts: the sidebar's balance is read again. */
const refreshBalance = (client: Client) => void client.invalidateQueries({ queryKey: USER_INFO_KEY });

/** The avatar as the server now has it, at once in its detail and in every list that shows it. */
const store = (client: Client, avatar: UserAvatar) => {
  client.setQueryData([...USER_AVATARS, 'detail', avatar.id], avatar);
  client.setQueriesData<UserAvatarListData>({ queryKey: [...USER_AVATARS, 'list'] }, (old) =>
    old ? { ...old, items: old.items.map((a) => (a.id === avatar.id ? { ...avatar, can_manage: a.can_manage } : a)) } : old,
  );
};

/** The create forms show every refusal beside their fields or in their own alert, not as a toast. */
export function useGenerateAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'userAvatarGenerate'>) => request('userAvatarGenerate', body, { quiet: 'all' }),
    onSuccess: (avatar) => {
      store(client, avatar);
      refreshBalance(client);
    },
    onSettled: () => refresh(client),
  });
}

export function useAvatarFromPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'userAvatarFromPhoto'>) => request('userAvatarFromPhoto', body, { quiet: 'all' }),
    onSuccess: (avatar) => store(client, avatar),
    onSettled: () => refresh(client),
  });
}

/** Settings and the star; a star shows at once and goes back if the server refuses. */
export function useUpdateAvatar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'userAvatarUpdate'>) => request('userAvatarUpdate', body),
    onMutate: ({ id, favorite }) => {
      if (favorite === undefined) return;
      client.setQueriesData<UserAvatarListData>({ queryKey: [...USER_AVATARS, 'list'] }, (old) =>
        old ? { ...old, items: old.items.map((a) => (a.id === id ? { ...a, favorite } : a)) } : old,
      );
      client.setQueryData<UserAvatar>([...USER_AVATARS, 'detail', id], (old) => (old ? { ...old, favorite } : old));
    },
    onSuccess: (avatar) => store(client, avatar),
    onSettled: () => refresh(client),
  });
}

/** The lists are read again; the deleted avatar's own page is left as it is (the page goes back to /avatar). */
const refreshLists = (client: Client) => void client.invalidateQueries({ queryKey: [...USER_AVATARS, 'list'] });

export function useDeleteAvatar() {
  const client = useQueryClient();
  return useMutation({ mutationFn: (id: string) => request('userAvatarDelete', { id }), onSettled: () => refreshLists(client) });
}

/** Deleting the last look deletes the avatar (`avatar_deleted`); otherwise its page shows the looks left. */
export function useDeleteLook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (look: { id: string; avatar_id: string }) => request('avatarLookDelete', { id: look.id }),
    onSettled: (data, _error, look) => {
      refreshLists(client);
      if (!data?.avatar_deleted) void client.invalidateQueries({ queryKey: [...USER_AVATARS, 'detail', look.avatar_id] });
    },
  });
}

/** Photo avatar motion: answers the avatar with its new (generating) motion look. */
export function useAvatarMotion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'avatarMotion'>) => request('avatarMotion', body, { quiet: 'all' }),
    onSuccess: (avatar) => {
      store(client, avatar);
      refreshBalance(client);
    },
    onSettled: () => refresh(client),
  });
}
