import type { UrlAnalysis } from '@framecast/contract';
import { keepPreviousData, queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';

/** Every query of the space's products starts with this key, so one change refreshes them all. */
export const PRODUCTS = ['products'] as const;
/** An analysis is asked about every 1.5 seconds while the page is read (up to 45 seconds). */
export const ANALYSIS_POLL_MS = 1500;

type Client = ReturnType<typeof useQueryClient>;
export const refreshProductLists = (client: Client) => void client.invalidateQueries({ queryKey: [...PRODUCTS, 'list'] });

/** GET product/list?q: the space's products, the last answer kept on screen while a new search loads. */
export const useProducts = (q: string) =>
  useQuery({
    queryKey: [...PRODUCTS, 'list', q],
    queryFn: ({ signal }) => request('productList', q ? { q } : {}, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET product/detail?id: one product; a missing one is said by the page that shows it, not a toast. */
const productQuery = (id: string | null) =>
  queryOptions({
    queryKey: [...PRODUCTS, 'detail', id],
    queryFn: ({ signal }) => request('productDetail', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
  });

export const useProduct = (id: string | null) => useQuery(productQuery(id));

/** Several products by id (a batch's), each its own query, in the order given. */
export const useProductsByIds = (ids: readonly string[]) => useQueries({ queries: ids.map((id) => productQuery(id)) });

/** POST product/analyze: starts reading a page; refusals (a bad or known URL) show where the link was typed. */
export function useStartAnalysis() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (url: string) => request('urlAnalyze', { url }, { quiet: 'all' }),
    onSuccess: (analysis) => client.setQueryData(['url-analysis', analysis.id], analysis),
  });
}

/** GET product/analyze/detail?id: the analysis, asked about again while it works; the lists are read again once it made a product. */
export const useAnalysis = (id: string | null) => {
  const client = useQueryClient();
  return useQuery({
    queryKey: ['url-analysis', id],
    queryFn: async ({ signal }) => {
      const analysis = await request('urlAnalysisDetail', { id: id ?? '' }, { signal, quiet: 'all' });
      if (analysis.status === 'ready') refreshProductLists(client);
      return analysis;
    },
    enabled: id !== null,
    refetchInterval: (query) => ((query.state.data as UrlAnalysis | undefined)?.status === 'working' ? ANALYSIS_POLL_MS : false),
  });
};
