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
