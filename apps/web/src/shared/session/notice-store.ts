import { create } from 'zustand';

/**
 * A message the sign-in screen shows once it opens (e.g. "Login verification failed, please re-login.").
 * It is also kept in sessionStorage until the next sign-in: the server may refuse the session on a
 * background call and the page then be loaded again (a reload, a typed address), and the sign-in screen
 * should still say why it is there.
 */
interface NoticeState {
  loginNotice: string | null;
}

const KEY = 'framecast.loginNotice';
const stored = (): string | null => {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
};
const store = (message: string | null): void => {
  try {
    if (message) sessionStorage.setItem(KEY, message);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the notice lives in memory only.
  }
};

export const useNoticeStore = create<NoticeState>(() => ({ loginNotice: stored() }));

/** Sets the notice for the sign-in screen (kept across a reload); null hands it over to the screen. */
export const setLoginNotice = (message: string | null): void => {
  if (message) store(message);
  useNoticeStore.setState({ loginNotice: message });
};

/** A session began: the last refusal's notice is over. */
export const endLoginNotice = (): void => store(null);
