import { describe, expect, it } from 'vitest';
import {
  Email,
  PasswordHash,
  PlainPasswordNew,
  PlainPasswordSignIn,
  SetPasswordForm,
  V,
  httpStatusOf,
  ErrorCode,
  ErrorMessage,
  LoginRequest,
} from './index.js';

const msg = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.success ? null : r.error!.issues[0]!.message);

describe('account rules of spec 000 §5', () => {
  it('normalises and checks emails with the spec wording', () => {
    expect(Email.parse('  Ann@Example.COM ')).toBe('ann@example.com');
    expect(msg(Email.safeParse(''))).toBe(V.emailRequired);
    expect(msg(Email.safeParse(undefined))).toBe(V.emailRequired);
    expect(msg(Email.safeParse('ann@'))).toBe(V.emailFormat);
    expect(msg(Email.safeParse(`${'a'.repeat(250)}@x.com`))).toBe(V.emailFormat);
  });

  it('checks sign-in and new passwords', () => {
    expect(msg(PlainPasswordSignIn.safeParse(''))).toBe(V.passwordRequired);
    expect(msg(PlainPasswordSignIn.safeParse('12345'))).toBe(V.passwordMin);
    expect(PlainPasswordSignIn.safeParse('123456').success).toBe(true);
    expect(msg(PlainPasswordNew.safeParse('12345'))).toBe(V.passwordRange);
    expect(msg(PlainPasswordNew.safeParse('x'.repeat(21)))).toBe(V.passwordRange);
    expect(PlainPasswordNew.safeParse('x'.repeat(20)).success).toBe(true);
  });

  it('requires the confirmation and equality', () => {
    expect(msg(SetPasswordForm.safeParse({ password: 'secret1', confirm: '' }))).toBe(V.confirmRequired);
    expect(msg(SetPasswordForm.safeParse({ password: 'secret1', confirm: 'secret2' }))).toBe(V.confirmMismatch);
    expect(msg(SetPasswordForm.safeParse({ password: '', confirm: '' }))).toBe(V.passwordRange);
    expect(SetPasswordForm.safeParse({ password: 'secret1', confirm: 'secret1' }).success).toBe(true);
  });

  it('accepts only a SHA-256 hex digest as the password on the wire', () => {
    expect(PasswordHash.safeParse('secret123').success).toBe(false);
    expect(PasswordHash.parse('A'.repeat(64))).toBe('a'.repeat(64));
    expect(LoginRequest.safeParse({ username: 'a@b.co', password: 'f'.repeat(64), captcha: 'abc' }).success).toBe(false);
  });
});

describe('error catalogue', () => {
  it('maps codes to HTTP statuses and has a message for each', () => {
    expect(httpStatusOf(ErrorCode.TOKEN_EXPIRED)).toBe(401);
    expect(httpStatusOf(ErrorCode.BANNED)).toBe(403);
    expect(httpStatusOf(ErrorCode.RATE_LIMITED)).toBe(429);
    expect(httpStatusOf(ErrorCode.INTERNAL)).toBe(500);
    expect(httpStatusOf(ErrorCode.CAPTCHA_REQUIRED)).toBe(400);
    for (const code of Object.values(ErrorCode)) expect(ErrorMessage[code]).toBeTruthy();
    expect(ErrorMessage[ErrorCode.INTERNAL]).toBe('System error occur, please try again later');
  });
});
