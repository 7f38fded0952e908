import { TOKEN_COOKIE_DAYS } from '@framecast/contract';
import { create } from 'zustand';
import { config } from '../config';
import { getCookie, removeCookie, setCookie } from './cookie';
import { StorageKey } from './keys';

/** The session token: a cookie shared across the brand domain (15 days), mirrored in a store for React. */
interface TokenState {
  token: string | null;
}

export const useTokenStore = create<TokenState>(() => ({ token: getCookie(StorageKey.token) }));

export const getToken = (): string | null => {
  // The cookie is the source of truth (another tab may have signed out).
  const token = getCookie(StorageKey.token);
  if (token !== useTokenStore.getState().token) useTokenStore.setState({ token });
  return token;
};

export const setToken = (token: string): void => {
  setCookie(StorageKey.token, token, { days: TOKEN_COOKIE_DAYS, path: '/', domain: config.cookieDomain });
  useTokenStore.setState({ token });
};

export const clearToken = (): void => {
  removeCookie(StorageKey.token, { path: '/', domain: config.cookieDomain });
  useTokenStore.setState({ token: null });
};

export const useToken = (): string | null => useTokenStore((s) => s.token);
