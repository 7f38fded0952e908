import {
  APP_ID_HEADER,
  CHARGING_CALLS,
  endpoints,
  ErrorCode,
  REQUEST_TIMEOUT_MS,
  RELOGIN_CODES,
  V,
  type CallName,
  type DataOf,
  type Localized,
  type RequestOf,
} from '@framecast/contract';
import { appId, config } from '../config';
import { failureMessage, localizeMessage } from '../i18n/localize';
import { currentPath, navigateTo } from '../navigation';
import { isLoginPath, storeLoginCallback } from '../session/callback';
import { setLoginNotice } from '../session/notice-store';
import { queryClient } from '../query-client';
import { clearSession, USER_INFO_KEY } from '../session/session';
import { clearToken, readableToken } from '../storage/token';
import { toastError } from '../ui/toast';
import { ApiError, ClientCode } from './errors';
import { queryString } from './query-string';

export interface RequestOptions {
  signal?: AbortSignal;
  /** Server codes the caller handles itself (no toast), or 'all'. Network and timeout errors still toast. */
  quiet?: readonly number[] | 'all';
  /** Set false to skip the ban / re-login navigation (the route guard decides itself). */
  sideEffects?: boolean;
}

/** Join the caller's signal and the request timeout into one controller. */
const withTimeout = (signal?: AbortSignal) => {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  signal?.addEventListener('abort', onAbort, { once: true });
  const done = () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
  return { signal: controller.signal, isTimedOut: () => timedOut, done };
};

/** What every call to the API sends: the app id and, when page script holds one, the token (else the cookie carries it). */
export const apiHeaders = (method: string): Record<string, string> => {
  const h: Record<string, string> = { [APP_ID_HEADER]: String(appId()), Accept: 'application/json' };
  const token = readableToken();
  if (token) h.Authorization = token;
  if (method !== 'GET') h['Content-Type'] = 'application/json';
  return h;
};

const handleSessionCodes = (name: CallName, error: ApiError): void => {
  if (error.code === ErrorCode.BANNED) {
    navigateTo('/ban', { replace: true });
    return;
  }
  if (!RELOGIN_CODES.includes(error.code)) return;
  if (name === 'userInfo' && error.code === ErrorCode.SESSION_REVOKED) return;
  const here = currentPath();
  clearToken();
  // The cached user goes once this call has settled (it may be the user-info query itself).
  setTimeout(clearSession, 0);
  storeLoginCallback(here);
  setLoginNotice(error.message);
  if (!isLoginPath(here)) navigateTo('/login', { replace: true });
};

/**
 * The balances on screen: the user info (the sidebar, Profile) and the billing pages. The user info is
 * read again and stored here: its query never fetches by itself (the route guard loads it), so marking it
 * stale would leave the old count on screen until the page changed.
 */
const refreshBalances = (): void => {
  if (queryClient.getQueryData(USER_INFO_KEY) !== undefined)
    void request('userInfo', undefined, { quiet: 'all', sideEffects: false }).then(
      (user) => queryClient.setQueryData(USER_INFO_KEY, user),
      () => undefined,
    );
  void queryClient.invalidateQueries({ queryKey: ['billing'] });
};

/**
 * Call the API by name from the contract's `calls` table (its method and path, from `endpoints`: the
 * schemas stay out of the pages that only call the API). Resolves with `data` when `code` is 0;
 * otherwise rejects with an ApiError after applying the rules of spec 000 §4 and §8.
 */
export async function request<K extends CallName>(name: K, body?: RequestOf<K>, options: RequestOptions = {}): Promise<DataOf<K>> {
  const def = endpoints[name];
  const { signal, isTimedOut, done } = withTimeout(options.signal);
  let response: Response;
  try {
    const query = def.method === 'GET' ? queryString(body as object | undefined) : '';
    response = await fetch(`${config.apiBase}${def.path}${query}`, {
      method: def.method,
      headers: apiHeaders(def.method),
      body: def.method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      signal,
      // The session cookie goes along, to an API on another origin of the brand too.
      credentials: 'include',
    });
  } catch {
    done();
    if (isTimedOut()) {
      toastError(localizeMessage(V.timeout));
      throw new ApiError(ClientCode.TIMEOUT, V.timeout);
    }
    if (options.signal?.aborted) throw new ApiError(ClientCode.CANCELLED, 'cancelled');
    toastError(localizeMessage(V.systemError));
    throw new ApiError(ClientCode.NETWORK, V.systemError);
  }

  let envelope: { code?: unknown; msg?: unknown; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    done();
    toastError(localizeMessage(V.systemError));
    throw new ApiError(ClientCode.BAD_RESPONSE, V.systemError);
  }
  done();

  const code = typeof envelope.code === 'number' ? envelope.code : ErrorCode.INTERNAL;
  // Paid, or refused for want of credits (the balance shown was stale): the sidebar's count is read again.
  // A render's answer carries the balance after its hold (shared/projects/render.ts applies it).
  if (CHARGING_CALLS.has(name) && ((code === 0 && name !== 'render') || code === ErrorCode.INSUFFICIENT_CREDITS)) refreshBalances();
  if (code === 0) return envelope.data as DataOf<K>;

  const localized = (envelope.data as { i18n?: Localized } | null)?.i18n;
  const sent = typeof envelope.msg === 'string' && envelope.msg ? envelope.msg : V.systemError;
  const error = new ApiError(code, failureMessage(sent, code, localized), envelope.data ?? null, sent);
  const { message } = error;
  if (options.sideEffects !== false) handleSessionCodes(name, error);
  const quiet = options.quiet === 'all' || options.quiet?.includes(code) || code === ErrorCode.BANNED || RELOGIN_CODES.includes(code);
  if (!quiet) toastError(message);
  throw error;
}
