/** Business constants of spec 000 §9 and the account rules of the foundation issue. */
export const APP_ID = 52000;
export const PARTNER_APP_ID = 52002;
export const APP_IDS = [APP_ID, PARTNER_APP_ID] as const;
export const APP_ID_HEADER = 'appid';

export const REQUEST_TIMEOUT_MS = 86_400_000;
export const TOKEN_COOKIE_DAYS = 15;
export const SESSION_LIFE_MS = TOKEN_COOKIE_DAYS * 24 * 3600 * 1000;
export const TIMED_STORAGE_DEFAULT_S = 3600;

/**
 * How much of a page view is kept. The beacon is anonymous, so its fields are capped well below what a
 * URL can carry (a row stays under 3 KB); a beacon over a cap is dropped, not stored.
 */
export const BEACON_MAX = { token: 128, referrer: 1000, payload: 1000, path: 500, trace_id: 64 } as const;

export const PROGRESS_BAR = { speed: 500, minimum: 0.3, trickleSpeed: 200 } as const;

export const CODE_LENGTH = 6;
export const CODE_LIFE_MS = 10 * 60 * 1000;
export const CODE_MAX_WRONG = 5;
export const CODE_RESEND_S = 60;
/** A verified ticket (after check_code) must be used within this time. */
export const TICKET_LIFE_MS = 10 * 60 * 1000;

export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_LIFE_MS = 5 * 60 * 1000;
/** Failed sign-ins per account or IP within the window before a captcha is required. */
export const LOGIN_FAILS_BEFORE_CAPTCHA = 3;
export const LOGIN_FAIL_WINDOW_MS = 15 * 60 * 1000;
/** Code requests from one IP within the same window before a captcha is required. */
export const CODE_REQUESTS_BEFORE_CAPTCHA = 8;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const NICKNAME_MAX = 40;
export const EMAIL_MAX = 254;

export const TRACE_ID_RANDOM_BELOW = 10_000;
export const SIZE_UNITS = ['B', 'KB', 'MB', 'GB'] as const;
