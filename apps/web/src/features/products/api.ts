import type { DataOf, Product, ProductSaveRequest, UrlAnalysis } from '@framecast/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';

type ProductListData = DataOf<'productList'>;

/** Every query of the space's products starts with this key, so one change refreshes them all. */
const PRODUCTS = ['products'] as const;
/** An analysis is asked about every 1.5 seconds while the page is read (up to 45 seconds). */
export const ANALYSIS_POLL_MS = 1500;

type Client = ReturnType<typeof useQueryClient>;
const refreshLists = (client: Client) => void client.invalidateQueries({ queryKey: [...PRODUCTS, 'list'] });

/** GET product/list?q: the space's products, the last answer kept on screen while a new search loads. */
export const useProducts = (q: string) =>
  useQuery({
    queryKey: [...PRODUCTS, 'list', q],
    queryFn: ({ signal }) => request('productList', q ? { q } : {}, { signal }),
    placeholderData: keepPreviousData,
  });

/** GET product/detail?id: one product for the editor; a missing one is said by the editor, not a toast. */
export const useProduct = (id: string | null) =>
  useQuery({
    queryKey: [...PRODUCTS, 'detail', id],
    queryFn: ({ signal }) => request('productDetail', { id: id ?? '' }, { signal, quiet: 'all' }),
    enabled: id !== null,
  });

/** POST product/analyze: starts reading a page; refusals (a bad or known URL) show in the dialog. */
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
      if (analysis.status === 'ready') refreshLists(client);
      return analysis;
    },
    enabled: id !== null,
    refetchInterval: (query) => ((query.state.data as UrlAnalysis | undefined)?.status === 'working' ? ANALYSIS_POLL_MS : false),
  });
};

/** POST product/save: field refusals are shown beside the fields, so no toast. */
export function useSaveProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductSaveRequest) => request('productSave', body, { quiet: 'all' }),
    onSuccess: (product: Product) => {
      client.setQueryData([...PRODUCTS, 'detail', product.id], product);
      client.setQueriesData<ProductListData>({ queryKey: [...PRODUCTS, 'list'] }, (old) =>
        old ? { ...old, items: old.items.map((p) => (p.id === product.id ? product : p)) } : old,
      );
    },
    onSettled: () => refreshLists(client),
  });
}

/** POST product/delete: gone from the lists at once, read again after. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('productDelete', { id }),
    onSuccess: ({ id }) =>
      client.setQueriesData<ProductListData>({ queryKey: [...PRODUCTS, 'list'] }, (old) =>
        old ? { ...old, items: old.items.filter((p) => p.id !== id) } : old,
      ),
    onSettled: () => refreshLists(client),
  });
}
