import { ScriptSegment } from '@framecast/timeline';
import { z } from 'zod';

/**
 * The timeline editor's preview speech (issue 26): each line of the script spoken exactly as a render
 * would speak it (the same step, the same cache key), so what the preview plays is what the video says.
 * A line not made yet answers `preparing` and is made in the background; the editor asks again after
 * `retry_ms` and shows "preparing voice" meanwhile, never silence.
 */
export const EDITOR_SPEECH_MAX_SEGMENTS = 50;
/** How soon the editor should ask again while a line is preparing. */
export const EDITOR_SPEECH_RETRY_MS = 1000;

/** One line, as the document's script segment holds it (the same id, text, voice and speed rules). */
export const EditorSpeechSegment = ScriptSegment.pick({ id: true, text: true, voice: true, speed: true });

export const EditorSpeechRequest = z.object({
  segments: z
    .array(EditorSpeechSegment)
    .min(1, 'Send at least one line')
    .max(EDITOR_SPEECH_MAX_SEGMENTS, `Send at most ${EDITOR_SPEECH_MAX_SEGMENTS} lines at once`)
    .refine((s) => new Set(s.map((x) => x.id)).size === s.length, 'Each line id can be sent once'),
});
export type EditorSpeechRequest = z.input<typeof EditorSpeechRequest>;

export const EDITOR_SPEECH_STATUSES = ['ready', 'preparing', 'failed'] as const;

export const EditorSpeechItem = z.object({
  /** The segment id sent. */
  id: z.string(),
  status: z.enum(EDITOR_SPEECH_STATUSES),
  /** A signed, expiring link to the WAV (once ready). */
  url: z.string().nullable(),
  /** The take's measured length (once ready): what the render lays the line out with. */
  seconds: z.number().nullable(),
  /** Word timings within the take, in seconds (once ready; null when the engine gives none). */
  words: z.array(z.object({ text: z.string(), start: z.number(), end: z.number() })).nullable(),
  /** Why the line cannot be spoken (when failed), in words for the person. */
  error: z.string().nullable(),
});
export type EditorSpeechItem = z.infer<typeof EditorSpeechItem>;

export const EditorSpeechData = z.object({
  /** One per segment sent, in the same order. */
  items: z.array(EditorSpeechItem),
  /** Milliseconds to wait before asking again about the lines still preparing. */
  retry_ms: z.number().int(),
});
export type EditorSpeechData = z.infer<typeof EditorSpeechData>;
