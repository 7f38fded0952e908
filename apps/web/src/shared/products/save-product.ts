import type { DataOf, Product, ProductSaveRequest } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../api/client';
import { PRODUCTS, refreshProductLists } from './api';

type ProductListData = DataOf<'productList'>;

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
    onSettled: () => refreshProductLists(client),
  });
}
