import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';
import { AspectRatio, TimelineDoc } from '@framecast/timeline';

/**
 * Templates (spec 000 §2.12 Templates, §3 Template, §8 the background-removal warning, §9 "200+"): a
 * library of ready-made ad designs — layouts × visual styles × aspect ratios — and My Templates, made
 * from a project of the space. Each is a timeline document whose pictures and videos are slots for a
 * product's media, whose words come from a script, with an optional avatar.
 */

export const TEMPLATE_LAYOUTS = ['spotlight', 'showcase', 'split', 'gallery', 'story', 'testimonial', 'offer', 'minimal'] as const;
export const TemplateLayout = z.enum(TEMPLATE_LAYOUTS);
export type TemplateLayout = z.infer<typeof TemplateLayout>;

export const TEMPLATE_STYLES = ['bold', 'clean', 'luxe', 'playful', 'tech', 'natural', 'neon', 'pastel', 'mono'] as const;
export const TemplateStyle = z.enum(TEMPLATE_STYLES);
export type TemplateStyle = z.infer<typeof TemplateStyle>;

/**
 * The music beds the server ships (`builtin:music/<mood>`): the template styles' music and the editor's
 * Music panel; each plays at `builtinMusicPath(mood)`.
 */
export const MUSIC_MOODS = ['upbeat', 'calm', 'elegant', 'pulse'] as const;
export type MusicMood = (typeof MUSIC_MOODS)[number];
export const builtinMusicRef = (mood: MusicMood) => `builtin:music/${mood}` as const;
/** Where a bed plays from, under the API prefix (no sign-in needed: the beds are the same for everyone). */
export const builtinMusicPath = (mood: MusicMood) => `/builtin/music/${mood}.wav`;

export const TEMPLATE_NAME_MAX = 60;
export const TEMPLATE_PAGE_SIZE_MAX = 60;
/** My Templates kept per space. */
export const MY_TEMPLATES_MAX = 100;

export const TEMPLATE_MESSAGES = {
  notFound: 'This template does not exist.',
  name: 'Please enter a template name',
  full: `You can keep at most ${MY_TEMPLATES_MAX} templates. Delete one to add another.`,
  noProject: 'Choose a video or draft to make the template from.',
  /** Spec 000 §8: the chosen avatar cannot be cut out of its own backdrop, which the template expects. */
  backgroundRemoval: 'This template cuts the avatar out of its background, but the chosen avatar keeps its own backdrop. It will be shown as a framed picture.',
} as const;

/** Library templates are named by their design: `lib-<layout>-<style>-<ratio>` (ratio 9x16, 16x9, 1x1, 3x4 or 4x3). */
export const LIBRARY_TEMPLATE_ID = /^lib-([a-z]+)-([a-z]+)-(9x16|16x9|1x1|3x4|4x3)$/;
export const TemplateId = z
  .string({ error: TEMPLATE_MESSAGES.notFound })
  .max(64, TEMPLATE_MESSAGES.notFound)
  .refine((s) => LIBRARY_TEMPLATE_ID.test(s) || z.string().uuid().safeParse(s).success, TEMPLATE_MESSAGES.notFound);

export const TemplatePreview = z.object({
  /** The preview video is rendered on first request (or ahead, at start-up) and kept: none → working → ready (or failed). */
  status: z.enum(['none', 'working', 'ready', 'failed']),
  /** The video's still once ready; before that a library design's poster (its first scene), when rendered. */
  thumbnail_url: z.string().nullable(),
  clip_url: z.string().nullable(),
});
export type TemplatePreview = z.infer<typeof TemplatePreview>;

export const Template = z.object({
  id: z.string(),
  kind: z.enum(['library', 'mine']),
  /** The user's name for one of My Templates; '' for the library (named by layout and style in the UI's language). */
  name: z.string(),
  layout: TemplateLayout.nullable(),
  style: TemplateStyle.nullable(),
  aspect_ratio: AspectRatio,
  scenes: z.number().int(),
  /** Pictures and videos of the product it shows. */
  media_slots: z.number().int(),
  has_avatar: z.boolean(),
  /** Its avatar is cut out of the look's backdrop (the background-removal warning applies). */
  cuts_out_avatar: z.boolean(),
  has_music: z.boolean(),
  /** The main colours, for a swatch while the preview renders. */
  colors: z.array(z.string()),
  preview: TemplatePreview,
  /** The caller may rename or delete it (its maker or a space admin; never a library template). */
  can_edit: z.boolean(),
  created_at: z.string().nullable(),
});
export type Template = z.infer<typeof Template>;

export const TemplateListRequest = z.object({
  scope: z.enum(['library', 'mine']).default('library'),
  aspect_ratio: AspectRatio.optional(),
  layout: TemplateLayout.optional(),
  style: TemplateStyle.optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(TEMPLATE_PAGE_SIZE_MAX).default(24),
});
export type TemplateListRequest = z.input<typeof TemplateListRequest>;
export const TemplateListData = z.object({ items: z.array(Template), total: z.number().int() });

export const TemplateIdRequest = z.object({ id: TemplateId });
export const TemplateCreateRequest = z.object({
  project_id: z.string({ error: TEMPLATE_MESSAGES.noProject }).uuid(TEMPLATE_MESSAGES.noProject),
  name: z
    .string({ error: TEMPLATE_MESSAGES.name })
    .trim()
    .min(1, TEMPLATE_MESSAGES.name)
    .max(TEMPLATE_NAME_MAX, `At most ${TEMPLATE_NAME_MAX} characters`)
    .refine(isSafeName, BAD_NAME_MESSAGE),
});
export type TemplateCreateRequest = z.input<typeof TemplateCreateRequest>;

/** A template opened in the editor: its document to start a draft from, and whether the caller may update it. */
export const TemplateDocumentData = z.object({
  template: Template,
  document: TimelineDoc,
});
export type TemplateDocumentData = z.infer<typeof TemplateDocumentData>;

/** One of My Templates made again from a project (edited in the editor): its document, and its name when given. */
export const TemplateUpdateRequest = z.object({
  id: TemplateId,
  project_id: TemplateCreateRequest.shape.project_id,
  name: TemplateCreateRequest.shape.name.optional(),
});
export type TemplateUpdateRequest = z.input<typeof TemplateUpdateRequest>;
