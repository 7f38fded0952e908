import type { RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST order/check_pay {order_sn, session_id, pay_platform, goods_sn} → {had_pay, status}. */
export const checkPay = (body: RequestOf<'orderCheckPay'>, signal?: AbortSignal) => request('orderCheckPay', body, { signal });
