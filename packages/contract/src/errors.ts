/**
 * The error catalogue. The spec's codes come first; the rest are ours. Every error the API returns
 * is one of these, so the web app and API clients can branch on `code` instead of parsing messages.
 */
export const ErrorCode = {
  OK: 0,
  // spec 000 §4, §8
  TOKEN_INVALID: 10102,
  TOKEN_EXPIRED: 10103,
  SESSION_REVOKED: 10108,
  CAPTCHA_WRONG: 10201,
  CAPTCHA_REQUIRED: 10204,
  ORDER_NEEDS_PAYMENT_DETAILS: 18009,
  BANNED: 50007,
  // ours: request shape and platform
  BAD_REQUEST: 40000,
  VALIDATION: 40001,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  PAYLOAD_TOO_LARGE: 41300,
  RATE_LIMITED: 42900,
  INTERNAL: 50000,
  // ours: accounts
  LOGIN_FAILED: 10202,
  EMAIL_TAKEN: 10301,
  ACCOUNT_NOT_FOUND: 10302,
  CODE_WRONG: 10303,
  CODE_EXPIRED: 10304,
  TICKET_INVALID: 10305,
  CODE_TOO_MANY_ATTEMPTS: 10306,
  RESEND_TOO_SOON: 10307,
  PASSWORD_WRONG: 10308,
  PASSWORD_ALREADY_SET: 10309,
  GUEST_NOT_ALLOWED: 10310,
  IMAGE_INVALID: 10311,
  // ours: projects and rendering
  VIDEO_TOO_LONG: 20001,
  INSUFFICIENT_CREDITS: 20002,
  SCRIPT_INVALID: 20003,
  QUEUE_FULL: 20004,
  PROJECT_BUSY: 20005,
  REVISION_CONFLICT: 20006,
  TIMELINE_INVALID: 20007,
  NOTHING_TO_DOWNLOAD: 20008,
  GUEST_RENDER_LIMIT: 20009,
  // ours: uploads and assets
  UPLOAD_REJECTED: 21001,
  STORAGE_FULL: 21002,
  UPLOAD_NOT_FOUND: 21003,
  UPLOAD_INCOMPLETE: 21004,
  ASSET_IN_USE: 21005,
  FOLDER_LIMIT: 21006,
  ASSET_MISSING: 21007,
  // ours: billing (spec 001 §8 has 18009)
  COUPON_NOT_FOUND: 18001,
  COUPON_EXPIRED: 18002,
  COUPON_USED_UP: 18003,
  COUPON_NOT_APPLICABLE: 18004,
  COUPON_ALREADY_USED: 18005,
  GOODS_NOT_FOUND: 18006,
  PLAN_MANAGED: 18007,
  PLAN_NOT_UPGRADABLE: 18008,
  ORDER_NOT_FOUND: 18010,
  PAY_PLATFORM_UNAVAILABLE: 18011,
  NOT_REFUNDABLE: 18012,
  LIP_SYNC_SHORT: 18013,
  SEATS_TOO_FEW: 18014,
  NO_SUBSCRIPTION: 18015,
  TRIAL_USED: 18016,
  DISCOUNT_NOT_ELIGIBLE: 18017,
  WEBHOOK_REFUSED: 18018,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Default English messages; the server may send a more specific one, the UI shows what it gets. */
export const ErrorMessage: Record<ErrorCode, string> = {
  0: 'success',
  10102: 'Login verification failed, please re-login.',
  10103: 'Your session has expired, please sign in again.',
  10108: 'Your account has signed in elsewhere, please sign in again.',
  10201: 'The captcha is incorrect, please try again.',
  10204: 'Please enter the captcha to continue.',
  18009: 'Please complete your payment details first.',
  50007: 'Your account has been suspended.',
  40000: 'Bad request.',
  40001: 'Invalid request.',
  40300: 'You do not have permission to do this.',
  40400: 'Not found.',
  41300: 'The request is too large.',
  42900: 'Too many requests, please slow down and try again later.',
  50000: 'System error occur, please try again later',
  10202: 'Incorrect email or password.',
  10301: 'This email is already registered. Please sign in.',
  10302: 'No account exists for this email.',
  10303: 'The verification code is incorrect.',
  10304: 'The verification code has expired. Please request a new one.',
  10305: 'The verification has expired. Please request a new code.',
  10306: 'Too many wrong codes. Please request a new one.',
  10307: 'Please wait before requesting another code.',
  10308: 'The password is incorrect.',
  10309: 'Your password is already set.',
  10310: 'Please sign in to your account to do this.',
  10311: 'The image is not valid.',
  20001: 'Your video exceeds the length limit of your plan; upgrade or edit the video',
  20002: 'You have used all your video credits. Upgrade your plan to create more videos.',
  20003: 'Script input error. Please check and try again.',
  20004: 'Video generation is currently experiencing high demand. Please try again later.',
  20005: 'Failed to generate, please wait generate until completion',
  20006: 'This project was changed in another window. Reload it to see the latest version.',
  20007: 'The video document is not valid.',
  20008: 'None of the selected projects has a rendered video yet.',
  20009: 'Free trials on your network have made all the videos allowed today. Sign up to keep creating videos.',
  21001: 'Error unsupported file type',
  21002: 'Your storage is full. Delete some files or upgrade your plan.',
  21003: 'This upload has expired or does not exist. Please upload the file again.',
  21004: 'The upload has not finished yet.',
  21005: 'Some projects use these files. Delete them anyway?',
  21006: 'Too many folders; delete existing ones',
  21007: 'A file used in this video was deleted from your assets. Pick another file and render again.',
  18001: 'This coupon does not exist.',
  18002: 'This coupon has expired.',
  18003: 'This coupon has been used up.',
  18004: 'This coupon cannot be used for this plan.',
  18005: 'You have already used this coupon.',
  18006: 'This plan or package is not for sale.',
  18007: 'The current plan is unavailable. Please contact the administrator.',
  18008: 'You already have this plan or a higher one.',
  18010: 'This order does not exist.',
  18011: 'This payment method is not available on this server.',
  18012: 'Nothing of this order can be refunded.',
  18013: 'Your lip-sync minutes do not cover the whole video. Buy more minutes to boost it.',
  18014: 'Seats cannot be fewer than the members and spaces that use them.',
  18015: 'You have no subscription to cancel.',
  18016: 'The free trial can be used once per account.',
  18017: 'This offer is not available for your plan.',
  18018: 'The payment notification was refused.',
};

/** One map from code to HTTP status; anything unlisted is a 400. */
export const httpStatusOf = (code: number): number => {
  if (code === 0) return 200;
  if (code === 10102 || code === 10103 || code === 10108) return 401;
  if (code === 50007 || code === 40300) return 403;
  if (code === 40400 || code === 10302 || code === 18010) return 404;
  if (code === 42900 || code === 10307 || code === 20009) return 429;
  if (code === 20004) return 503;
  if (code === 20006 || code === 20005 || code === 21005 || code === 21004) return 409;
  if (code === 21002 || code === 41300) return 413;
  if (code === 50000) return 500;
  return 400;
};

/** Codes after which the web app drops the session and returns to sign-in (spec 000 §4). */
export const RELOGIN_CODES: readonly number[] = [10102, 10103, 10108];
