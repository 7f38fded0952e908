import { queryClient } from '../query-client';
import { session, StorageKey } from '../storage/keys';
import { clearToken } from '../storage/token';

export const USER_INFO_KEY = ['user-info'] as const;

/** Forget the token and the loaded user info. */
export const clearSession = (): void => {
  clearToken();
  queryClient.removeQueries({ queryKey: USER_INFO_KEY });
};

/** After an explicit sign-out: also forget every cached answer of the previous user. */
export const clearEverything = (): void => {
  clearSession();
  queryClient.clear();
  session.remove(StorageKey.setPasswordPrompted);
};

export const getGuestToken = (): string | null => session.get(StorageKey.guestToken);
export const setGuestToken = (value: string): void => session.set(StorageKey.guestToken, value);
export const clearGuestToken = (): void => session.remove(StorageKey.guestToken);
