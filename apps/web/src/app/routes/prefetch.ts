import { loadLanguage } from '../../shared/i18n';
import { queryClient } from '../../shared/query-client';
import type { PageKey } from './types';

/**
 * The data a page shows first, fetched by its route loader alongside the page's chunk, so the page
 * opens with it instead of asking only once its code has arrived. Same query options as the pages use.
 * Their modules are imported when needed (they come with the page's chunks anyway): statically, they
 * and the contract's schemas they use would load with the app's entry on every page.
 */
const projectDetail = (id: string) => import('../../shared/projects/project-detail').then((m) => queryClient.ensureQueryData(m.projectDetailQuery(id)));
const prefetchers: Partial<Record<PageKey, (url: URL) => Promise<unknown>>> = {
  projects: async (url) => {
    const [{ projectsQuery }, { listRequestFrom }] = await Promise.all([
      import('../../shared/projects/list-projects'),
      import('../../features/projects/hooks/useListView'),
    ]);
    return queryClient.ensureQueryData(projectsQuery(listRequestFrom(url.searchParams)));
  },
  videoDetail: (url) => withId(url, projectDetail),
  // The voice picker finds voices by their English and Chinese names, whatever the interface language.
  talkingAvatar: (url) => Promise.all([withId(url, projectDetail), loadLanguage('zh')]),
  talkingPhoto: (url) => Promise.all([withId(url, projectDetail), loadLanguage('zh')]),
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
