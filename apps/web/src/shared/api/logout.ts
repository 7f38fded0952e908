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

/**
 * Forget a session the server has already ended, without a call: a password reset signs every device
 * out, and a call with the dead token would send the user to sign-in with a stale-session message.
 */
export const forgetEndedSession = (): void => {
  signingOut = true;
  clearEverything();
  setTimeout(() => {
    signingOut = false;
  }, 1000);
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
