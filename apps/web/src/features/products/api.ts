import type { DataOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../shared/api/client';
import { PRODUCTS, refreshProductLists } from '../../shared/products/api';

type ProductListData = DataOf<'productList'>;

/** POST product/delete: gone from the lists at once, read again after. */
export function useDeleteProduct() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => request('productDelete', { id }),
    onSuccess: ({ id }) =>
      client.setQueriesData<ProductListData>({ queryKey: [...PRODUCTS, 'list'] }, (old) =>
        old ? { ...old, items: old.items.filter((p) => p.id !== id) } : old,
      ),
    onSettled: () => refreshProductLists(client),
  });
}
