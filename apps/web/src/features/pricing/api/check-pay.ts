import type { RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST order/check_pay {order_sn, session_id, pay_platform, goods_sn} → {had_pay, status}. `quiet`: no toast on a failure. */
export const checkPay = (body: RequestOf<'orderCheckPay'>, signal?: AbortSignal, quiet = false) =>
  request('orderCheckPay', body, { signal, ...(quiet ? { quiet: 'all' as const } : {}) });
