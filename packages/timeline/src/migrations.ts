import { z } from 'zod';
import { parseOrThrow, TimelineError } from './errors.js';
import {
  Color,
  EMOTIONS,
  MediaRef,
  SCRIPT_MAX_CHARS,
  Subtitles,
  TIMELINE_VERSION,
  TimelineDoc,
  VoiceId,
  type Emotion,
  type TimelineDocInput,
} from './schema.js';
import { joinText } from './text.js';

/**
 * Version 1: the quick format the first Avatar Video form saved (a document without `version` is one).
 * Voice and music come from pickers that already spoke `<engine>:<voice>` and media references, so
 * anything else is refused with its path rather than guessed at.
 */
/** v1 knew three frame shapes; 3:4 and 4:3 came with version 3's five (spec 001 §9). */
const V1_ASPECT_RATIOS = ['9:16', '16:9', '1:1'] as const;
export const TimelineDocV1 = z.object({
  version: z.literal(1).optional(),
  aspectRatio: z.enum(V1_ASPECT_RATIOS),
  avatar: z.object({ id: z.string().min(1).max(128), emotion: z.string().optional() }),
  voice: VoiceId,
  speed: z.number().min(0.5).max(2).optional(),
  /** Paragraphs separated by blank lines. */
  script: z.string().max(SCRIPT_MAX_CHARS),
  subtitles: z.boolean(),
  background: Color.optional(),
  music: z.object({ src: MediaRef, volume: z.number().min(0).max(100) }).optional(),
});
export type TimelineDocV1 = z.infer<typeof TimelineDocV1>;

/** One step: a document of version N (unchecked) in, a document of version N+1 out. Steps validate their input. */
export type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

// Other names the first form's emotion picker used for the same looks.
const EMOTION_ALIASES: Record<string, Emotion> = {
  confidence: 'confident',
  happiness: 'happy',
  smile: 'happy',
  anger: 'angry',
  disgust: 'disgusted',
  excitement: 'excited',
  surprise: 'surprised',
  sadness: 'sad',
  sorrowful: 'sad',
  nervousness: 'nervous',
};

export function v1Emotion(value: string | undefined): Emotion {
  const key = (value ?? '').trim().toLowerCase();
  return (EMOTIONS as readonly string[]).includes(key) ? (key as Emotion) : (EMOTION_ALIASES[key] ?? 'default');
}

/*
 * Where v1's avatar stood: bottom-centre for a 3:4 avatar frame, as the v2 builder placed it when v2 was
 * introduced. Frozen here on purpose: a migration must give the same document forever, even if the
 * builder's layout changes later.
 */
const V1_AVATAR_PLACEMENT: Record<(typeof V1_ASPECT_RATIOS)[number], { x: number; y: number; width: number }> = {
  '9:16': { x: 0.5, y: 0.625, width: 1 },
  '1:1': { x: 0.5, y: 1 - 0.8 / 0.75 / 2, width: 0.8 },
  '16:9': { x: 0.5, y: 1 - (0.42 * 16) / 9 / 0.75 / 2, width: 0.42 },
};

function v1ToV2(raw: Record<string, unknown>): Record<string, unknown> {
  const v1 = parseOrThrow(TimelineDocV1, raw);
  const paragraphs = v1.script
    .split(/\r?\n\s*\r?\n/u)
    .map((p) =>
      p
        .split(/\r?\n/u)
        .map((line) => line.trim())
        .filter(Boolean)
        .reduce(joinText, ''),
    )
    .filter(Boolean);
  const avatar = { type: 'avatar' as const, id: 'avatar', avatar: v1.avatar.id, emotion: v1Emotion(v1.avatar.emotion), ...V1_AVATAR_PLACEMENT[v1.aspectRatio] };
  // An empty script still becomes a valid one-scene document; validateTimeline/assertRenderable then say what is missing.
  const texts = paragraphs.length ? paragraphs : [null];
  // Typed against the current input (TimelineDocInput) save for its number: v3 and v4 only added defaulted or optional fields.
  const doc: Omit<TimelineDocInput, 'version'> & { version: 2 } = {
    version: 2,
    aspectRatio: v1.aspectRatio,
    scenes: texts.map((text, i) => ({
      id: `s${i + 1}`,
      layers: [avatar],
      script: text === null ? [] : [{ id: `seg${i + 1}`, text, voice: v1.voice, speed: v1.speed ?? 1 }],
    })),
    subtitles: Subtitles.parse({ enabled: v1.subtitles }),
    ...(v1.background && { background: { type: 'color', color: v1.background } }),
    ...(v1.music && { music: { src: v1.music.src, volume: v1.music.volume / 100 } }),
  };
  return doc;
}

/**
 * Version 3 only added fields (media boxes and motion, text entrances, scene transitions), each with a
 * default that draws what version 2 drew, so a v2 document is a v3 document once its number changes.
 */
function v2ToV3(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.version !== 2) throw new TimelineError([{ path: 'version', message: 'Expected a version 2 document' }]);
  return { ...raw, version: 3 };
}

/** Version 4 only added layers' optional keyframes: a v3 document is a v4 document once its number changes. */
function v3ToV4(raw: Record<string, unknown>): Record<string, unknown> {
  if (raw.version !== 3) throw new TimelineError([{ path: 'version', message: 'Expected a version 3 document' }]);
  return { ...raw, version: 4 };
}

/** Steps keyed by the version they read; version N+1 adds `N: vNToVN1` and bumps TIMELINE_VERSION. */
export const MIGRATIONS: Record<number, Migration> = {
  1: v1ToV2,
  2: v2ToV3,
  3: v3ToV4,
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Any stored or received document → the current version, validated. Throws TimelineError with every issue. */
export function migrateTimeline(raw: unknown): TimelineDoc {
  if (!isObject(raw)) throw new TimelineError([{ path: '', message: 'A timeline document must be an object' }]);
  const version = raw.version ?? 1;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new TimelineError([{ path: 'version', message: `Must be a whole number from 1 to ${TIMELINE_VERSION}` }]);
  }
  if (version > TIMELINE_VERSION) {
    throw new TimelineError(
      [
        {
          path: 'version',
          message: `This document was made by a newer version of the app (format ${version}; this one reads up to ${TIMELINE_VERSION}). Please update.`,
        },
      ],
      'version',
    );
  }
  let doc = raw;
  for (let v = version; v < TIMELINE_VERSION; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`No timeline migration from version ${v}`);
    doc = step(doc);
  }
  return parseOrThrow(TimelineDoc, doc);
}
