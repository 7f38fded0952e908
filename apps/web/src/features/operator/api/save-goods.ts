import type { RequestOf } from '@framecast/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** POST admin/goods/save {goods_sn, goods_name, sell_price, original_price, active, credit, …} → the goods. */
export const saveGoods = (body: RequestOf<'adminGoodsSave'>) => request('adminGoodsSave', body);

export const useSaveGoods = () => {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveGoods, onSuccess: () => client.invalidateQueries({ queryKey: operatorKeys.goods() }) });
};
