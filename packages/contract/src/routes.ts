import { z } from 'zod';
import * as A from './auth.js';
import { Ok } from './envelope.js';

/**
 * Every API call, once: method, path under /api, request schema, data schema and who may call it.
 * The server registers its handlers against these and the web client calls through them, so a path
 * or a shape is never written twice.
 *   auth: 'none' — no token needed; 'optional' — token read if present; 'user' — token required;
 *   'account' — token required and not a guest.
 */
export type Access = 'none' | 'optional' | 'user' | 'account';
export interface CallDef<Req extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  request: Req;
  data: Data;
  access: Access;
  /** Counted by the auth rate limit. */
  authLimited?: boolean;
  summary: string;
  tag: string;
}
const def = <Req extends z.ZodType, Data extends z.ZodType>(d: CallDef<Req, Data>) => d;
const none = z.object({}).strict();

export const calls = {
  login: def({ method: 'POST', path: '/v1/auth/login', request: A.LoginRequest, data: A.SessionData, access: 'optional', authLimited: true, summary: 'Sign in with email and hashed password', tag: 'auth' }),
  register: def({ method: 'POST', path: '/v1/auth/register', request: A.RegisterRequest, data: A.SessionData, access: 'none', authLimited: true, summary: 'Create an account from a verified ticket', tag: 'auth' }),
  sendCode: def({ method: 'POST', path: '/v1/auth/send_code', request: A.SendCodeRequest, data: A.TicketData, access: 'optional', authLimited: true, summary: 'Email a 6-digit code (reg, resetpwd, resetemail)', tag: 'auth' }),
  checkCode: def({ method: 'POST', path: '/v1/auth/check_code', request: A.CheckCodeRequest, data: A.TicketData, access: 'none', authLimited: true, summary: 'Verify a code; returns a new ticket', tag: 'auth' }),
  resetPassword: def({ method: 'POST', path: '/v1/auth/reset_password', request: A.ResetPasswordRequest, data: Ok, access: 'none', authLimited: true, summary: 'Set a new password from a verified ticket', tag: 'auth' }),
  setPassword: def({ method: 'POST', path: '/v1/auth/set_password', request: A.SetPasswordRequest, data: Ok, access: 'account', authLimited: true, summary: 'Set the first password of an account that has none', tag: 'auth' }),
  guest: def({ method: 'POST', path: '/v1/auth/guest', request: none, data: A.GuestData, access: 'none', authLimited: true, summary: 'Start a free trial without an account', tag: 'auth' }),
  logout: def({ method: 'GET', path: '/v1/auth/logout', request: none, data: Ok, access: 'user', summary: 'End this session', tag: 'auth' }),
  captcha: def({ method: 'GET', path: '/common/captcha', request: none, data: A.CaptchaData, access: 'none', authLimited: true, summary: 'A 4-character image captcha (single use, 5 minutes)', tag: 'auth' }),
  userInfo: def({ method: 'GET', path: '/v1/user/info', request: none, data: A.UserInfo, access: 'user', summary: 'The signed-in user', tag: 'user' }),
  userSave: def({ method: 'POST', path: '/v1/user/save', request: A.UserSaveRequest, data: A.UserInfo, access: 'account', summary: 'Change nickname or profile photo', tag: 'user' }),
  resetEmail: def({ method: 'POST', path: '/v1/user/reset_email', request: A.ResetEmailRequest, data: A.UserInfo, access: 'account', authLimited: true, summary: 'Change the email with a code sent to the new address', tag: 'user' }),
  deleteUser: def({ method: 'POST', path: '/v1/user/del', request: A.DeleteUserRequest, data: Ok, access: 'account', authLimited: true, summary: 'Delete the account and its data', tag: 'user' }),
  transferGuest: def({ method: 'POST', path: '/v1/user/transfer_guest_tasks', request: A.TransferGuestRequest, data: A.TransferGuestData, access: 'account', summary: "Move a guest's work to this account", tag: 'user' }),
  questionnaire: def({ method: 'POST', path: '/v1/user/questionnaire', request: A.QuestionnaireRequest, data: A.UserInfo, access: 'user', summary: 'Answer the sign-up questionnaire', tag: 'user' }),
} as const;
export type Calls = typeof calls;
export type CallName = keyof Calls;
export type RequestOf<K extends CallName> = z.input<Calls[K]['request']>;
export type DataOf<K extends CallName> = z.output<Calls[K]['data']>;

/** Served outside the JSON envelope. */
export const BEACON_PATH = '/event/log/rt.gif';
export const API_PREFIX = '/api';
