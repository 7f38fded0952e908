import {
  AVATAR_NAME_MAX,
  AVATAR_TEXT_MAX,
  AvatarGenerateRequest,
  NEGATIVE_PROMPT_UNSUPPORTED,
  PRODUCT_FACE_COVERED,
  PRODUCT_LOOK_ERRORS,
  REVIEW_FAILED_MESSAGE,
  TextToAvatarOptions,
  TTA_DETAIL_MAX,
  UserAvatarUpdateRequest,
} from '@framecast/contract';
import { i18n } from '../../shared/i18n/instance';
import { localizeMessage } from '../../shared/i18n/localize';
import { type CreateMode, negativePromptAllowed, type TextForm } from './options';

const AvatarName = AvatarGenerateRequest.shape.name.unwrap();
const firstIssue = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';
const long = (n: number) => 'x'.repeat(n + 1);

/** The contract's own English for each problem (read from its schemas), and our words for it. */
const KEYS = new Map<string, [key: string, max?: number]>([
  [firstIssue(AvatarName.safeParse('')), ['avatars.errors.name']],
  [firstIssue(AvatarName.safeParse(long(AVATAR_NAME_MAX))), ['avatars.errors.nameLong', AVATAR_NAME_MAX]],
  [firstIssue(TextToAvatarOptions.safeParse({ detail: long(TTA_DETAIL_MAX) })), ['avatars.errors.detailLong', TTA_DETAIL_MAX]],
  [firstIssue(TextToAvatarOptions.safeParse({ negative_prompt: long(TTA_DETAIL_MAX) })), ['avatars.errors.negativeLong', TTA_DETAIL_MAX]],
  [firstIssue(UserAvatarUpdateRequest.shape.description.safeParse(long(AVATAR_TEXT_MAX))), ['avatars.errors.descriptionLong', AVATAR_TEXT_MAX]],
  [firstIssue(UserAvatarUpdateRequest.shape.welcome_message.safeParse(long(AVATAR_TEXT_MAX))), ['avatars.errors.welcomeLong', AVATAR_TEXT_MAX]],
  [NEGATIVE_PROMPT_UNSUPPORTED, ['avatars.options.negativeUnsupported']],
  [REVIEW_FAILED_MESSAGE, ['avatars.look.reviewFailed']],
  // A product look's failures (Product Avatar's words).
  [PRODUCT_FACE_COVERED, ['productAvatar.errors.faceCovered']],
  [PRODUCT_LOOK_ERRORS.productGone, ['productAvatar.errors.productGone']],
  [PRODUCT_LOOK_ERRORS.baseLookGone, ['productAvatar.errors.baseLookGone']],
]);

/** A message of the avatars contract (a field's problem, a look's error) in the current language; others as localizeMessage reads them. */
export function avatarMessage(message: string, code?: number): string {
  const known = KEYS.get(message);
  return known ? i18n.t(known[0], { max: known[1] }) : localizeMessage(message, code);
}

/** The form's problems by field, in the contract's words: the options' schema, and a name when the avatar is new. */
export function textFormErrors(form: TextForm, mode: CreateMode): Record<string, string> {
  const { name, ...options } = form;
  const errors: Record<string, string> = {};
  // What is sent: a negative prompt the motion model cannot take is dropped, not refused.
  const parsed = TextToAvatarOptions.safeParse({ ...options, negative_prompt: negativePromptAllowed(options.motion) ? options.negative_prompt : '' });
  for (const issue of parsed.error?.issues ?? []) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  if (mode.kind === 'new') {
    const named = AvatarName.safeParse(name);
    if (!named.success) errors.name = firstIssue(named);
  }
  return errors;
}

/** The server's field errors (`data.fields`, paths like `options.detail`) by the form's own field names. */
export const serverFieldErrors = (data: unknown): Record<string, string> => {
  const fields = (data as { fields?: Record<string, string> } | null)?.fields ?? {};
  return Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.replace(/^options\./, ''), message]));
};
