/** The HTTP statuses an error answers with. */
export type HttpStatus = 200 | 400 | 401 | 403 | 404 | 409 | 413 | 429 | 500 | 503 | 507;

/**
 * The error catalogue: one record per code, with the HTTP status it answers with and its English
 * message (what the server sends unless it words a case itself, e.g. naming the scope an API key
 * lacks). The spec's codes come first; the rest are ours. Every error the API returns is one of these,
 * so the web app and API clients branch on `code` instead of parsing messages; the web translates a
 * code by its key, `errors.<code>` (`errorKeyOf`), which both of its dictionaries must have.
 * `ErrorCode`, `ErrorMessage` and `httpStatusOf` are read from this table, never declared beside it.
 */
export const ERRORS = {
  OK: { code: 0, status: 200, msg: 'success' },
  // spec 000 §4, §8
  TOKEN_INVALID: { code: 10102, status: 401, msg: 'Login verification failed, please re-login.' },
  TOKEN_EXPIRED: { code: 10103, status: 401, msg: 'Your session has expired, please sign in again.' },
  SESSION_REVOKED: { code: 10108, status: 401, msg: 'Your account has signed in elsewhere, please sign in again.' },
  CAPTCHA_WRONG: { code: 10201, status: 400, msg: 'The captcha is incorrect, please try again.' },
  CAPTCHA_REQUIRED: { code: 10204, status: 400, msg: 'Please enter the captcha to continue.' },
  ORDER_NEEDS_PAYMENT_DETAILS: { code: 18009, status: 400, msg: 'Please complete your payment details first.' },
  BANNED: { code: 50007, status: 403, msg: 'Your account has been suspended.' },
  // ours: request shape and platform
  BAD_REQUEST: { code: 40000, status: 400, msg: 'Bad request.' },
  VALIDATION: { code: 40001, status: 400, msg: 'Invalid request.' },
  FORBIDDEN: { code: 40300, status: 403, msg: 'You do not have permission to do this.' },
  NOT_FOUND: { code: 40400, status: 404, msg: 'Not found.' },
  PAYLOAD_TOO_LARGE: { code: 41300, status: 413, msg: 'The request is too large.' },
  RATE_LIMITED: { code: 42900, status: 429, msg: 'Too many requests, please slow down and try again later.' },
  INTERNAL: { code: 50000, status: 500, msg: 'System error occur, please try again later' },
  // ours: accounts
  LOGIN_FAILED: { code: 10202, status: 400, msg: 'Incorrect email or password.' },
  EMAIL_TAKEN: { code: 10301, status: 400, msg: 'This email is already registered. Please sign in.' },
  ACCOUNT_NOT_FOUND: { code: 10302, status: 404, msg: 'No account exists for this email.' },
  CODE_WRONG: { code: 10303, status: 400, msg: 'The verification code is incorrect.' },
  CODE_EXPIRED: { code: 10304, status: 400, msg: 'The verification code has expired. Please request a new one.' },
  TICKET_INVALID: { code: 10305, status: 400, msg: 'The verification has expired. Please request a new code.' },
  CODE_TOO_MANY_ATTEMPTS: { code: 10306, status: 400, msg: 'Too many wrong codes. Please request a new one.' },
  RESEND_TOO_SOON: { code: 10307, status: 429, msg: 'Please wait before requesting another code.' },
  PASSWORD_WRONG: { code: 10308, status: 400, msg: 'The password is incorrect.' },
  PASSWORD_ALREADY_SET: { code: 10309, status: 400, msg: 'Your password is already set.' },
  GUEST_NOT_ALLOWED: { code: 10310, status: 400, msg: 'Please sign in to your account to do this.' },
  IMAGE_INVALID: { code: 10311, status: 400, msg: 'The image is not valid.' },
  // ours: projects and rendering
  VIDEO_TOO_LONG: { code: 20001, status: 400, msg: 'Your video exceeds the length limit of your plan; upgrade or edit the video' },
  INSUFFICIENT_CREDITS: { code: 20002, status: 400, msg: 'You have used all your video credits. Upgrade your plan to create more videos.' },
  SCRIPT_INVALID: { code: 20003, status: 400, msg: 'Script input error. Please check and try again.' },
  QUEUE_FULL: { code: 20004, status: 503, msg: 'Video generation is currently experiencing high demand. Please try again later.' },
  PROJECT_BUSY: { code: 20005, status: 409, msg: 'Failed to generate, please wait generate until completion' },
  REVISION_CONFLICT: { code: 20006, status: 409, msg: 'This project was changed in another window. Reload it to see the latest version.' },
  TIMELINE_INVALID: { code: 20007, status: 400, msg: 'The video document is not valid.' },
  NOTHING_TO_DOWNLOAD: { code: 20008, status: 400, msg: 'None of the selected projects has a rendered video yet.' },
  GUEST_RENDER_LIMIT: { code: 20009, status: 429, msg: 'Free trials on your network have made all the videos allowed today. Sign up to keep creating videos.' },
  // ours: uploads and assets
  UPLOAD_REJECTED: { code: 21001, status: 400, msg: 'Error unsupported file type' },
  STORAGE_FULL: { code: 21002, status: 413, msg: 'Your storage is full. Delete some files or upgrade your plan.' },
  UPLOAD_NOT_FOUND: { code: 21003, status: 400, msg: 'This upload has expired or does not exist. Please upload the file again.' },
  UPLOAD_INCOMPLETE: { code: 21004, status: 409, msg: 'The upload has not finished yet.' },
  ASSET_IN_USE: { code: 21005, status: 409, msg: 'Some projects use these files. Delete them anyway?' },
  FOLDER_LIMIT: { code: 21006, status: 400, msg: 'Too many folders; delete existing ones' },
  ASSET_MISSING: { code: 21007, status: 400, msg: 'A file used in this video was deleted from your assets. Pick another file and render again.' },
  // ours: billing (spec 001 §8 has 18009)
  COUPON_NOT_FOUND: { code: 18001, status: 400, msg: 'This coupon does not exist.' },
  COUPON_EXPIRED: { code: 18002, status: 400, msg: 'This coupon has expired.' },
  COUPON_USED_UP: { code: 18003, status: 400, msg: 'This coupon has been used up.' },
  COUPON_NOT_APPLICABLE: { code: 18004, status: 400, msg: 'This coupon cannot be used for this plan.' },
  COUPON_ALREADY_USED: { code: 18005, status: 400, msg: 'You have already used this coupon.' },
  GOODS_NOT_FOUND: { code: 18006, status: 400, msg: 'This plan or package is not for sale.' },
  PLAN_MANAGED: { code: 18007, status: 400, msg: 'The current plan is unavailable. Please contact the administrator.' },
  PLAN_NOT_UPGRADABLE: { code: 18008, status: 400, msg: 'You already have this plan or a higher one.' },
  ORDER_NOT_FOUND: { code: 18010, status: 404, msg: 'This order does not exist.' },
  PAY_PLATFORM_UNAVAILABLE: { code: 18011, status: 400, msg: 'This payment method is not available on this server.' },
  NOT_REFUNDABLE: { code: 18012, status: 400, msg: 'Nothing of this order can be refunded.' },
  LIP_SYNC_SHORT: { code: 18013, status: 400, msg: 'Your lip-sync minutes do not cover the whole video. Buy more minutes to boost it.' },
  NO_SUBSCRIPTION: { code: 18015, status: 400, msg: 'You have no subscription to cancel.' },
  TRIAL_USED: { code: 18016, status: 400, msg: 'The free trial can be used once per account.' },
  DISCOUNT_NOT_ELIGIBLE: { code: 18017, status: 400, msg: 'This offer is not available for your plan.' },
  WEBHOOK_REFUSED: { code: 18018, status: 400, msg: 'The payment notification was refused.' },
  PLAN_FEATURE_REQUIRED: { code: 18019, status: 400, msg: 'Your plan does not include this. Upgrade to Creator or above to use it.' },
  LIP_SYNC_UNAVAILABLE: {
    code: 18020,
    status: 400,
    msg: 'Lip-sync boost needs a talking-head engine, and none is set up on this server. Your minutes were not used.',
  },
  LIP_SYNC_NO_AVATAR: { code: 18021, status: 400, msg: 'This video has no avatar to lip-sync.' },
  // ours: team spaces (spec 000 §8 names the first six)
  SPACES_EXCEED_SEATS: { code: 19001, status: 400, msg: 'Your spaces exceed your seats. Delete a space or keep more seats.' },
  MEMBERS_EXCEED_SEATS: { code: 19002, status: 400, msg: 'Members exceed the adjusted seats. Remove members first or keep more seats.' },
  MAX_SPACES: { code: 19003, status: 400, msg: 'Maximum spaces reached. Add seats to create another space.' },
  NO_SEATS: { code: 19004, status: 400, msg: 'No seats available. Add seats to invite more members.' },
  SEAT_LIMIT: { code: 19005, status: 400, msg: 'Seat limit reached. Ask the space owner to add seats.' },
  SPACE_PLAN_EXPIRED: { code: 19006, status: 400, msg: "This space's plan has expired. Ask its owner to renew it." },
  SPACE_NOT_FOUND: { code: 19007, status: 404, msg: 'Space not found.' },
  OWNER_CANNOT_LEAVE: { code: 19008, status: 400, msg: 'The owner cannot leave the space.' },
  SPACE_HAS_MEMBERS: { code: 19009, status: 400, msg: 'Remove every member before deleting the space.' },
  INVITE_INVALID: { code: 19010, status: 400, msg: 'This invitation is not valid.' },
  INVITE_EXPIRED: { code: 19011, status: 400, msg: 'This invitation has expired. Ask for a new one.' },
  ALREADY_MEMBER: { code: 19012, status: 400, msg: 'You are already a member of this space.' },
  TEAM_PLAN_REQUIRED: { code: 19013, status: 400, msg: 'Team spaces come with the Team plan.' },
  PERSONAL_SPACE: { code: 19014, status: 400, msg: 'Your personal space cannot be shared, left or deleted.' },
  INVITE_OTHER_EMAIL: { code: 19015, status: 400, msg: 'This invitation was sent to another email address.' },
  ROLE_NOT_ALLOWED: { code: 19016, status: 400, msg: 'Your role cannot do this to this member.' },
  DRAFT_LOCKED: { code: 19017, status: 409, msg: 'This draft is being edited by another member.' },
  IMAGE_LOAD_FAILED: { code: 22001, status: 400, msg: 'Failed to load image' },
  NO_FACE: { code: 22002, status: 400, msg: 'No face was found in the photo. Use a clear, front-facing portrait.' },
  CLONE_UNAVAILABLE: { code: 22003, status: 400, msg: 'Voice cloning is not available on this server.' },
  CLONE_SAMPLE_INVALID: { code: 22004, status: 400, msg: 'This file cannot be used as a voice sample.' },
  AVATAR_LIMIT: {
    code: 22005,
    status: 400,
    msg: "You've reached your AI Avatar usage limit on your current plan. To continue, please upgrade your account or contact support.",
  },
  REALISTIC_UNAVAILABLE: {
    code: 22006,
    status: 400,
    msg: 'Realistic avatars need an image generation engine, and none is set up on this server. Choose the anime or cartoon style.',
  },
  SCRIPT_LANGUAGE: {
    code: 23001,
    status: 400,
    msg: 'The local script writer does not write this language. Choose another, or ask your administrator to connect a language model.',
  },
  SCRIPT_ENGINE: { code: 23002, status: 400, msg: 'The script writer did not answer. Please try again.' },
  // ours: API keys
  API_KEY_LIMIT: { code: 24001, status: 400, msg: 'You have reached the limit of active API keys. Revoke one to create another.' },
  API_KEY_NOT_FOUND: { code: 24002, status: 404, msg: 'API key not found.' },
  API_KEY_SESSION_ONLY: { code: 24003, status: 403, msg: 'API keys cannot make this call. Sign in to Framecast to do this.' },
  API_KEY_SCOPE: { code: 24004, status: 403, msg: "This API key's scopes do not include this call." },
  // ours: billing — coupon holds, refunds, resuming a subscription (issue 24)
  COUPON_HELD: {
    code: 18030,
    status: 400,
    msg: 'A checkout you opened in the last 30 minutes holds this coupon. Finish that payment, or try again once it has lapsed.',
  },
  SUBSCRIPTION_NOT_RESUMABLE: { code: 18031, status: 400, msg: 'Only a cancelled subscription that has not ended yet can be resumed.' },
  // ours: billing — the account's currency (issue 24 item 18)
  CURRENCY_NOT_ACCOUNTS: {
    code: 18032,
    status: 400,
    msg: "Your account pays in another currency. Choose a plan or package priced in your account's currency.",
  },
  // ours: the server's disk, and saves that carry nothing (issue 24)
  DISK_FULL: {
    code: 21010,
    status: 507,
    msg: 'The server has run out of disk space, so this could not be saved. Nothing was changed; please try again later.',
  },
  NOTHING_TO_SAVE: { code: 20030, status: 400, msg: 'The draft arrived empty, so nothing was saved. Please try again.' },
  // ours: session cookie (issue 24)
  CROSS_SITE_REFUSED: { code: 40010, status: 403, msg: 'This request came from another site and was refused. Open Framecast itself and try again.' },
  // ours: plan gates declared per call (issue 25, spec 001 §6 "also gated by plan", §8 video limit)
  ASPECT_RATIO_NOT_IN_PLAN: { code: 18022, status: 400, msg: 'This aspect ratio is not available on your current plan. Upgrade to use it.' },
  VIDEO_LIMIT: { code: 20010, status: 400, msg: "You've reached the video limit of your current plan. Upgrade your account to create more videos." },
} as const satisfies Record<string, { code: number; status: HttpStatus; msg: string }>;

type Errors = typeof ERRORS;
export type ErrorName = keyof Errors;

/** Each code by its name: `ErrorCode.TOKEN_INVALID` is 10102. */
export const ErrorCode = Object.fromEntries(Object.entries(ERRORS).map(([name, r]) => [name, r.code])) as {
  readonly [N in ErrorName]: Errors[N]['code'];
};
export type ErrorCode = Errors[ErrorName]['code'];

/** A code's dictionary key in the web app. */
export type ErrorKey = `errors.${ErrorCode}`;
export const errorKeyOf = (code: ErrorCode): ErrorKey => `errors.${code}`;

/** One code's record, looked up by its number. */
export interface ErrorRecord {
  name: ErrorName;
  code: ErrorCode;
  status: HttpStatus;
  msg: string;
  key: ErrorKey;
}

/** The table by code. */
export const ERROR_BY_CODE: Readonly<Record<ErrorCode, ErrorRecord>> = Object.fromEntries(
  Object.entries(ERRORS).map(([name, r]) => [r.code, { name: name as ErrorName, code: r.code, status: r.status, msg: r.msg, key: errorKeyOf(r.code) }]),
) as Record<ErrorCode, ErrorRecord>;

/** Whether a number is a code of the table (a client's own negative codes are not). */
export const isErrorCode = (code: number): code is ErrorCode => Object.hasOwn(ERROR_BY_CODE, code);

/** Each code's English message. */
export const ErrorMessage: Readonly<Record<ErrorCode, string>> = Object.fromEntries(Object.values(ERRORS).map((r) => [r.code, r.msg])) as Record<
  ErrorCode,
  string
>;

/** A code's HTTP status; a number outside the table is a 400. */
export const httpStatusOf = (code: number): HttpStatus => (isErrorCode(code) ? ERROR_BY_CODE[code].status : 400);

/** Codes after which the web app drops the session and returns to sign-in (spec 000 §4). */
export const RELOGIN_CODES: readonly number[] = [ERRORS.TOKEN_INVALID.code, ERRORS.TOKEN_EXPIRED.code, ERRORS.SESSION_REVOKED.code];
