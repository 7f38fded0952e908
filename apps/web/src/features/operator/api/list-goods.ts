import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { operatorKeys } from './keys';

/** GET admin/goods/list → every goods, inactive ones too. 40300 (not the operator) is the page's to show. */
export const fetchGoods = () => request('adminGoodsList', {}, { quiet: [40300] });

export const goodsQuery = () => queryOptions({ queryKey: operatorKeys.goods(), queryFn: fetchGoods });

export const useGoods = () => useQuery(goodsQuery());
