import { z } from 'zod';
import { CAPTCHA_LENGTH, EMAIL_MAX, NICKNAME_MAX, PASSWORD_MAX, PASSWORD_MIN, APP_IDS } from './constants.js';
import { CodeAction, UserStatus, PlanValue } from './enums.js';
import { CURRENCIES, type Currency } from './catalogue.js';
import { SpaceEntitlements } from './entitlements.js';
import { V } from './messages.js';
import { BAD_NAME_MESSAGE, isSafeName, stripRefusedText } from './text.js';
import { UPLOAD_RULES } from './upload-rules.js';

/** Email as the user types it: trimmed, lower-cased for the account key. */
export const Email = z
  .string({ error: V.emailRequired })
  .trim()
  .min(1, V.emailRequired)
  .max(EMAIL_MAX, V.emailFormat)
  .pipe(z.email(V.emailFormat))
  .transform((s) => s.toLowerCase());

/** The password as the browser sends it: SHA-256 hex of what the user typed (spec 000 §7.1). */
export const PasswordHash = z
  .string({ error: V.passwordRequired })
  .regex(/^[a-f0-9]{64}$/i, V.passwordHash)
  .transform((s) => s.toLowerCase());

/** Rules for the password the user types, before it is hashed (spec 000 §5). */
export const PlainPasswordSignIn = z.string().min(1, V.passwordRequired).min(PASSWORD_MIN, V.passwordMin);
export const PlainPasswordNew = z.string().min(PASSWORD_MIN, V.passwordRange).max(PASSWORD_MAX, V.passwordRange);
export const SetPasswordForm = z
  .object({ password: z.string().min(1, V.passwordRange).pipe(PlainPasswordNew), confirm: z.string().min(1, V.confirmRequired) })
  .refine((v) => v.password === v.confirm, { message: V.confirmMismatch, path: ['confirm'] });

export const AppIdField = z.coerce
  .number()
  .int()
  .refine((n) => (APP_IDS as readonly number[]).includes(n), 'Unknown app id');
const short = (max: number) => z.string().trim().max(max);
/**
 * Tracking values come from links and the browser, not from the person signing in, so characters the
 * database refuses (a NUL in a crafted utm_source) are dropped rather than failing a correct sign-in.
 */
const tracked = (max: number) => z.string().transform(stripRefusedText).pipe(short(max));

/** Attribution and device fields sent with login and register (spec 000 §3, §7.1). */
export const Tracking = z.object({
  utm_source: tracked(200).optional(),
  utm_medium: tracked(200).optional(),
  utm_campaign: tracked(200).optional(),
  fpr: tracked(200).optional(),
  promote: tracked(200).optional(),
  promote_src: tracked(100).optional(),
  first_visit_time: z.number().int().nonnegative().optional(),
  traceId: tracked(64).optional(),
  source: tracked(100).optional(),
  page_source: tracked(500).optional(),
  page_source_referrer: tracked(2000).optional(),
  fingerprint_id: tracked(128).optional(),
  device_id: tracked(128).optional(),
});
export type Tracking = z.infer<typeof Tracking>;

export const CaptchaAnswer = z.object({
  captcha_id: z.string().uuid().optional(),
  captcha: z.string().trim().length(CAPTCHA_LENGTH, `The captcha has ${CAPTCHA_LENGTH} characters`).optional(),
});

export const LoginRequest = z
  .object({
    username: Email,
    password: PasswordHash,
    appid: AppIdField.optional(),
    space_unique_id: short(64).optional(),
  })
  .extend(CaptchaAnswer.shape)
  .extend(Tracking.shape);
export type LoginRequest = z.input<typeof LoginRequest>;

export const SendCodeRequest = z
  .object({ username: Email, action: CodeAction, appid: AppIdField.optional(), recaptcha: short(4000).optional() })
  .extend(CaptchaAnswer.shape);
export type SendCodeRequest = z.input<typeof SendCodeRequest>;

export const Ticket = z.string().trim().min(16).max(128);
/** `resend_after`: seconds until another code may be requested for this address. */
export const TicketData = z.object({ ticket: z.string(), resend_after: z.number().int() });
export type TicketData = z.infer<typeof TicketData>;

export const CheckCodeRequest = z.object({
  ticket: Ticket,
  username: Email,
  action: CodeAction,
  code: z
    .string({ error: V.codeRequired })
    .trim()
    .min(1, V.codeRequired)
    .regex(/^\d{6}$/, V.codeDigits),
});
export type CheckCodeRequest = z.input<typeof CheckCodeRequest>;

export const RegisterRequest = z
  .object({
    action: z.literal('reg'),
    appid: AppIdField.optional(),
    password: PasswordHash,
    ticket: Ticket,
    username: Email,
    invite_code: short(64).optional(),
  })
  .extend(Tracking.shape);
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const ResetPasswordRequest = z.object({
  action: z.literal('resetpwd'),
  appid: AppIdField.optional(),
  password: PasswordHash,
  ticket: Ticket,
  username: Email,
});
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequest>;

export const SetPasswordRequest = z.object({ action: z.literal('setpwd'), appid: AppIdField.optional(), password: PasswordHash });
export type SetPasswordRequest = z.input<typeof SetPasswordRequest>;

export const CaptchaData = z.object({ b64s: z.string(), id: z.string() });
export type CaptchaData = z.infer<typeof CaptchaData>;

/** User info of spec 000 §3, the fields that exist so far. */
export const UserInfo = z.object({
  token: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  show_id: z.string(),
  status: UserStatus,
  is_signup_questionnaire: z.union([z.literal(0), z.literal(1)]),
  need_set_pwd: z.union([z.literal(0), z.literal(1)]),
  promote_src: z.string(),
  subscribe_plan: PlanValue,
  actual_plan: PlanValue,
  surplus_days: z.number().int(),
  lip_sync_duration: z.number().int(),
  /** Video credits left to spend (held ones excluded). */
  credits_balance: z.number().int(),
  /** One of the server's operators (ADMIN_EMAILS): the app shows the Operator page. */
  is_operator: z.boolean(),
  /** The account already took its one 7-day $0 trial: the app stops offering it (the server refuses it, 18016). */
  trial_used: z.boolean(),
  /** The currency the account buys in: fixed by its first payment, else its billing country's; never the interface language's. */
  currency: z.enum(CURRENCIES as [Currency, ...Currency[]]),
  /**
   * The space the user works in and what it allows (its owner's plan and credits). `actual_plan` and
   * `credits_balance` above stay the account's own, for pricing and billing.
   */
  space: SpaceEntitlements,
});
export type UserInfo = z.infer<typeof UserInfo>;

/** What login and register return: the token and the user. */
export const SessionData = UserInfo;
export type SessionData = UserInfo;

/** A free trial; past GUEST_TRIALS_PER_IP trials from one IP in a day the captcha must come with it. */
export const GuestRequest = z.object({ appid: AppIdField.optional() }).extend(CaptchaAnswer.shape);
export type GuestRequest = z.input<typeof GuestRequest>;
export const GuestData = z.object({ token: z.string(), guest_token: z.string() });
export type GuestData = z.infer<typeof GuestData>;

export const UserSaveRequest = z
  .object({
    nickname: z.string().trim().min(1, V.nicknameRequired).max(NICKNAME_MAX, V.nicknameMax).refine(isSafeName, BAD_NAME_MESSAGE).optional(),
    /** A data URL (image/png, image/jpeg or image/webp, base64); the server checks size, type and squareness. */
    // The profile_photo rule's words: a 2MB file is under 2.8M characters of base64; the server decides on the bytes.
    avatar: z
      .string()
      .max(3_000_000, UPLOAD_RULES.profile_photo.messages.size('image').text)
      .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/, UPLOAD_RULES.profile_photo.messages.type.text)
      .optional(),
  })
  .refine((v) => v.nickname !== undefined || v.avatar !== undefined, 'Nothing to save');
export type UserSaveRequest = z.input<typeof UserSaveRequest>;

export const ResetEmailRequest = z.object({ username: Email, ticket: Ticket, code: CheckCodeRequest.shape.code });
export type ResetEmailRequest = z.input<typeof ResetEmailRequest>;

export const DeleteUserRequest = z.object({ password: PasswordHash });
export type DeleteUserRequest = z.input<typeof DeleteUserRequest>;

export const TransferGuestRequest = z.object({ guest_token: z.string().trim().min(16).max(128) });
export const TransferGuestData = z.object({ moved: z.number().int() });
export type TransferGuestData = z.infer<typeof TransferGuestData>;

/** The sign-up questionnaire at /questionnaire. */
export const QUESTIONNAIRE = {
  role: ['marketer', 'creator', 'founder', 'educator', 'agency', 'developer', 'other'],
  team_size: ['1', '2-10', '11-50', '51-200', '200+'],
  goals: ['product_ads', 'social_videos', 'training', 'sales_outreach', 'podcasts', 'translation', 'other'],
  heard_from: ['search', 'social', 'friend', 'youtube', 'tiktok', 'ad', 'other'],
} as const;
export const QuestionnaireRequest = z.object({
  role: z.enum(QUESTIONNAIRE.role),
  team_size: z.enum(QUESTIONNAIRE.team_size),
  goals: z.array(z.enum(QUESTIONNAIRE.goals)).min(1, 'Pick at least one').max(QUESTIONNAIRE.goals.length),
  heard_from: z.enum(QUESTIONNAIRE.heard_from),
});
export type QuestionnaireRequest = z.infer<typeof QuestionnaireRequest>;
