import type { DataOf } from '@framecast/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { useUser } from '../api/user-info';
import { spaceKeys } from './keys';

export type SpaceItem = DataOf<'spaceList'>['list'][number];

/** GET space/list → the spaces the user belongs to; `now_here` marks the one they work in. */
export const fetchSpaces = () => request('spaceList', undefined);

export const spaceListQuery = () => queryOptions({ queryKey: spaceKeys.list(), queryFn: fetchSpaces, staleTime: 60_000 });

/** The signed-in account's spaces; a free trial has none to choose from, so nothing is fetched for it. */
export const useSpaces = () => {
  const { user } = useUser();
  return useQuery({ ...spaceListQuery(), enabled: !!user && user.status !== 'guest' });
};

/** The space the user works in now (undefined while loading, and for a free trial). */
export const useCurrentSpace = () => {
  const spaces = useSpaces();
  return { ...spaces, space: spaces.data?.list.find((s) => s.now_here) };
};
