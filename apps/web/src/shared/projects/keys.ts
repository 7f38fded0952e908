import type { RequestOf } from '@framecast/contract';

export type ProjectListParams = RequestOf<'projectList'>;

/** Query keys of everything about projects; a prefix invalidates everything under it. */
export const projectKeys = {
  lists: () => ['projects', 'list'] as const,
  list: (params: ProjectListParams) => ['projects', 'list', params] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  folders: () => ['projects', 'folders'] as const,
  creditCheck: (id: string) => ['projects', 'credit-check', id] as const,
};
