import { create } from 'zustand';

/** A message the sign-in screen shows once it opens (e.g. "Login verification failed, please re-login."). */
interface NoticeState {
  loginNotice: string | null;
}

export const useNoticeStore = create<NoticeState>(() => ({ loginNotice: null }));

export const setLoginNotice = (message: string | null): void => useNoticeStore.setState({ loginNotice: message });
