import type { Currency, DataOf } from '@framecast/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { billingKeys } from './keys';

export type Goods = DataOf<'goodsList'>['goods_list'][number];

/** GET goods/list {currency, goods_type?} → the plans and packages for sale. */
export const fetchGoods = (currency: Currency, goodsType?: 1 | 2 | 3 | 4) =>
  request('goodsList', { action: 'pricing', currency, ...(goodsType ? { goods_type: goodsType } : {}) }).then((d) => d.goods_list);

export const goodsQuery = (currency: Currency, goodsType?: 1 | 2 | 3 | 4) =>
  queryOptions({ queryKey: billingKeys.goods(currency, goodsType), queryFn: () => fetchGoods(currency, goodsType), staleTime: 5 * 60_000 });

export const useGoods = (currency: Currency, goodsType?: 1 | 2 | 3 | 4, enabled = true) => useQuery({ ...goodsQuery(currency, goodsType), enabled });
