import { request } from '../../../shared/api/client';
import { appId } from '../../../shared/config';
import { sha256Hex } from '../../../shared/crypto';

/** POST v1/auth/reset_password from a verified ticket → null. */
export const resetPassword = async (input: { username: string; password: string; ticket: string }) =>
  request('resetPassword', {
    action: 'resetpwd',
    username: input.username,
    ticket: input.ticket,
    password: await sha256Hex(input.password),
    appid: appId(),
  });
