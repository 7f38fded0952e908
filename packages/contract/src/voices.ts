import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';

/** Voice clone rules of spec 001 §5 beyond the upload rule of each sample: a name, one to three samples. */
export const CLONE_SAMPLES_MAX = 3;
export const CLONE_NAME_MAX = 50;

const AssetId = z.string().uuid('Unknown file');

export const VoiceCloneRequest = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Please enter a name for the voice')
    .max(CLONE_NAME_MAX, `Keep the name within ${CLONE_NAME_MAX} characters`)
    .refine(isSafeName, BAD_NAME_MESSAGE),
  /** Recordings uploaded with the voice_clone rule (wav, mp3, mp4, mov; 5 s to 3 min; under 300 MB). */
  sample_ids: z
    .array(AssetId)
    .min(1, 'Add at least one recording of the voice')
    .max(CLONE_SAMPLES_MAX, `Add at most ${CLONE_SAMPLES_MAX} recordings`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each recording can be added once'),
  gender: z.enum(['male', 'female'], { error: 'Choose the gender of the voice' }),
  /** The language the samples speak (a voice language code, e.g. en-us). */
  language: z.string().trim().min(2, 'Choose the language the recordings speak').max(40),
});
export type VoiceCloneRequest = z.input<typeof VoiceCloneRequest>;

export const ClonedVoice = z.object({
  id: z.string(),
  name: z.string(),
  status: z.enum(['processing', 'ready', 'failed']),
  /** Why cloning failed, in the engine's words. */
  error: z.string().nullable(),
  /** What a script names to speak with it (`clone:<id>`), once ready. */
  voice_id: z.string().nullable(),
  gender: z.enum(['male', 'female']).nullable(),
  language: z.string().nullable(),
  sample_seconds: z.number(),
  /** The recorded samples, joined (a signed link). */
  sample_url: z.string().nullable(),
  /** The viewer may delete it (who made it, or an owner or admin of its space). */
  can_edit: z.boolean(),
  created_at: z.string(),
});
export type ClonedVoice = z.infer<typeof ClonedVoice>;

export const ClonedVoiceListData = z.object({
  items: z.array(ClonedVoice),
  /** A voice-clone engine is configured; without one the dialog says cloning is not available here. */
  available: z.boolean(),
});
export const ClonedVoiceIdRequest = z.object({ id: z.string().uuid('Unknown voice') });
