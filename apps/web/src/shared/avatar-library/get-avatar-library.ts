import type { RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

export type AvatarLibraryParams = RequestOf<'avatarList'>;

/** GET avatar/library?gender&age&theme&pose&ethnicity&occupation&sample&seed → avatar sets with their looks (each flagged `favorite` for the caller), licence and engine. */
export const fetchAvatarLibrary = (params: AvatarLibraryParams) => request('avatarList', params);

export const avatarLibraryQuery = (params: AvatarLibraryParams) =>
  queryOptions({ queryKey: ['avatar-library', params], queryFn: () => fetchAvatarLibrary(params), staleTime: 5 * 60_000 });

/** The library under the current filters; the previous answer stays on screen while a new one loads. */
export const useAvatarLibrary = (params: AvatarLibraryParams) => useQuery({ ...avatarLibraryQuery(params), placeholderData: keepPreviousData });
