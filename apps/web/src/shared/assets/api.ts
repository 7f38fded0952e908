import type { AssetFolderType, RequestOf } from '@framecast/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';

export type AssetListParams = NonNullable<RequestOf<'assetList'>>;

export const assetKeys = {
  all: ['assets'] as const,
  lists: () => [...assetKeys.all, 'list'] as const,
  list: (p: AssetListParams) => [...assetKeys.lists(), p] as const,
  detail: (id: string) => [...assetKeys.all, 'detail', id] as const,
  folders: (type: AssetFolderType) => [...assetKeys.all, 'folders', type] as const,
};

/** While thumbnails or waveforms are being made, the list looks again every few seconds. */
const DERIVE_POLL_MS = 3000;

export const assetListQuery = (params: AssetListParams) =>
  queryOptions({
    queryKey: assetKeys.list(params),
    queryFn: () => request('assetList', params),
    refetchInterval: (q) => (q.state.data?.items.some((a) => !a.derived) ? DERIVE_POLL_MS : false),
  });

export const useAssetList = (params: AssetListParams) => useQuery({ ...assetListQuery(params), placeholderData: keepPreviousData });

export const useAsset = (id: string | null) =>
  useQuery({
    queryKey: assetKeys.detail(id ?? ''),
    queryFn: () => request('assetDetail', { id: id! }, { quiet: [40400] }),
    enabled: Boolean(id),
    retry: false,
  });

export const useAssetFolders = (type: AssetFolderType = 'media') =>
  useQuery({ queryKey: assetKeys.folders(type), queryFn: () => request('assetFolderList', { type }) });
