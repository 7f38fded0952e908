import {
  type AvatarGenerateRequest,
  type MOTION_MODELS,
  NO_NEGATIVE_PROMPT_MODELS,
  TextToAvatarOptions,
  type UserAvatar,
  type UserAvatarLook,
} from '@framecast/contract';

/** The create form: every text-to-avatar option plus the name a new avatar needs. */
export interface TextForm extends TextToAvatarOptions {
  name: string;
}

/** The contract's defaults, read from its schema rather than written out again here. */
export const DEFAULT_OPTIONS: TextToAvatarOptions = TextToAvatarOptions.parse({});

/** Motion 1.0 and 3.0 take no negative prompt (spec 000 §3). */
export const negativePromptAllowed = (motion: (typeof MOTION_MODELS)[number]): boolean => !NO_NEGATIVE_PROMPT_MODELS.includes(motion);

/**
 * The form a page opens with: the defaults, or a failed look's own options for a resubmit (what the
 * server remembered, over the defaults, so an option added since still has a value).
 */
export function formFromLook(look: Pick<UserAvatarLook, 'options'> | null | undefined): TextForm {
  return { ...DEFAULT_OPTIONS, ...(look?.options ?? {}), name: '' };
}

/** What the create page is doing, from its address: a new avatar, more looks of one, or a failed look again. */
export type CreateMode = { kind: 'new' } | { kind: 'looks'; avatarId: string } | { kind: 'resubmit'; avatarId: string; lookId: string };

export function createModeOf(params: URLSearchParams): CreateMode {
  const avatarId = params.get('avatar');
  const lookId = params.get('replace');
  if (avatarId && lookId) return { kind: 'resubmit', avatarId, lookId };
  if (avatarId) return { kind: 'looks', avatarId };
  return { kind: 'new' };
}

/**
 * The generate call of a filled-in form. A negative prompt typed before choosing Motion 1.0 or 3.0 stays
 * in the form (switching back brings it back) but is not sent.
 */
export function generateRequest(form: TextForm, mode: CreateMode): AvatarGenerateRequest {
  const { name, ...options } = form;
  const sent = { ...options, negative_prompt: negativePromptAllowed(options.motion) ? options.negative_prompt : '' };
  if (mode.kind === 'new') return { name: name.trim(), options: sent };
  if (mode.kind === 'looks') return { avatar_id: mode.avatarId, options: sent };
  return { avatar_id: mode.avatarId, replace_look_id: mode.lookId, options: sent };
}

/** The look a card or a page shows for an avatar: its first ready one. */
export const coverLook = (avatar: Pick<UserAvatar, 'looks'>): UserAvatarLook | undefined => avatar.looks.find((l) => l.status === 'ready' && l.image_url);

/** Where a failed look is resubmitted: the create page, prefilled with its options. */
export const resubmitPath = (look: Pick<UserAvatarLook, 'id' | 'avatar_id'>) => `/aigc-avatar/create?avatar=${look.avatar_id}&replace=${look.id}`;

/** The Avatar Video page with a look already chosen (a library look's id, or a photo look's `look:<id>`). */
export const videoPathFor = (avatar: string) => `/talking-avatar?avatar=${encodeURIComponent(avatar)}`;

/** Looks whose file is a picture can be given motion (the server's rule: a photo, a motion look, a realistic generation). */
export const canMove = (look: Pick<UserAvatarLook, 'source' | 'style' | 'status'>): boolean =>
  look.status === 'ready' && (look.source === 'photo' || look.source === 'motion' || (look.source === 'text' && look.style === 'realistic'));

/** /aigc-avatar/motion for one look. */
export const motionPath = (look: Pick<UserAvatarLook, 'id' | 'avatar_id'>) => `/aigc-avatar/motion?avatar=${look.avatar_id}&look=${look.id}`;
