import { request, type RequestOptions } from './client';

/** GET /common/captcha → {b64s (a data: URL image), id}. */
export const fetchCaptcha = (options?: RequestOptions) => request('captcha', undefined, options);
