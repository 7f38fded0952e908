import { HEAD_MOTIONS } from '@framecast/timeline';
import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { AVATAR_ETHNICITIES, AVATAR_GENDERS, AVATAR_THEMES } from './library.js';

/**
 * A space's own avatars (spec 000 §2.12 Avatars and Create Photo Avatar, §3 Avatar and text-to-avatar
 * options, §4 photo avatar states; 001 §9 limits and costs). An avatar has looks; a video names a look as
 * `look:<id>` in its avatar layer.
 */

export const USER_AVATAR_KINDS = ['photo', 'custom', 'product'] as const;
export const LOOK_SOURCES = ['text', 'photo', 'motion', 'video', 'product'] as const;
export const TTA_STYLES = ['realistic', 'anime', 'cartoon'] as const;
export const TTA_PRESETS = ['social', 'professional', 'none'] as const;
export const TTA_MODELS = ['classic', 'modern'] as const;
export const TTA_AGES = ['teenager', 'young_adult', 'adult', 'elderly'] as const;
/** The room behind the person (the illustrated scenes; a realistic engine gets the same words). */
export const TTA_BACKGROUNDS = ['studio', 'office', 'home', 'park', 'gym', 'classroom', 'newsroom', 'clinic', 'cafe', 'atelier'] as const;
export const TTA_POSES = ['standing', 'sitting'] as const;
export const TTA_ASPECTS = ['3:4', '1:1', '4:3'] as const;
export const TTA_EMOTIONS = [
  'calm',
  'relaxed',
  'smile',
  'serious',
  'excited',
  'playful',
  'surprised',
  'sorrowful',
  'focused',
  'confidence',
  'compassionate',
] as const;
export const TTA_GESTURES = ['none', 'wave', 'open_hands', 'pointing', 'thumbs_up', 'hands_together'] as const;
/** Motion models (spec 000 §3); Motion 1.0 and 3.0 take no negative prompt. */
export const MOTION_MODELS = ['motion_1', 'motion_2', 'motion_2_pro', 'motion_3'] as const;
export const NO_NEGATIVE_PROMPT_MODELS: readonly (typeof MOTION_MODELS)[number][] = ['motion_1', 'motion_3'];
export const TTA_IMAGES_MAX = 4;
/** Spec 000 §4: photo avatar creation takes about 2 minutes. */
export const PHOTO_AVATAR_EXPECTED_SECONDS = 120;
export const AVATAR_NAME_MAX = 50;
export const AVATAR_TEXT_MAX = 500;
export const TTA_DETAIL_MAX = 300;
export const LOOK_REF_PREFIX = 'look:';
export const REVIEW_FAILED_MESSAGE = 'Generation failed due to review restrictions. Please edit your description and resubmit.';
export const NEGATIVE_PROMPT_UNSUPPORTED = 'Motion 1.0 and 3.0 do not support negative prompt';

const Uuid = (msg: string) => z.string().uuid(msg);
export const AvatarName = z
  .string()
  .trim()
  .min(1, 'Please enter a name for the avatar')
  .max(AVATAR_NAME_MAX, `Keep the name within ${AVATAR_NAME_MAX} characters`)
  .refine(isSafeName, BAD_NAME_MESSAGE);

/** Every text-to-avatar option; what a look remembers so a failed one can be resubmitted as it was. */
export const TextToAvatarOptions = z
  .object({
    style: z.enum(TTA_STYLES).default('cartoon'),
    preset: z.enum(TTA_PRESETS).default('none'),
    model: z.enum(TTA_MODELS).default('modern'),
    age: z.enum(TTA_AGES).default('adult'),
    gender: z.enum(AVATAR_GENDERS).default('female'),
    ethnicity: z.enum(AVATAR_ETHNICITIES).default('european'),
    /** Free words about the person: hair, glasses, beard, clothes, colours. */
    detail: z.string().trim().max(TTA_DETAIL_MAX, `Keep the description within ${TTA_DETAIL_MAX} characters`).default(''),
    background: z.enum(TTA_BACKGROUNDS).default('studio'),
    pose: z.enum(TTA_POSES).default('standing'),
    aspect: z.enum(TTA_ASPECTS).default('3:4'),
    count: z.number().int().min(1, 'Generate at least one image').max(TTA_IMAGES_MAX, `Generate at most ${TTA_IMAGES_MAX} images at a time`).default(1),
    emotion: z.enum(TTA_EMOTIONS).default('smile'),
    gesture: z.enum(TTA_GESTURES).default('none'),
    negative_prompt: z.string().trim().max(TTA_DETAIL_MAX, `Keep the negative prompt within ${TTA_DETAIL_MAX} characters`).default(''),
    motion: z.enum(MOTION_MODELS).default('motion_2'),
  })
  .refine((o) => !o.negative_prompt || !NO_NEGATIVE_PROMPT_MODELS.includes(o.motion), { message: NEGATIVE_PROMPT_UNSUPPORTED, path: ['negative_prompt'] });
export type TextToAvatarOptions = z.output<typeof TextToAvatarOptions>;

/**
 * Generate looks from words: a new avatar (name required) or more looks of one (`avatar_id`, Generate
 * Avatar Looks). `replace_look_id` resubmits a look that failed review: it goes, the new ones come.
 */
const NAME_REQUIRED = { message: 'Please enter a name for the avatar', path: ['name'] };
export const AvatarGenerateRequest = z
  .object({
    avatar_id: Uuid('Unknown avatar').optional(),
    name: AvatarName.optional(),
    replace_look_id: Uuid('Unknown look').optional(),
    /** Photo to Avatar: a portrait of the space whose person the looks are drawn after (gender, age, skin and hair colour). */
    photo_id: Uuid('Unknown file').optional(),
    options: TextToAvatarOptions,
  })
  .refine((r) => r.avatar_id || r.name, NAME_REQUIRED)
  .refine((r) => !r.photo_id || r.options.style !== 'realistic', {
    message: 'Photo to Avatar draws anime and cartoon looks; to use the photo itself, upload it as a photo avatar.',
    path: ['options', 'style'],
  })
  .refine((r) => !r.replace_look_id || r.avatar_id, { message: 'Resubmitting a look needs its avatar', path: ['avatar_id'] });
export type AvatarGenerateRequest = z.input<typeof AvatarGenerateRequest>;

/** A photo avatar from an uploaded portrait (the photo upload rule); one face must show. */
export const AvatarFromPhotoRequest = z
  .object({
    avatar_id: Uuid('Unknown avatar').optional(),
    name: AvatarName.optional(),
    asset_id: Uuid('Unknown file'),
  })
  .refine((r) => r.avatar_id || r.name, NAME_REQUIRED);
export type AvatarFromPhotoRequest = z.input<typeof AvatarFromPhotoRequest>;

export const UserAvatarLook = z.object({
  id: z.string(),
  avatar_id: z.string(),
  name: z.string(),
  status: z.enum(['generating', 'ready', 'failed']),
  /** Why it failed (review restrictions, or the engine's words). */
  error: z.string().nullable(),
  /** failed because the words did not pass review: the user may edit and resubmit. */
  review_failed: z.boolean(),
  /**
   * text: drawn or generated from words; photo: a portrait; motion: a photo look made to move; video: a
   * custom avatar's footage; product: another look presenting a product (Product Avatar).
   */
  source: z.enum(LOOK_SOURCES),
  style: z.enum([...TTA_STYLES, 'photo', 'video']),
  /** The look's picture (a signed link), once ready. */
  image_url: z.string().nullable(),
  /** What a video's avatar layer names (`look:<id>`). */
  ref: z.string(),
  /** The words it was made from, for a resubmit. */
  options: TextToAvatarOptions.nullable(),
  /** A motion look: how much the head moves in videos, the model and words asked for, and a clip of it (a signed link). */
  motion: z.enum(HEAD_MOTIONS).nullable(),
  motion_model: z.enum(MOTION_MODELS).nullable(),
  motion_prompt: z.string().nullable(),
  preview_url: z.string().nullable(),
  created_at: z.string(),
});
export type UserAvatarLook = z.infer<typeof UserAvatarLook>;

/**
 * A custom avatar's way to ready (spec 000 §4): the consent check (10–20 seconds), then — when it passes
 * or an operator approves it after manual review — processing the footage (a few minutes).
 */
export const CUSTOM_AVATAR_STATES = ['consent_checking', 'consent_failed', 'manual_review', 'processing', 'ready', 'failed'] as const;
export const CustomAvatarState = z.object({
  status: z.enum(CUSTOM_AVATAR_STATES),
  /** Why the consent failed or needs a person, or why processing failed. */
  reason: z.string().nullable(),
  /** The footage has no sound track (flagged, not refused). */
  footage_silent: z.boolean(),
  /** The footage and the consent video (signed links), for the owner and the reviewing operator. */
  footage_url: z.string().nullable(),
  consent_url: z.string().nullable(),
});
export type CustomAvatarState = z.infer<typeof CustomAvatarState>;

export const UserAvatar = z.object({
  id: z.string(),
  kind: z.enum(USER_AVATAR_KINDS),
  name: z.string(),
  description: z.string(),
  welcome_message: z.string(),
  /** Suggested voice id, or none. */
  voice: z.string().nullable(),
  gender: z.enum(AVATAR_GENDERS).nullable(),
  aspect: z.enum(TTA_ASPECTS),
  theme: z.enum(AVATAR_THEMES).nullable(),
  /** Shared with the community (shown to other users of this server in their library). */
  community: z.boolean(),
  favorite: z.boolean(),
  /** The caller may change or delete it (their own, or they manage the space's files). */
  can_manage: z.boolean(),
  created_at: z.string(),
  looks: z.array(UserAvatarLook),
  /** A custom avatar's consent and processing; null for the other kinds. */
  custom: CustomAvatarState.nullable(),
});
export type UserAvatar = z.infer<typeof UserAvatar>;

export const UserAvatarListRequest = z.object({
  /** mine: the current space's; community: what other users share with everyone. */
  scope: z.enum(['mine', 'community']).default('mine'),
  kind: z.enum(USER_AVATAR_KINDS).optional(),
  favorites: z.enum(['0', '1']).optional(),
});
export type UserAvatarListRequest = z.input<typeof UserAvatarListRequest>;

export const AvatarUsage = z.object({
  /** Generations counted this period (a Free plan's one is for good). */
  used: z.number().int(),
  limit: z.number().int(),
  period: z.enum(['month', 'year', 'trial']),
  /** Credits one generation costs. */
  cost: z.number().int(),
  /** Credits giving a look motion costs (not counted against the limit). */
  motion_cost: z.number().int(),
});
export type AvatarUsage = z.infer<typeof AvatarUsage>;

export const UserAvatarListData = z.object({
  items: z.array(UserAvatar),
  usage: AvatarUsage,
  /** An images engine is configured: the realistic style can be chosen. */
  realistic: z.boolean(),
  expected_seconds: z.number().int(),
});
export type UserAvatarListData = z.infer<typeof UserAvatarListData>;

export const UserAvatarIdRequest = z.object({ id: Uuid('This avatar does not exist.') });
export const AvatarLookIdRequest = z.object({ id: Uuid('This look does not exist.') });

export const UserAvatarUpdateRequest = z.object({
  id: Uuid('This avatar does not exist.'),
  name: AvatarName.optional(),
  description: z.string().trim().max(AVATAR_TEXT_MAX, `Keep the description within ${AVATAR_TEXT_MAX} characters`).optional(),
  welcome_message: z.string().trim().max(AVATAR_TEXT_MAX, `Keep the welcome message within ${AVATAR_TEXT_MAX} characters`).optional(),
  voice: z.string().trim().min(1).max(160).nullable().optional(),
  gender: z.enum(AVATAR_GENDERS).nullable().optional(),
  aspect: z.enum(TTA_ASPECTS).optional(),
  theme: z.enum(AVATAR_THEMES).exclude(['favorites']).nullable().optional(),
  community: z.boolean().optional(),
  favorite: z.boolean().optional(),
});
export type UserAvatarUpdateRequest = z.input<typeof UserAvatarUpdateRequest>;

export const MOTION_PROMPT_MAX = 300;
/** Photo avatar motion (/aigc-avatar/motion): a photo look made to move, as a new look of the avatar. */
export const AvatarMotionRequest = z
  .object({
    look_id: Uuid('This look does not exist.'),
    motion: z.enum(MOTION_MODELS).default('motion_2'),
    prompt: z.string().trim().max(MOTION_PROMPT_MAX, `Keep the motion description within ${MOTION_PROMPT_MAX} characters`).default(''),
    negative_prompt: z.string().trim().max(MOTION_PROMPT_MAX, `Keep the negative prompt within ${MOTION_PROMPT_MAX} characters`).default(''),
  })
  .refine((o) => !o.negative_prompt || !NO_NEGATIVE_PROMPT_MODELS.includes(o.motion), { message: NEGATIVE_PROMPT_UNSUPPORTED, path: ['negative_prompt'] });
export type AvatarMotionRequest = z.input<typeof AvatarMotionRequest>;

/** What the consent video says (record-your-own shows it to read; the check listens for about this much speech). */
export const CONSENT_STATEMENT =
  'I, {name}, am recording this video to consent to creating an AI avatar of myself with Framecast, and to its use in videos made by my account.';
/** Spec 001 §9: a custom avatar recording lasts 30 seconds. */
export const CUSTOM_RECORDING_SECONDS = 30;
const Tick = (msg: string) => z.literal(true, { error: msg });
/** Create Video Avatar (Upload, Consent, Submit): the footage and consent uploads and the four footage checks. */
export const CustomAvatarCreateRequest = z.object({
  name: AvatarName,
  footage_id: Uuid('Upload your footage first'),
  consent_id: Uuid('Upload your consent video first'),
  checks: z.object({
    face_visible: Tick('Confirm your face is visible throughout'),
    facing_camera: Tick('Confirm you face the camera'),
    pauses: Tick('Confirm you pause between sentences'),
    quiet_well_lit: Tick('Confirm the room is quiet and well lit'),
  }),
});
export type CustomAvatarCreateRequest = z.input<typeof CustomAvatarCreateRequest>;

/** The operator's manual review queue of consent videos. */
export const AvatarReviewListData = z.object({
  items: z.array(z.object({ avatar: UserAvatar, owner_email: z.string(), submitted_at: z.string() })),
});
export const AvatarReviewRequest = z.object({
  id: Uuid('This avatar does not exist.'),
  approve: z.boolean(),
  reason: z.string().trim().max(300).optional(),
});

export const AvatarLookDeleteData = z.object({ id: z.string(), avatar_deleted: z.boolean() });
