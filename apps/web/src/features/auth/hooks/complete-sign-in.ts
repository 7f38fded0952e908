import type { UserInfo } from '../../../shared/api/user-info';
import { setUserInfo } from '../../../shared/api/user-info';
import { queryClient } from '../../../shared/query-client';
import { setLoginNotice } from '../../../shared/session/notice-store';
import { USER_INFO_KEY } from '../../../shared/session/session';
import { setToken } from '../../../shared/storage/token';
import { clearAttribution, clearInviteCode } from '../../../shared/tracking/attribution';
import { transferGuestTasks } from '../api/transfer-guest';

/**
 * After login or register: store the token and the user, take a guest trial's work along, and
 * clear the attribution data (sent once, with this call).
 */
export const completeSignIn = async (user: UserInfo, { registered }: { registered: boolean }): Promise<void> => {
  // Drop anything cached for a previous (guest) session first.
  queryClient.clear();
  setToken(user.token);
  setUserInfo(user);
  setLoginNotice(null);
  clearAttribution();
  if (registered) clearInviteCode();
  const moved = await transferGuestTasks();
  if (moved > 0) await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== USER_INFO_KEY[0] });
};
