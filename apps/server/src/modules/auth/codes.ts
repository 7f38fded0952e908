import crypto from 'node:crypto';
import { CODE_LIFE_MS, CODE_MAX_WRONG, CODE_RESEND_S, ErrorCode, TICKET_LIFE_MS, type CodeAction, type TicketData } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { Mailer } from '../../platform/mail/index.js';
import { AppError } from '../../platform/http/errors.js';
import { digest, newCode, newSecret } from './secrets.js';
import * as store from './store.js';

const SUBJECT: Record<CodeAction, string> = {
  reg: 'Your Framecast sign-up code',
  resetpwd: 'Your Framecast password reset code',
  resetemail: 'Confirm your new Framecast email',
};

const NO_ACCOUNT_MAIL = (to: string) => ({
  to,
  subject: SUBJECT.resetpwd,
  text: 'Someone asked to reset the Framecast password of this email address, but there is no Framecast account for it. If it was you, sign up instead, or try the address you signed up with. If not, ignore this email.\n',
});

/**
 * Emails a new code for (email, action) and returns its ticket. Earlier open codes for the same pair
 * die; a new one may be requested only CODE_RESEND_S after the last.
 * `noAccount`: a password reset for an address with no account. Everything happens as for a real one
 * (a ticket, the resend wait, a mail, a code that check_code judges) so the answer tells nobody whether
 * the address is registered; only the mail differs, saying there is no account instead of a code.
 */
export async function issueCode(
  db: Db,
  mailer: Mailer,
  opts: { email: string; action: CodeAction; ip: string; userId?: string; noAccount?: boolean },
): Promise<TicketData> {
  const last = await store.findLatestCode(db, opts.email, opts.action);
  if (last) {
    const wait = Math.ceil(CODE_RESEND_S - (Date.now() - new Date(last.created_at).getTime()) / 1000);
    if (wait > 0) throw new AppError(ErrorCode.RESEND_TOO_SOON, `Please wait ${wait} seconds before requesting another code.`, { wait_seconds: wait });
  }
  const code = newCode();
  const ticket = newSecret('tk');
  const id = crypto.randomUUID();
  await db.transaction().execute(async (trx) => {
    await store.killOpenCodes(trx, opts.email, opts.action);
    await store.insertCode(trx, {
      id,
      ticket_hash: digest(ticket),
      email: opts.email,
      action: opts.action,
      code_hash: digest(code),
      stage: 'sent',
      user_id: opts.userId ?? null,
      ip: opts.ip,
      expires_at: new Date(Date.now() + CODE_LIFE_MS),
    });
  });
  try {
    await mailer.send(
      opts.noAccount
        ? NO_ACCOUNT_MAIL(opts.email)
        : {
            to: opts.email,
            subject: SUBJECT[opts.action],
            text: `Your verification code is ${code}\n\nIt expires in ${CODE_LIFE_MS / 60000} minutes and can be used once. If you did not ask for it, ignore this email.\n`,
            html: `<p>Your verification code is</p><p style="font-size:28px;font-weight:700;letter-spacing:6px">${code}</p><p>It expires in ${CODE_LIFE_MS / 60000} minutes and can be used once. If you did not ask for it, ignore this email.</p>`,
          },
    );
  } catch (err) {
    await store.deleteCode(db, id);
    throw Object.assign(new AppError(ErrorCode.INTERNAL, 'We could not send the email. Please try again later.'), { cause: err });
  }
  return { ticket, resend_after: CODE_RESEND_S };
}

/**
 * Checks a code against its ticket. Right: the ticket is replaced by a verified one (returned), or
 * consumed at once when `consume` is set. Wrong: one attempt spent; the fifth kills the ticket.
 */
export async function verifyCode(
  db: Db,
  opts: { ticket: string; email: string; action: CodeAction; code: string; consume?: boolean; userId?: string },
): Promise<TicketData> {
  const row = await store.findCodeByTicketHash(db, digest(opts.ticket));
  if (!row || row.email !== opts.email || row.action !== opts.action || (opts.userId && row.user_id !== opts.userId))
    throw new AppError(ErrorCode.TICKET_INVALID);
  if (row.stage === 'dead' && row.attempts >= CODE_MAX_WRONG) throw new AppError(ErrorCode.CODE_TOO_MANY_ATTEMPTS);
  if (row.stage !== 'sent') throw new AppError(ErrorCode.TICKET_INVALID);
  if (new Date(row.expires_at).getTime() <= Date.now()) throw new AppError(ErrorCode.CODE_EXPIRED);

  if (digest(opts.code) !== row.code_hash) {
    const attempts = row.attempts + 1;
    const dead = attempts >= CODE_MAX_WRONG;
    await store.updateSentCode(db, row.id, { attempts, stage: dead ? 'dead' : 'sent' });
    if (dead) throw new AppError(ErrorCode.CODE_TOO_MANY_ATTEMPTS);
    throw new AppError(ErrorCode.CODE_WRONG, `The verification code is incorrect. ${CODE_MAX_WRONG - attempts} attempt(s) left.`);
  }
  const next = newSecret('tk');
  const updated = await store.updateSentCode(db, row.id, {
    stage: opts.consume ? 'used' : 'verified',
    ticket_hash: digest(next),
    expires_at: new Date(Date.now() + TICKET_LIFE_MS),
  });
  if (updated !== 1) throw new AppError(ErrorCode.TICKET_INVALID);
  return { ticket: next, resend_after: CODE_RESEND_S };
}

/** Uses up a verified ticket inside the caller's transaction; any mismatch is 10305. */
export async function consumeTicket(db: Db, opts: { ticket: string; email: string; action: CodeAction }): Promise<void> {
  const used = await store.spendVerifiedTicket(db, { ticketHash: digest(opts.ticket), email: opts.email, action: opts.action });
  if (used !== 1) throw new AppError(ErrorCode.TICKET_INVALID);
}
