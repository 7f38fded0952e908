import { describe, expect, it } from 'vitest';
import { ERROR_BY_CODE, ERRORS, ErrorCode, ErrorMessage, errorKeyOf, httpStatusOf } from './errors.js';

describe('the error table', () => {
  const records = Object.entries(ERRORS);

  it('gives each code once, with a status, an English message and its key', () => {
    const codes = records.map(([, r]) => r.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [name, r] of records) {
      expect(ErrorCode[name as keyof typeof ErrorCode]).toBe(r.code);
      expect(ERROR_BY_CODE[r.code]).toEqual({ name, code: r.code, status: r.status, msg: r.msg, key: `errors.${r.code}` });
      expect(errorKeyOf(r.code)).toBe(`errors.${r.code}`);
      expect(r.msg.trim(), name).not.toBe('');
      expect(ErrorMessage[r.code]).toBe(r.msg);
      expect(httpStatusOf(r.code)).toBe(r.status);
    }
  });

  it('answers a success with 200, a failure with a 4xx or 5xx, and a number it does not know with 400', () => {
    for (const [name, r] of records) expect(r.status >= 400 || r.code === 0, name).toBe(true);
    expect(httpStatusOf(0)).toBe(200);
    expect(httpStatusOf(12345)).toBe(400);
    expect(httpStatusOf(-1)).toBe(400);
  });

  it('keeps the statuses clients rely on', () => {
    expect([10102, 10103, 10108].map(httpStatusOf)).toEqual([401, 401, 401]);
    expect([ErrorCode.BANNED, ErrorCode.API_KEY_SCOPE, ErrorCode.CROSS_SITE_REFUSED].map(httpStatusOf)).toEqual([403, 403, 403]);
    expect([ErrorCode.REVISION_CONFLICT, ErrorCode.DRAFT_LOCKED].map(httpStatusOf)).toEqual([409, 409]);
    expect([ErrorCode.QUEUE_FULL, ErrorCode.DISK_FULL, ErrorCode.STORAGE_FULL].map(httpStatusOf)).toEqual([503, 507, 413]);
  });
});
