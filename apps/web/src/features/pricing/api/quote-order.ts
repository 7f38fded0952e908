import { ErrorCode, type RequestOf } from '@framecast/contract';
import { request } from '../../../shared/api/client';

/** What a coupon may be refused with: said under the coupon field, not as a toast. */
export const COUPON_CODES: readonly number[] = [
  ErrorCode.COUPON_NOT_FOUND,
  ErrorCode.COUPON_EXPIRED,
  ErrorCode.COUPON_USED_UP,
  ErrorCode.COUPON_NOT_APPLICABLE,
  ErrorCode.COUPON_ALREADY_USED,
  ErrorCode.COUPON_HELD,
  ErrorCode.VALIDATION,
];

/**
 * POST order/quote → the order's lines (price, coupon, upgrade credit, total) as submit would charge
 * them. The payment dialog shows these figures only. Coupon refusals are quiet (the dialog says them
 * under the field), and so is 18007 (the caller shows the managed notice).
 */
export const quoteOrder = (body: RequestOf<'orderQuote'>) =>
  request('orderQuote', body, { quiet: body.coupon_id ? [...COUPON_CODES, ErrorCode.PLAN_MANAGED] : [ErrorCode.PLAN_MANAGED] });
