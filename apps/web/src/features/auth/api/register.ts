import { request } from '../../../shared/api/client';
import { appId } from '../../../shared/config';
import { sha256Hex } from '../../../shared/crypto';
import { getInviteCode } from '../../../shared/tracking/attribution';
import { trackingFields } from '../../../shared/tracking/tracking-fields';

/** POST v1/auth/register from a verified ticket → UserInfo with the token. */
export const register = async (input: { username: string; password: string; ticket: string }) =>
  request('register', {
    action: 'reg',
    username: input.username,
    ticket: input.ticket,
    password: await sha256Hex(input.password),
    appid: appId(),
    invite_code: getInviteCode(),
    ...(await trackingFields('web')),
  });
