import { TOKEN_COOKIE_DAYS } from '@framecast/contract';
import { create } from 'zustand';
import { config } from '../config';
import { getCookie, removeCookie, setCookie } from './cookie';
import { StorageKey } from './keys';

/**
 * The session (spec 000 §4: cookie `token` on the brand domain, 15 days). The server sets it HttpOnly at
 * sign-in, so page script never sees the token; the readable `signed_in` flag beside it says a session
 * is held. A readable `token` cookie (a session from before, or one a test put there) still works: its
 * token goes in `Authorization`.
 */
interface TokenState {
  /** The readable token, or COOKIE_SESSION for a session only the server's cookie carries; null signed out. */
  token: string | null;
}

/** Stands for a session held in the HttpOnly cookie, whose token this page cannot know. */
export const COOKIE_SESSION = 'cookie-session';
const SIGNED_IN = 'signed_in';

const current = (): string | null => getCookie(StorageKey.token) ?? (getCookie(SIGNED_IN) ? COOKIE_SESSION : null);

export const useTokenStore = create<TokenState>(() => ({ token: current() }));

/** Whether a session is held, as a value that changes when it does (the token, or COOKIE_SESSION). */
export const getToken = (): string | null => {
  // The cookies are the source of truth (another tab may have signed out).
  const token = current();
  if (token !== useTokenStore.getState().token) useTokenStore.setState({ token });
  return token;
};

/** The token itself when page script may hold it (for `Authorization`); null when the HttpOnly cookie carries it. */
export const readableToken = (): string | null => getCookie(StorageKey.token);

/**
 * After an answer that carries a token: a session the server put in its cookie stays there; only a
 * page without that cookie (a server from before it) keeps the token in a readable cookie as it used to.
 */
export const setToken = (token: string): void => {
  if (getCookie(SIGNED_IN)) {
    // A readable token of an earlier session would be sent instead of the new cookie's.
    if (getCookie(StorageKey.token) !== null && getCookie(StorageKey.token) !== token)
      removeCookie(StorageKey.token, { path: '/', domain: config.cookieDomain });
    useTokenStore.setState({ token: current() });
    return;
  }
  setCookie(StorageKey.token, token, { days: TOKEN_COOKIE_DAYS, path: '/', domain: config.cookieDomain });
  useTokenStore.setState({ token });
};

/** Forget the session here; the HttpOnly cookie itself goes with sign-out's answer (or expires unused). */
export const clearToken = (): void => {
  removeCookie(StorageKey.token, { path: '/', domain: config.cookieDomain });
  removeCookie(SIGNED_IN, { path: '/', domain: config.cookieDomain });
  useTokenStore.setState({ token: null });
};

export const useToken = (): string | null => useTokenStore((s) => s.token);
