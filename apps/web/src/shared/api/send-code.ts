import { ErrorCode, type RequestOf } from '@framecast/contract';
import { request } from './client';

/**
 * POST v1/auth/send_code → {ticket, resend_after}. A 10204 answer means a captcha is needed
 * (the caller retries through `withCaptcha`); 10307 carries `wait_seconds`.
 */
export const sendCode = (body: RequestOf<'sendCode'>) => request('sendCode', body, { quiet: [ErrorCode.CAPTCHA_REQUIRED] });
