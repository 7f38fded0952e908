import { useCallback, useMemo, useState } from 'react';
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

/** The page's filters; a change of anything but the page goes back to page 1. The layout is remembered. */
export function useAssetsView() {
  const [view, setView] = useState<AssetsView>(() => ({
    kind: 'all',
    q: '',
    sort: 'created',
    order: 'desc',
    folder: undefined,
    page: 1,
    layout: localStorage.getItem(LAYOUT_KEY) === 'list' ? 'list' : 'grid',
  }));
  const update = useCallback((patch: Partial<AssetsView>) => {
    if (patch.layout) localStorage.setItem(LAYOUT_KEY, patch.layout);
    setView((v) => ({ ...v, ...patch, page: patch.page ?? (Object.keys(patch).every((k) => k === 'layout') ? v.page : 1) }));
  }, []);
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
