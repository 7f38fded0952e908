import { sql, type Insertable } from 'kysely';
import type { Db } from '../../platform/db/index.js';
import type { Database, Session } from '../../platform/db/schema.js';

/** SQL of the auth tables: sessions, email_codes, login_failures, captchas, guest_starts. */

type RevokeReason = NonNullable<Session['revoke_reason']>;
type CodeAction = Database['email_codes']['action'];

// sessions

export const insertSession = (db: Db, row: Insertable<Database['sessions']>) => db.insertInto('sessions').values(row).execute();

/** A user's live sessions past the `keep` newest (at most 1000 of them). */
export const findSessionsBeyond = (db: Db, userId: string, keep: number) =>
  db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', new Date())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(keep)
    .limit(1000)
    .execute();

export const findSessionByTokenHash = (db: Db, tokenHash: string) =>
  db.selectFrom('sessions').select(['id', 'user_id', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();

export const revokeSessions = (db: Db, ids: string[], reason: RevokeReason) =>
  db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason }).where('id', 'in', ids).where('revoked_at', 'is', null).execute();

export const revokeUserSessions = (db: Db, userId: string, reason: RevokeReason, exceptSessionId?: string) => {
  let q = db.updateTable('sessions').set({ revoked_at: new Date(), revoke_reason: reason }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  return q.execute();
};

// email_codes

export const findLatestCode = (db: Db, email: string, action: CodeAction) =>
  db
    .selectFrom('email_codes')
    .select('created_at')
    .where('email', '=', email)
    .where('action', '=', action)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** Open codes (sent or verified) of (email, action) die. */
export const killOpenCodes = (db: Db, email: string, action: CodeAction) =>
  db
    .updateTable('email_codes')
    .set({ stage: 'dead' })
    .where('email', '=', email)
    .where('action', '=', action)
    .where('stage', 'in', ['sent', 'verified'])
    .execute();

export const insertCode = (db: Db, row: Insertable<Database['email_codes']>) => db.insertInto('email_codes').values(row).execute();

export const deleteCode = (db: Db, id: string) => db.deleteFrom('email_codes').where('id', '=', id).execute();

export const findCodeByTicketHash = (db: Db, ticketHash: string) =>
  db.selectFrom('email_codes').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();

/** Changes a code still at 'sent'; the number of rows changed (0 when someone else got there first). */
export const updateSentCode = async (
  db: Db,
  id: string,
  patch: { attempts?: number; stage: Database['email_codes']['stage']; ticket_hash?: string; expires_at?: Date },
): Promise<number> => {
  const r = await db.updateTable('email_codes').set(patch).where('id', '=', id).where('stage', '=', 'sent').executeTakeFirst();
  return Number(r.numUpdatedRows);
};

/** Marks a verified, unexpired ticket used; the number of rows changed (1 when it was good). */
export const spendVerifiedTicket = async (db: Db, opts: { ticketHash: string; email: string; action: CodeAction }): Promise<number> => {
  const r = await db
    .updateTable('email_codes')
    .set({ stage: 'used' })
    .where('ticket_hash', '=', opts.ticketHash)
    .where('email', '=', opts.email)
    .where('action', '=', opts.action)
    .where('stage', '=', 'verified')
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
};

export const countCodesFromIp = async (db: Db, ip: string, since: Date): Promise<number> => {
  const row = await db
    .selectFrom('email_codes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

// login_failures

export const countLoginFailures = async (db: Db, email: string, ip: string, since: Date): Promise<{ byEmail: number; byIp: number }> => {
  const row = await db
    .selectFrom('login_failures')
    .select([sql<number>`count(*) filter (where email = ${email})`.as('by_email'), sql<number>`count(*) filter (where ip = ${ip})`.as('by_ip')])
    .where('created_at', '>', since)
    .where((eb) => eb.or([eb('email', '=', email), eb('ip', '=', ip)]))
    .executeTakeFirstOrThrow();
  return { byEmail: Number(row.by_email), byIp: Number(row.by_ip) };
};

export const insertLoginFailure = (db: Db, email: string, ip: string) => db.insertInto('login_failures').values({ email, ip }).execute();

export const deleteLoginFailuresBefore = (db: Db, before: Date) => db.deleteFrom('login_failures').where('created_at', '<', before).execute();

export const deleteLoginFailuresOf = (db: Db, email: string) => db.deleteFrom('login_failures').where('email', '=', email).execute();

// captchas

export const deleteExpiredCaptchas = (db: Db) => db.deleteFrom('captchas').where('expires_at', '<', new Date()).execute();

export const insertCaptcha = (db: Db, row: Insertable<Database['captchas']>) => db.insertInto('captchas').values(row).execute();

/** Deletes a captcha and returns what it was: one answer attempt each. */
export const takeCaptcha = (db: Db, id: string) => db.deleteFrom('captchas').where('id', '=', id).returning(['answer', 'expires_at']).executeTakeFirst();

// guest_starts

export const countGuestStarts = async (db: Db, ip: string, since: Date): Promise<number> => {
  const row = await db
    .selectFrom('guest_starts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ip', '=', ip)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

export const insertGuestStart = (db: Db, ip: string) => db.insertInto('guest_starts').values({ ip }).execute();

export const deleteGuestStartsBefore = (db: Db, before: Date) => db.deleteFrom('guest_starts').where('created_at', '<', before).execute();
