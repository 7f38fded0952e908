import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { projectKeys } from './keys';

/** GET project/detail?id → the project with its timeline document and video. */
export const fetchProjectDetail = (id: string) => request('projectDetail', { id });

export const projectDetailQuery = (id: string) => queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => fetchProjectDetail(id), staleTime: 10_000 });

/** One project; nothing is fetched without an id. */
export const useProjectDetail = (id: string | null | undefined) => useQuery({ ...projectDetailQuery(id ?? ''), enabled: Boolean(id) });
