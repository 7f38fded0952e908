import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { getCachedUser, setUserInfo } from '../../../shared/api/user-info';
import { appId } from '../../../shared/config';
import { sha256Hex } from '../../../shared/crypto';

/** POST v1/auth/set_password for an account without a password (need_set_pwd). */
export const setPassword = async (password: string) => request('setPassword', { action: 'setpwd', password: await sha256Hex(password), appid: appId() });

export const useSetPassword = () =>
  useMutation({
    mutationFn: setPassword,
    onSuccess: () => {
      const user = getCachedUser();
      if (user) setUserInfo({ ...user, need_set_pwd: 0 });
    },
  });
