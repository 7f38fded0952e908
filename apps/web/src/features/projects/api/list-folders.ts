import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { projectKeys } from '../../../shared/projects/keys';

/** GET project/folder/list → the space's project folders with their counts. */
export const fetchFolders = () => request('folderList');

export const foldersQuery = () => queryOptions({ queryKey: projectKeys.folders(), queryFn: fetchFolders });

export const useFolders = () => useQuery(foldersQuery());
