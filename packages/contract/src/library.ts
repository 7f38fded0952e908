import { z } from 'zod';
import { Emotion } from '@framecast/timeline';

/** Avatar filter values of spec 000 §3. */
export const AVATAR_THEMES = ['favorites', 'lifestyle', 'outdoors', 'business', 'studio', 'health_fitness', 'education', 'news'] as const;
export const AVATAR_GENDERS = ['female', 'male'] as const;
export const AVATAR_AGES = ['adult', 'senior', 'young_adult'] as const;
export const AVATAR_ETHNICITIES = ['european', 'african', 'south_asian', 'east_asian', 'middle_eastern', 'south_american', 'north_american'] as const;
export const AVATAR_POSES = ['standing', 'sitting'] as const;
export const AVATAR_OCCUPATIONS = ['any', 'agent', 'artist', 'doctor_nurse', 'engineer', 'lawyer', 'manager', 'teacher', 'content_creator'] as const;
/** Six random samples per set are shown by default (spec 000 §1). */
export const AVATAR_SAMPLE_SIZE = 6;

export const AvatarListRequest = z.object({
  gender: z.enum(AVATAR_GENDERS).optional(),
  age: z.enum(AVATAR_AGES).optional(),
  theme: z.enum(AVATAR_THEMES).optional(),
  pose: z.enum(AVATAR_POSES).optional(),
  ethnicity: z.enum(AVATAR_ETHNICITIES).optional(),
  occupation: z.enum(AVATAR_OCCUPATIONS).optional(),
  /** Show six random samples per set instead of all (the default view). */
  sample: z.enum(['0', '1']).optional(),
  seed: z.string().max(32).optional(),
});
export type AvatarListRequest = z.input<typeof AvatarListRequest>;

export const AvatarLook = z.object({
  /** `<avatar>/<look>`, what a timeline avatar layer names. */
  id: z.string(),
  avatar_id: z.string(),
  name: z.string(),
  look_name: z.string(),
  gender: z.enum(AVATAR_GENDERS),
  age: z.enum(AVATAR_AGES),
  theme: z.enum(AVATAR_THEMES),
  pose: z.enum(AVATAR_POSES),
  ethnicity: z.enum(AVATAR_ETHNICITIES),
  occupation: z.enum(AVATAR_OCCUPATIONS),
  /** Suggested voice. */
  voice: z.string(),
  /** Preview image (the default look), spec 000 §3 sample avatar `previewUrl`. */
  preview_url: z.string(),
  /**
   * The ten emotion previews: still and clip with the look's own room, and cut out (a transparent PNG
   * and a WebM with alpha) as videos draw the avatar over a background (square and landscape frames).
   */
  emotions: z.array(z.object({ emotion: Emotion, image_url: z.string(), clip_url: z.string(), cutout_image_url: z.string(), cutout_clip_url: z.string() })),
  /** The caller marked this look as a favourite (`theme=favorites` lists only these). */
  favorite: z.boolean(),
});
export type AvatarLook = z.infer<typeof AvatarLook>;
export const AvatarSet = z.object({ id: z.string(), name: z.string(), gender: z.enum(AVATAR_GENDERS), looks: z.array(AvatarLook) });
export const AvatarListData = z.object({
  sets: z.array(AvatarSet),
  total: z.number().int(),
  licence: z.object({ name: z.string(), text: z.string() }),
  engine: z.object({ id: z.string(), description: z.string() }),
});
export type AvatarListData = z.infer<typeof AvatarListData>;

/**
 * Mark a look as a favourite or take the mark away. Favourites are per user (not per space) and name a
 * look (`<avatar>/<look>`, what the picker's cards show), the same id the avatar list returns.
 */
export const AvatarFavoriteRequest = z.object({
  id: z.string().trim().min(1).max(80),
  favorite: z.boolean(),
});
export type AvatarFavoriteRequest = z.input<typeof AvatarFavoriteRequest>;
export const AvatarFavoriteData = z.object({ id: z.string(), favorite: z.boolean() });
export type AvatarFavoriteData = z.infer<typeof AvatarFavoriteData>;

/** The voice library's filters (spec 000 §2.12 Voices): age, use case and how a voice sounds. */
export const VOICE_AGES = ['young_adult', 'adult', 'senior'] as const;
export const VOICE_USE_CASES = ['narration', 'education', 'advertisement', 'conversational', 'news', 'announcement'] as const;
export const VOICE_QUALITIES = ['basic', 'standard', 'natural'] as const;

export const VoiceListRequest = z.object({
  q: z.string().trim().max(60).optional(),
  language: z.string().max(40).optional(),
  gender: z.enum(['male', 'female']).optional(),
  accent: z.string().max(40).optional(),
  age: z.enum(VOICE_AGES).optional(),
  use_case: z.enum(VOICE_USE_CASES).optional(),
  quality: z.enum(VOICE_QUALITIES).optional(),
  /** '1': only the voices the caller starred. */
  favorites: z.enum(['0', '1']).optional(),
});
export type VoiceListRequest = z.input<typeof VoiceListRequest>;
export const Voice = z.object({
  id: z.string(),
  name: z.string(),
  language: z.string(),
  language_name: z.string(),
  gender: z.enum(['male', 'female']),
  accent: z.string().nullable(),
  engine: z.string(),
  /** How it sounds: basic (robotic formant speech), standard (recorded-voice synthesis), natural (neural). */
  quality: z.enum(VOICE_QUALITIES).nullable(),
  /** What the engine says of the speaker's age, when it says. */
  age: z.enum(VOICE_AGES).nullable(),
  use_cases: z.array(z.enum(VOICE_USE_CASES)),
  /** Speaks more than its own language well. */
  multilingual: z.boolean(),
  /** Reads written pauses and phonetic pronunciations; other voices have them removed (spec 001 §8). */
  pronunciation: z.boolean(),
  /** The caller starred it. */
  favorite: z.boolean(),
  preview_url: z.string(),
});
export type Voice = z.infer<typeof Voice>;
const Option = z.object({ value: z.string(), label: z.string() });
export const VoiceListData = z.object({
  items: z.array(Voice),
  /** Every language and accent of the library (not only of the voices this filter shows). */
  languages: z.array(Option),
  accents: z.array(Option),
});
export const VoiceFavoriteRequest = z.object({ id: z.string().trim().min(1).max(160), favorite: z.boolean() });
export const VoiceFavoriteData = z.object({ id: z.string(), favorite: z.boolean() });
export type VoiceListData = z.infer<typeof VoiceListData>;

/** Which engine serves each capability (ARCHITECTURE "Engines"), for honest labels in the UI. */
export const CapabilitiesData = z.object({
  speech: z.object({ engine: z.enum(['espeak', 'http']), description: z.string(), http: z.boolean() }),
  talking_head: z.object({ engine: z.enum(['local', 'http']), description: z.string() }),
  /** Lip-sync boost (spec 001 §4): re-renders a project through the talking-head service; off without one. */
  lip_sync: z.object({ available: z.boolean(), description: z.string() }),
  /** Ad scripts: the local template writer (the languages it writes) or a chat model over HTTP (any). */
  scripts: z.object({ engine: z.enum(['template', 'chat']), description: z.string(), languages: z.array(z.string()).nullable() }),
});
export type CapabilitiesData = z.infer<typeof CapabilitiesData>;
