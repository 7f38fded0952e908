import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AssetListParams } from '../../../shared/assets/api';

export interface AssetsView {
  kind: 'all' | 'video' | 'image' | 'audio';
  q: string;
  sort: 'created' | 'modified' | 'name' | 'size';
  order: 'desc' | 'asc';
  /** A folder id, 'root' for files in no folder, or undefined for every file. */
  folder: string | undefined;
  page: number;
  layout: 'grid' | 'list';
}

const LAYOUT_KEY = 'framecast.assets.layout';
const PAGE_SIZE = 48;
const KINDS = ['all', 'video', 'image', 'audio'] as const;
const SORTS = ['created', 'modified', 'name', 'size'] as const;
const ORDERS = ['desc', 'asc'] as const;
const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

/**
 * The page's filters, folder and page live in the address (?folder=…&kind=…), so reload, Back and a
 * shared link keep them and every part of the page reads the same folder; the layout is remembered on
 * this device. A change of anything but the page goes back to page 1.
 */
export function useAssetsView() {
  const [params, setParams] = useSearchParams();
  const [layout, setLayout] = useState<AssetsView['layout']>(() => (localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid'));
  const view: AssetsView = useMemo(
    () => ({
      kind: pick(params.get('kind'), KINDS, 'all'),
      q: params.get('q') ?? '',
      sort: pick(params.get('sort'), SORTS, 'created'),
      order: pick(params.get('order'), ORDERS, 'desc'),
      folder: params.get('folder') ?? undefined,
      page: Math.max(1, Number(params.get('page')) || 1),
      layout,
    }),
    [params, layout],
  );
  const update = useCallback(
    ({ layout: nextLayout, ...patch }: Partial<AssetsView>) => {
      if (nextLayout) {
        localStorage.setItem(LAYOUT_KEY, nextLayout);
        setLayout(nextLayout);
      }
      if (!Object.keys(patch).length) return;
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(patch)) {
            const isDefault = value === undefined || value === '' || (key === 'page' && value === 1) || (key === 'kind' && value === 'all');
            if (isDefault) next.delete(key);
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
  const request: AssetListParams = useMemo(
    () => ({
      kind: view.kind === 'all' ? undefined : view.kind,
      q: view.q || undefined,
      sort: view.sort,
      order: view.order,
      folder: view.folder,
      page: view.page,
      page_size: PAGE_SIZE,
    }),
    [view],
  );
  return { view, update, request };
}
