import { z } from 'zod';
import { parseOrThrow, TimelineError } from './errors.js';
import {
  AspectRatio,
  Background,
  Emotion,
  FRAME_SIZES,
  Logo,
  Music,
  Resolution,
  SCRIPT_MAX_CHARS,
  Subtitles,
  TIMELINE_VERSION,
  TimelineDoc,
  VoiceId,
  type TimelineDocInput,
} from './schema.js';
import { splitSentences } from './sentences.js';
import { isSpeakable, SCRIPT_INPUT_ERROR } from './text.js';

/** Avatar width (fraction of the frame width) per aspect ratio: full height in portrait, beside content in landscape. */
export const AVATAR_WIDTHS: Record<AspectRatio, number> = { '9:16': 4 / 3, '1:1': 0.75, '16:9': 0.42, '3:4': 1, '4:3': 0.5625 };
/**
 * Portrait videos show the look's own scene filling the frame (the 3:4 avatar frame at full height, its
 * sides cropped in 9:16, exactly the frame in 3:4) — the usual talking-head layout on phones. Square and
 * landscape frames are wider than the avatar, so there it is cut out and stands on the document's background.
 */
export const AVATAR_BACKDROP: Record<AspectRatio, boolean> = { '9:16': true, '1:1': false, '16:9': false, '3:4': true, '4:3': false };
/** width / height of an avatar's natural frame when the caller does not know it (portrait 3:4). */
export const DEFAULT_AVATAR_ASPECT = 0.75;
/** The avatar layer's id in every scene the builder makes. */
export const AVATAR_LAYER_ID = 'avatar';

/**
 * Bottom-centre placement: the avatar's bottom edge on the frame's bottom edge. A layer's y is its centre,
 * so y = 1 − height/2 with height = width·frameW / aspect / frameH. A very tall avatar is narrowed so its
 * centre stays inside the frame (the schema keeps y in 0..1).
 */
export function avatarPlacement(aspectRatio: AspectRatio, resolution: Resolution = '720p', avatarAspect = DEFAULT_AVATAR_ASPECT) {
  const frame = FRAME_SIZES[resolution][aspectRatio];
  const width = Math.min(AVATAR_WIDTHS[aspectRatio], (2 * frame.height * avatarAspect) / frame.width);
  const height = (width * frame.width) / avatarAspect / frame.height;
  return { x: 0.5, y: 1 - height / 2, width };
}

/** What the Avatar Video form sends. */
export const AvatarVideoInput = z.object({
  aspectRatio: AspectRatio,
  resolution: Resolution.default('720p'),
  avatar: z.string().min(1).max(128),
  emotion: Emotion.default('default'),
  voice: VoiceId,
  speed: z.number().min(0.5).max(2).default(1),
  script: z.string().max(SCRIPT_MAX_CHARS),
  subtitles: z.union([z.boolean(), Subtitles.partial()]).optional(),
  background: Background.optional(),
  music: Music.optional(),
  logo: Logo.optional(),
  avatarAspect: z.number().min(0.2).max(5).default(DEFAULT_AVATAR_ASPECT),
  /** Keep the look's own backdrop instead of cutting the avatar out; default by aspect ratio. */
  backdrop: z.boolean().optional(),
});
export type AvatarVideoInput = z.input<typeof AvatarVideoInput>;

/** A Subtitles object from the form's switch or partial settings; absent = the defaults (on). */
export function subtitlesFrom(value: boolean | Partial<Subtitles> | undefined): Subtitles {
  return Subtitles.parse(typeof value === 'boolean' ? { enabled: value } : (value ?? {}));
}

/**
 * The Avatar Video form's document: one scene per sentence (so editing a sentence re-renders one scene),
 * each with the avatar bottom-centre and one script segment. Ids follow position (s1/seg1, s2/seg2 …),
 * so rebuilding from an edited script keeps the ids of unchanged sentences before the edit.
 */
export function newAvatarVideoDoc(raw: AvatarVideoInput): TimelineDoc {
  const input = parseOrThrow(AvatarVideoInput, raw);
  if (!isSpeakable(input.script)) throw new TimelineError([{ path: 'script', message: SCRIPT_INPUT_ERROR }], 'script');
  const placement = avatarPlacement(input.aspectRatio, input.resolution, input.avatarAspect);
  const doc: TimelineDocInput = {
    version: TIMELINE_VERSION,
    aspectRatio: input.aspectRatio,
    resolution: input.resolution,
    background: input.background,
    subtitles: subtitlesFrom(input.subtitles),
    music: input.music,
    logo: input.logo,
    scenes: splitSentences(input.script).map((text, i) => ({
      id: `s${i + 1}`,
      layers: [
        {
          type: 'avatar',
          id: AVATAR_LAYER_ID,
          avatar: input.avatar,
          emotion: input.emotion,
          removeBackground: !(input.backdrop ?? AVATAR_BACKDROP[input.aspectRatio]),
          ...placement,
        },
      ],
      script: [{ id: `seg${i + 1}`, text, voice: input.voice, speed: input.speed }],
    })),
  };
  return parseOrThrow(TimelineDoc, doc);
}
