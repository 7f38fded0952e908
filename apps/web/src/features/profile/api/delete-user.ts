import { useMutation } from '@tanstack/react-query';
import { request } from '../../../shared/api/client';
import { sha256Hex } from '../../../shared/crypto';
import { clearEverything, clearGuestToken } from '../../../shared/session/session';

/** POST v1/user/del {password: sha256hex} → null; the session ends with the account. */
export const deleteUser = async (password: string) => {
  await request('deleteUser', { password: await sha256Hex(password) });
  clearEverything();
  clearGuestToken();
};

export const useDeleteUser = () => useMutation({ mutationFn: deleteUser });
