import { type ErrorCode, ErrorMessage, httpStatusOf, type ErrorData } from '@framecast/contract';

/** A failure the client should see: a catalogue code, a message and optional data. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string = ErrorMessage[code],
    readonly data: ErrorData = null,
  ) {
    super(message);
    this.statusCode = httpStatusOf(code);
  }
}

/** What a full disk or an exhausted quota looks like from the file system, and from PostgreSQL (53100 disk_full). */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', '53100']);

/**
 * Whether a failure comes from a full disk, however deep it was wrapped (a stream pipeline, a driver,
 * an `AggregateError`): that is the operator's to fix, and the client is told so, not a generic 500.
 */
export function isDiskFull(err: unknown): boolean {
  const seen = new Set<unknown>();
  const stack = [err];
  while (stack.length) {
    const e = stack.pop();
    if (!e || typeof e !== 'object' || seen.has(e)) continue;
    seen.add(e);
    const { code, cause, errors } = e as { code?: unknown; cause?: unknown; errors?: unknown };
    if (typeof code === 'string' && DISK_FULL_CODES.has(code)) return true;
    stack.push(cause);
    if (Array.isArray(errors)) stack.push(...errors);
  }
  return false;
}
