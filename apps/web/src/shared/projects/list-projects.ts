import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../api/client';
import { projectKeys, type ProjectListParams } from './keys';

/** GET project/list?filter&sort&order&folder&q&page&page_size → one page of videos and drafts. */
export const fetchProjects = (params: ProjectListParams) => request('projectList', params);

export const projectsQuery = (params: ProjectListParams) => queryOptions({ queryKey: projectKeys.list(params), queryFn: () => fetchProjects(params) });

/** The page stays on screen while the next filter or page loads. */
export const useProjects = (params: ProjectListParams) => useQuery({ ...projectsQuery(params), placeholderData: keepPreviousData });
