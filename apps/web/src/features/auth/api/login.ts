import { ErrorCode } from '@framecast/contract';
import { request } from '../../../shared/api/client';
import type { CaptchaAnswer } from '../../../shared/captcha/store';
import { appId } from '../../../shared/config';
import { sha256Hex } from '../../../shared/crypto';
import { trackingFields } from '../../../shared/tracking/tracking-fields';

export interface LoginInput {
  username: string;
  password: string;
}

/** POST v1/auth/login with the hashed password and tracking fields; 10204 is left to `withCaptcha`. */
export const login = async ({ username, password }: LoginInput, answer?: CaptchaAnswer) =>
  request(
    'login',
    {
      username,
      password: await sha256Hex(password),
      appid: appId(),
      ...(await trackingFields('web')),
      ...answer,
    },
    { quiet: [ErrorCode.CAPTCHA_REQUIRED] },
  );
