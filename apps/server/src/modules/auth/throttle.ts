import { LOGIN_FAIL_WINDOW_MS, LOGIN_FAILS_BEFORE_CAPTCHA, CODE_REQUESTS_BEFORE_CAPTCHA } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import * as store from './store.js';

const since = () => new Date(Date.now() - LOGIN_FAIL_WINDOW_MS);

/** True when the account or the IP has failed to sign in often enough recently to need a captcha. */
export async function loginNeedsCaptcha(db: Db, email: string, ip: string): Promise<boolean> {
  const { byEmail, byIp } = await store.countLoginFailures(db, email, ip, since());
  return byEmail >= LOGIN_FAILS_BEFORE_CAPTCHA || byIp >= LOGIN_FAILS_BEFORE_CAPTCHA;
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await store.insertLoginFailure(db, email, ip);
  await store.deleteLoginFailuresBefore(db, since());
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await store.deleteLoginFailuresOf(db, email);
}

/** Code requests from one IP in the window before a captcha is demanded. */
export async function codeRequestsNeedCaptcha(db: Db, ip: string): Promise<boolean> {
  return (await store.countCodesFromIp(db, ip, since())) >= CODE_REQUESTS_BEFORE_CAPTCHA;
}

const DAY_MS = 24 * 3600_000;

/**
 * True when this IP has started `perDay` free trials in the last 24 hours: each trial hands out credits
 * and storage, so past the allowance a person must prove they are one (the sign-in captcha).
 */
export async function guestTrialNeedsCaptcha(db: Db, ip: string, perDay: number): Promise<boolean> {
  return (await store.countGuestStarts(db, ip, new Date(Date.now() - DAY_MS))) >= perDay;
}

export async function recordGuestTrial(db: Db, ip: string): Promise<void> {
  await store.insertGuestStart(db, ip);
  await store.deleteGuestStartsBefore(db, new Date(Date.now() - DAY_MS));
}
