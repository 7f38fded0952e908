import type { RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST order/check_coupon {coupon_id, goods_sn, num?} → {remain, discount, desc}. Quiet: the dialog shows the message under the field. */
export const checkCoupon = (body: RequestOf<'checkCoupon'>) => request('checkCoupon', body, { quiet: 'all' });
