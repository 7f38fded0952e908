import { ProjectListRequest } from '@framecast/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ProjectListParams } from '../../../shared/projects/keys';
import type { ListView } from '../components/ProjectToolbar';

export const PAGE_SIZE = 24;

const { filter, sort, order } = ProjectListRequest.shape;
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

type View = ListView & { folder: string | undefined; page: number };

const viewFrom = (params: URLSearchParams): View => ({
  filter: pick(params.get('filter'), filter.unwrap().options, 'all'),
  sort: pick(params.get('sort'), sort.unwrap().options, 'modified'),
  order: pick(params.get('order'), order.unwrap().options, 'desc'),
  q: params.get('q') ?? '',
  folder: params.get('folder') ?? undefined,
  page: Math.max(1, Number(params.get('page')) || 1),
});

const requestOf = (view: View): ProjectListParams => ({
  filter: view.filter,
  sort: view.sort,
  order: view.order,
  q: view.q || undefined,
  folder: view.folder,
  page: view.page,
  page_size: PAGE_SIZE,
});

/** The list call an address asks for (the route loader prefetches it with the same key the page uses). */
export const listRequestFrom = (params: URLSearchParams): ProjectListParams => requestOf(viewFrom(params));

/** The list's filter, sort, folder, search and page live in the address, so reload and Back keep them. */
export function useListView() {
  const [params, setParams] = useSearchParams();
  const view: View = useMemo(() => viewFrom(params), [params]);

  /** Any change but the page's own goes back to page 1. */
  const update = useCallback(
    (patch: Partial<typeof view>) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: !('page' in patch) && 'q' in patch },
      );
    },
    [setParams],
  );

  return { view, update, request: requestOf(view) };
}
