import { useMutation } from '@tanstack/react-query';
import { navigateTo } from '../navigation';
import { clearEverything, clearGuestToken } from '../session/session';
import { request } from './client';

let signingOut = false;

/** True while an explicit sign-out is under way (the session watcher then does not keep a callback). */
export const isSigningOut = (): boolean => signingOut;

/** GET v1/auth/logout, then forget the session whatever the answer. */
export const logout = async (): Promise<void> => {
  signingOut = true;
  try {
    await request('logout', undefined, { quiet: 'all', sideEffects: false });
  } catch {
    /* the local session ends anyway */
  }
  clearEverything();
  clearGuestToken();
};

export const useLogout = () =>
  useMutation({
    mutationFn: logout,
    onSettled: () => {
      navigateTo('/login', { replace: true });
      setTimeout(() => {
        signingOut = false;
      }, 1000);
    },
  });
