import { create } from 'zustand';

/** Modes of the sign-in dialog (spec 000 §4): 0 sign in, 1 register, 2 reset password. */
export type AuthMode = 0 | 1 | 2;

interface AuthDialogState {
  opened: boolean;
  mode: AuthMode;
  closable: boolean;
  email?: string;
  /** Where to go after a successful sign-in from the dialog; stay on the page when unset. */
  redirectTo?: string;
}

export const useAuthDialog = create<AuthDialogState>(() => ({ opened: false, mode: 0, closable: true }));

export const openAuthDialog = (options: Partial<Omit<AuthDialogState, 'opened'>> = {}): void =>
  useAuthDialog.setState({ opened: true, mode: 0, closable: true, email: undefined, redirectTo: undefined, ...options });

export const closeAuthDialog = (): void => useAuthDialog.setState({ opened: false });

interface SetPasswordDialogState {
  opened: boolean;
}

/** The set-password dialog for accounts that have no password yet (need_set_pwd). */
export const useSetPasswordDialog = create<SetPasswordDialogState>(() => ({ opened: false }));
export const openSetPasswordDialog = (): void => useSetPasswordDialog.setState({ opened: true });
export const closeSetPasswordDialog = (): void => useSetPasswordDialog.setState({ opened: false });

/** Change password for a signed-in account: a plain dialog with the code and password steps, no sign-up card. */
export const useChangePasswordDialog = create<{ opened: boolean }>(() => ({ opened: false }));
export const openChangePasswordDialog = (): void => useChangePasswordDialog.setState({ opened: true });
export const closeChangePasswordDialog = (): void => useChangePasswordDialog.setState({ opened: false });
