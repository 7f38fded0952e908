import { BEACON_MAX, BEACON_PATH } from '@framecast/contract';
import { appId, config } from '../config';
import { readableToken } from '../storage/token';
import { getTraceId } from './trace';

let lastReferrer = typeof document !== 'undefined' ? document.referrer : '';

/** The page-view beacon of spec 000 §7.3: an image request carrying the page and the visitor. */
export const sendPageView = (path: string, payload: Record<string, unknown> = {}): void => {
  const params = new URLSearchParams({
    token: readableToken() ?? '',
    appid: String(appId()),
    referrer: lastReferrer.slice(0, BEACON_MAX.referrer),
    payload: JSON.stringify({ event: 'page_view', title: document.title, ...payload }).slice(0, BEACON_MAX.payload),
    path: path.slice(0, BEACON_MAX.path),
    timestamp: String(Date.now()),
    trace_id: getTraceId(),
  });
  const img = new Image(1, 1);
  img.referrerPolicy = 'no-referrer-when-downgrade';
  img.src = `${config.apiBase}${BEACON_PATH}?${params.toString()}`;
  // The next page view's referrer is this page.
  lastReferrer = window.location.href;
};
