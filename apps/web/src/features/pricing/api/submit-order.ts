import { ErrorCode, type RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** POST order/submit → {order_sn, platform, pay_url, session_id, amount, currency, embedded}. 18009 and 18007 are handled by the caller. */
export const submitOrder = (body: RequestOf<'orderSubmit'>) =>
  request('orderSubmit', body, { quiet: [ErrorCode.ORDER_NEEDS_PAYMENT_DETAILS, ErrorCode.PLAN_MANAGED] });
