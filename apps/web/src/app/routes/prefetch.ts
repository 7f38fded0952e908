import { queryClient } from '../../shared/query-client';
import { projectDetailQuery } from '../../shared/projects/project-detail';
import { projectsQuery } from '../../features/projects/api/list-projects';
import { listRequestFrom } from '../../features/projects/hooks/useListView';
import type { PageKey } from './types';

/**
 * The data a page shows first, fetched by its route loader alongside the page's chunk, so the page
 * opens with it instead of asking only once its code has arrived. Same query options as the pages use.
 */
const prefetchers: Partial<Record<PageKey, (url: URL) => Promise<unknown>>> = {
  projects: (url) => queryClient.ensureQueryData(projectsQuery(listRequestFrom(url.searchParams))),
  videoDetail: (url) => withId(url, (id) => queryClient.ensureQueryData(projectDetailQuery(id))),
  talkingAvatar: (url) => withId(url, (id) => queryClient.ensureQueryData(projectDetailQuery(id))),
};

const withId = (url: URL, fetch: (id: string) => Promise<unknown>) => {
  const id = url.searchParams.get('id');
  return id ? fetch(id) : Promise.resolve();
};

/** Prefetches a page's data; a failure is left to the page, which shows its own error and retry. */
export const prefetchPage = (page: PageKey, url: URL): Promise<void> =>
  (prefetchers[page]?.(url) ?? Promise.resolve()).then(
    () => undefined,
    () => undefined,
  );
