import { CODE_RESEND_S } from '@framecast/contract';

/** `resend_after` as seconds to wait; accepts a duration in seconds or an epoch time (s or ms). */
export const resendSeconds = (resendAfter: number): number => {
  if (!Number.isFinite(resendAfter) || resendAfter <= 0) return CODE_RESEND_S;
  if (resendAfter > 1e12) return Math.max(0, Math.ceil((resendAfter - Date.now()) / 1000));
  if (resendAfter > 1e9) return Math.max(0, Math.ceil(resendAfter - Date.now() / 1000));
  return Math.ceil(resendAfter);
};
