import { z } from 'zod';
import { AVATAR_LAYER_ID, subtitlesFrom } from './avatar-video.js';
import { parseOrThrow, TimelineError } from './errors.js';
import {
  AspectRatio,
  FRAME_SIZES,
  MediaRef,
  Resolution,
  SCRIPT_MAX_CHARS,
  Subtitles,
  TIMELINE_VERSION,
  TimelineDoc,
  type TimelineDocInput,
  VoiceId,
} from './schema.js';
import { splitSentences } from './sentences.js';
import { isSpeakable, SCRIPT_INPUT_ERROR } from './text.js';

/** What the Talking Photo form sends: a photo (an image asset), the face that speaks, the script and voice. */
export const TalkingPhotoInput = z.object({
  aspectRatio: AspectRatio,
  resolution: Resolution.default('720p'),
  photo: MediaRef,
  /** The photo's width / height. */
  photoAspect: z.number().min(0.2).max(5),
  /** A point on the face that speaks (0..1 of the photo); absent = the largest face. */
  face: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  voice: VoiceId,
  speed: z.number().min(0.5).max(2).default(1),
  script: z.string().max(SCRIPT_MAX_CHARS),
  subtitles: z.union([z.boolean(), Subtitles.partial()]).optional(),
});
export type TalkingPhotoInput = z.input<typeof TalkingPhotoInput>;

/** Where the face sits in the frame, from the top, when the photo is cropped to fill it. */
const FACE_AT = 0.4;

/** A layer's centre (share of the frame) that puts the face at `at`, as far as the layer still covers the frame. */
const centreFor = (size: number, face: number, at: number) => Math.min(1, Math.max(0, Math.min(size / 2, Math.max(1 - size / 2, at + size / 2 - face * size))));

/**
 * The photo's layer: as large as it must be to fill the frame (the schema allows twice the frame's
 * width), moved so the face that speaks stays in the picture — centred across, a little above the
 * middle down — as far as the photo still covers the frame.
 */
export function photoCover(aspectRatio: AspectRatio, resolution: Resolution, photoAspect: number, face?: { x: number; y: number }) {
  const frame = FRAME_SIZES[resolution][aspectRatio];
  const width = Math.min(2, Math.max(1, (photoAspect * frame.height) / frame.width));
  const height = (width * frame.width) / photoAspect / frame.height;
  return {
    x: face && width > 1 ? centreFor(width, face.x, 0.5) : 0.5,
    y: face && height > 1 ? centreFor(height, face.y, FACE_AT) : 0.5,
    width,
  };
}

/** The Talking Photo document: one scene per sentence, the photo filling the frame and speaking each. */
export function newTalkingPhotoDoc(raw: TalkingPhotoInput): TimelineDoc {
  const input = parseOrThrow(TalkingPhotoInput, raw);
  if (!isSpeakable(input.script)) throw new TimelineError([{ path: 'script', message: SCRIPT_INPUT_ERROR }], 'script');
  const place = photoCover(input.aspectRatio, input.resolution, input.photoAspect, input.face);
  const doc: TimelineDocInput = {
    version: TIMELINE_VERSION,
    aspectRatio: input.aspectRatio,
    resolution: input.resolution,
    subtitles: subtitlesFrom(input.subtitles),
    scenes: splitSentences(input.script).map((text, i) => ({
      id: `s${i + 1}`,
      layers: [{ type: 'avatar', id: AVATAR_LAYER_ID, avatar: input.photo, removeBackground: false, ...(input.face ? { face: input.face } : {}), ...place }],
      script: [{ id: `seg${i + 1}`, text, voice: input.voice, speed: input.speed }],
    })),
  };
  return parseOrThrow(TimelineDoc, doc);
}
