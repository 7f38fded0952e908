import { request } from '../../../shared/api/client';
import { clearGuestToken, getGuestToken } from '../../../shared/session/session';

/** POST v1/user/transfer_guest_tasks right after signing in, when a guest token is held; then forget it. */
export const transferGuestTasks = async (): Promise<number> => {
  const guestToken = getGuestToken();
  if (!guestToken) return 0;
  try {
    const { moved } = await request('transferGuest', { guest_token: guestToken }, { quiet: 'all' });
    return moved;
  } catch {
    return 0;
  } finally {
    clearGuestToken();
  }
};
