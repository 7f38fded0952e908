import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { assetKeys } from '../../../shared/assets/api';
import { followDownload } from '../../../shared/ui/follow-download';

/** Every change to files or folders refreshes the lists, folder counts and usage. */
function useAssetMutation<V>(fn: (v: V) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: assetKeys.all }) });
}

export const useRenameAsset = () => useAssetMutation((v: RequestOf<'assetRename'>) => request('assetRename', v));
export const useMoveAssets = () => useAssetMutation((v: RequestOf<'assetMove'>) => request('assetMove', v));
/** 21005 (files in use) is answered by the dialog, which asks before deleting anyway. */
export const useDeleteAssets = () => useAssetMutation((v: RequestOf<'assetDelete'>) => request('assetDelete', v, { quiet: [21005] }));
export const useCreateAssetFolder = () => useAssetMutation((v: RequestOf<'assetFolderCreate'>) => request('assetFolderCreate', v));
export const useRenameAssetFolder = () => useAssetMutation((v: RequestOf<'assetFolderRename'>) => request('assetFolderRename', v));
export const useDeleteAssetFolder = () => useAssetMutation((v: RequestOf<'assetFolderDelete'>) => request('assetFolderDelete', v));

/** A link to one file or a zip of several; the browser saves it. */
export const useDownloadAssets = () => useMutation({ mutationFn: (ids: string[]) => request('assetDownload', { ids }), onSuccess: followDownload });
