import { sql } from 'kysely';
import { LOGIN_FAIL_WINDOW_MS, LOGIN_FAILS_BEFORE_CAPTCHA, CODE_REQUESTS_BEFORE_CAPTCHA } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';

const since = () => new Date(Date.now() - LOGIN_FAIL_WINDOW_MS);

/** True when the account or the IP has failed to sign in often enough recently to need a captcha. */
export async function loginNeedsCaptcha(db: Db, email: string, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('login_failures')
    .select([sql<number>`count(*) filter (where email = ${email})`.as('by_email'), sql<number>`count(*) filter (where ip = ${ip})`.as('by_ip')])
    .where('created_at', '>', since())
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return Number(row.by_email) >= LOGIN_FAILS_BEFORE_CAPTCHA || Number(row.by_ip) >= LOGIN_FAILS_BEFORE_CAPTCHA;
}

export async function recordLoginFailure(db: Db, email: string, ip: string): Promise<void> {
  await db.insertInto('login_failures').values({ email, ip }).execute();
  await db.deleteFrom('login_failures').where('created_at', '<', since()).execute();
}

export async function clearLoginFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email', '=', email).execute();
}

/** Code requests from one IP in the window before a captcha is demanded. */
export async function codeRequestsNeedCaptcha(db: Db, ip: string): Promise<boolean> {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since())
    .executeTakeFirstOrThrow();
  return Number(row.n) >= CODE_REQUESTS_BEFORE_CAPTCHA;
}

const DAY_MS = 24 * 3600_000;

/**
 * True when this IP has started `perDay` free trials in the last 24 hours: each trial hands out credits
 * and storage, so past the allowance a person must prove they are one (the sign-in captcha).
 */
export async function guestTrialNeedsCaptcha(db: Db, ip: string, perDay: number): Promise<boolean> {
  const row = await db
    .selectFrom('guest_starts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', new Date(Date.now() - DAY_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n) >= perDay;
}

export async function recordGuestTrial(db: Db, ip: string): Promise<void> {
  await db.insertInto('guest_starts').values({ ip }).execute();
  await db
    .deleteFrom('guest_starts')
    .where('created_at', '<', new Date(Date.now() - DAY_MS))
    .execute();
}
