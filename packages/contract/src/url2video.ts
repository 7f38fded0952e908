import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { AspectRatio, Emotion, SCRIPT_MAX_CHARS, VoiceId } from '@framecast/timeline';
import { ErrorCode, ErrorMessage } from './errors.js';
import { PRODUCT_MESSAGES } from './products.js';
import { TemplateId } from './templates.js';

/**
 * URL to Video (spec 000 §2.4, §2.12, §4 "script generation takes 15 to 30 seconds"; 001 §5 script
 * length, §9 "about 30 s, 60 s, 3 min"): a product of the space → ad scripts → a template → a project
 * rendered on the queue, with source category URL video.
 */

export const SCRIPT_LENGTHS = ['30s', '60s', '3min'] as const;
export const ScriptLength = z.enum(SCRIPT_LENGTHS);
export type ScriptLength = z.infer<typeof ScriptLength>;
export const SCRIPT_LENGTH_SECONDS: Record<ScriptLength, number> = { '30s': 30, '60s': 60, '3min': 180 };
export const SCRIPT_EXPECTED_SECONDS = 30;

/** Languages the wizard offers for scripts (the local writer covers some; a chat model, all). */
export const SCRIPT_LANGUAGES = ['en', 'zh', 'es', 'fr', 'de', 'ja', 'pt', 'it', 'ko'] as const;
export const ScriptLanguage = z.enum(SCRIPT_LANGUAGES);
export type ScriptLanguage = z.infer<typeof ScriptLanguage>;

export const SCRIPT_PARTS = ['hook', 'problem', 'benefit', 'proof', 'cta'] as const;
export const ScriptSection = z.object({ part: z.enum(SCRIPT_PARTS), text: z.string() });
export type ScriptSection = z.infer<typeof ScriptSection>;

export const ScriptVariant = z.object({
  title: z.string(),
  angle: z.string(),
  sections: z.array(ScriptSection),
  /** The speakable script: one paragraph per section. */
  text: z.string(),
  /** Estimated seconds when spoken. */
  seconds: z.number(),
});
export type ScriptVariant = z.infer<typeof ScriptVariant>;

export const URL2VIDEO_MESSAGES = {
  product: 'Choose a product first.',
  script: 'Script input error. Please check and try again.',
  scriptEmpty: 'Please write or choose a script.',
  unsaved: 'Save or discard your script changes first.',
  template: 'Please choose a template.',
  ratio: "This template is made for another aspect ratio. Choose one for the video's ratio.",
  language: ErrorMessage[ErrorCode.SCRIPT_LANGUAGE],
  engine: ErrorMessage[ErrorCode.SCRIPT_ENGINE],
  tooLong: 'This script is too long for the chosen length.',
} as const;

export const ScriptGenerateRequest = z.object({
  product_id: z.string({ error: URL2VIDEO_MESSAGES.product }).uuid(URL2VIDEO_MESSAGES.product),
  length: ScriptLength.default('30s'),
  language: ScriptLanguage.default('en'),
  variants: z.coerce.number().int().min(1).max(5).default(3),
});
export type ScriptGenerateRequest = z.input<typeof ScriptGenerateRequest>;
export const ScriptGenerateData = z.object({
  /** 'template': the local template writer; 'chat': a language model over HTTP. */
  engine: z.enum(['template', 'chat']),
  variants: z.array(ScriptVariant),
});
export type ScriptGenerateData = z.infer<typeof ScriptGenerateData>;

/** Characters a script may hold per length (about three times what the voice reads in that time, for slow languages). */
export const SCRIPT_LENGTH_MAX_CHARS: Record<ScriptLength, number> = { '30s': 1000, '60s': 2000, '3min': SCRIPT_MAX_CHARS };

/** The wizard's choices (Batch Mode shares them but the script). */
export const Url2VideoFields = z.object({
  product_id: ScriptGenerateRequest.shape.product_id,
  template_id: TemplateId,
  aspect_ratio: AspectRatio,
  length: ScriptLength,
  language: ScriptLanguage,
  /** A library avatar id, `<avatar>/<look>`, or `look:<id>` of the space; null = no presenter. */
  avatar: z.object({ id: z.string().min(1).max(128), emotion: Emotion.default('default') }).nullable(),
  voice: VoiceId,
  script: z.string({ error: URL2VIDEO_MESSAGES.scriptEmpty }).trim().min(1, URL2VIDEO_MESSAGES.scriptEmpty),
  subtitles: z.boolean().default(true),
  name: z.string().trim().max(100, 'At most 100 characters').refine(isSafeName, BAD_NAME_MESSAGE).optional(),
  /** Which of the product's pictures and videos to use, in this order (Apply to My Product); absent = all. */
  media_ids: z.array(z.string().uuid('Unknown file')).min(1, PRODUCT_MESSAGES.media).max(20).optional(),
});
export const Url2VideoCreateRequest = Url2VideoFields.superRefine((v, ctx) => {
  if (v.script.length > SCRIPT_LENGTH_MAX_CHARS[v.length]) ctx.addIssue({ code: 'custom', path: ['script'], message: URL2VIDEO_MESSAGES.tooLong });
});
export type Url2VideoCreateRequest = z.input<typeof Url2VideoCreateRequest>;
