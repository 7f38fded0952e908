import { useEffect } from 'react';
import type { UserInfo } from '../../shared/api/user-info';
import { openSetPasswordDialog } from '../../shared/dialogs/auth-dialog';
import { session, StorageKey } from '../../shared/storage/keys';

/** Accounts without a password (need_set_pwd) are offered the set-password dialog once per session. */
export function useSetPasswordPrompt(user: UserInfo | undefined) {
  useEffect(() => {
    if (user?.need_set_pwd !== 1 || user.status === 'guest') return;
    if (session.get(StorageKey.setPasswordPrompted)) return;
    session.set(StorageKey.setPasswordPrompted, '1');
    openSetPasswordDialog();
  }, [user]);
}
