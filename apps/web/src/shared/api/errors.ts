import type { ErrorData } from '@framecast/contract';

/** Client-side failure codes; server codes are positive. */
export const ClientCode = { NETWORK: -1, TIMEOUT: -2, CANCELLED: -3, BAD_RESPONSE: -4 } as const;

/**
 * A failed call: the envelope's code, its message in the user's language (`message`, what the toast
 * showed) and the server's own words (`sent`, which `failureOf` reads with a feature's dictionary), or
 * one of the client codes.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly data: ErrorData | unknown;
  readonly sent: string;

  constructor(code: number, message: string, data: unknown = null, sent: string = message) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
    this.sent = sent;
  }

  get cancelled(): boolean {
    return this.code === ClientCode.CANCELLED;
  }

  /** `data.wait_seconds` of a 10307 answer (resend too soon). */
  get waitSeconds(): number | undefined {
    const d = this.data as { wait_seconds?: unknown } | null;
    return d && typeof d.wait_seconds === 'number' ? d.wait_seconds : undefined;
  }
}

export const isApiError = (e: unknown, code?: number): e is ApiError => e instanceof ApiError && (code === undefined || e.code === code);
