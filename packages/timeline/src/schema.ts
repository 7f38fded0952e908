import { z } from 'zod';
import { FontFamily } from './fonts.js';

/**
 * The timeline document, version 4: what a video IS, independent of the tool that made it. The avatar
 * video form, the editor, URL-to-video, podcasts and the public API all produce this shape, and the
 * render pipeline consumes only this shape. Times are seconds, positions are fractions of the frame
 * (0..1, origin top-left, x/y name the layer's centre), sizes are fractions of the frame width.
 */
export const TIMELINE_VERSION = 4;

/** The five frame shapes of spec 001 §9; the order is the order pickers and the template library show. */
export const ASPECT_RATIOS = ['9:16', '16:9', '1:1', '3:4', '4:3'] as const;
export const AspectRatio = z.enum(ASPECT_RATIOS);
export type AspectRatio = z.infer<typeof AspectRatio>;

export const RESOLUTIONS = ['720p', '1080p'] as const;
export const Resolution = z.enum(RESOLUTIONS);
export type Resolution = z.infer<typeof Resolution>;

/** The ten looks of spec 000 §1: the default look plus nine emotions. */
export const EMOTIONS = ['default', 'neutral', 'angry', 'confident', 'disgusted', 'happy', 'excited', 'surprised', 'sad', 'nervous'] as const;
export const Emotion = z.enum(EMOTIONS);
export type Emotion = z.infer<typeof Emotion>;

/**
 * A media reference: `asset:<id>` (a user's asset, resolved by the server), `storage:<key>` (a file in
 * storage), `file:<path>` (a local file; the command-line renderer only), `builtin:<name>`, or
 * `look:<id>` (a look of a user's own avatar: its photo or its drawing's file; avatar layers only).
 */
export const MediaRef = z
  .string()
  .max(1024)
  .regex(/^(asset|storage|file|builtin|look):.+$/, 'A media reference starts with asset:, storage:, file:, builtin: or look:');
export type MediaRef = z.infer<typeof MediaRef>;

export const Color = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'A colour is #rrggbb');
const Fraction = z.number().min(0).max(1);
const Id = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Ids use letters, digits, - and _');

export const Background = z.discriminatedUnion('type', [
  z.object({ type: z.literal('color'), color: Color }),
  z.object({ type: z.literal('image'), src: MediaRef, fit: z.enum(['cover', 'contain']).default('cover') }),
  z.object({ type: z.literal('video'), src: MediaRef, fit: z.enum(['cover', 'contain']).default('cover') }),
]);
export type Background = z.infer<typeof Background>;

/** How a keyframe's values travel to the next keyframe's: evenly, or starting and settling gently. */
export const KEYFRAME_EASES = ['linear', 'ease-in-out'] as const;
export type KeyframeEase = (typeof KEYFRAME_EASES)[number];

/**
 * A point of a layer's movement (v4), `t` seconds after the layer starts showing. A property it leaves
 * out keeps the previous keyframe's value (the layer's own for the first); `ease` shapes the way to the
 * next keyframe (linear when absent). Before the first keyframe and after the last the layer holds still.
 */
export const Keyframe = z.object({
  t: z.number().min(0).max(3600),
  x: Fraction.optional(),
  y: Fraction.optional(),
  /** Multiplies the layer's size about its centre. */
  scale: z.number().min(0.05).max(5).optional(),
  opacity: Fraction.optional(),
  ease: z.enum(KEYFRAME_EASES).optional(),
});
export type Keyframe = z.infer<typeof Keyframe>;

export const Keyframes = z
  .array(Keyframe)
  .max(50)
  .superRefine((keys, ctx) => {
    for (let i = 1; i < keys.length; i++) {
      if (keys[i]!.t <= keys[i - 1]!.t)
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, 't'], message: 'Keyframes go in time order, each at its own time' });
    }
  });

/** What every layer has: where it sits and when it shows inside its scene. */
const LayerBase = {
  id: Id,
  x: Fraction.default(0.5),
  y: Fraction.default(0.5),
  /** Width as a fraction of the frame width (height follows the content's aspect). */
  width: z.number().gt(0).max(2).default(0.5),
  /** Seconds from the scene's start; absent = the whole scene. */
  start: z.number().min(0).optional(),
  end: z.number().min(0).optional(),
  opacity: Fraction.default(1),
  /** v4: movement, scaling and fading over the layer's time; absent = it stays as above. */
  keyframes: Keyframes.optional(),
};

export const HEAD_MOTIONS = ['still', 'subtle', 'natural', 'expressive'] as const;
export type HeadMotion = (typeof HEAD_MOTIONS)[number];

export const AvatarLayer = z.object({
  ...LayerBase,
  type: z.literal('avatar'),
  /** An id from the avatar library (`<avatar>` or `<avatar>/<look>`) or a custom avatar asset. */
  avatar: z.string().min(1).max(128),
  emotion: Emotion.default('default'),
  /** For a photo with several faces: a point on the one that speaks, 0..1 of the photo's width and height. */
  face: z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }).optional(),
  /** How much a photo's head moves while it speaks (a motion look's preset); natural when absent. */
  motion: z.enum(HEAD_MOTIONS).optional(),
  /** Cut the avatar out (transparent background) or keep the look's own backdrop. */
  removeBackground: z.boolean().default(true),
});
/** Slow movement of a picture inside its box over the layer's time on screen (pan and zoom). */
export const MEDIA_MOTIONS = ['none', 'zoom-in', 'zoom-out', 'pan-left', 'pan-right', 'pan-up', 'pan-down'] as const;
export const MediaMotion = z.enum(MEDIA_MOTIONS);
export type MediaMotion = z.infer<typeof MediaMotion>;

/** What image and video layers share (v3): an optional fixed box the media fills, and motion inside it. */
const MediaFrame = {
  /** Height as a fraction of the frame height: the media then fills a width × height box by `fit`; absent = its own aspect. */
  height: z.number().gt(0).max(2).optional(),
  fit: z.enum(['cover', 'contain']).default('cover'),
  motion: MediaMotion.default('none'),
};
export const ImageLayer = z.object({ ...LayerBase, ...MediaFrame, type: z.literal('image'), src: MediaRef });
export const VideoLayer = z.object({
  ...LayerBase,
  ...MediaFrame,
  type: z.literal('video'),
  src: MediaRef,
  muted: z.boolean().default(true),
  loop: z.boolean().default(true),
});
export const TEXT_ENTRANCES = ['none', 'fade', 'rise'] as const;
export const TextLayer = z.object({
  ...LayerBase,
  type: z.literal('text'),
  text: z.string().min(1).max(500),
  /** Font size as a fraction of the frame height. */
  size: z.number().min(0.01).max(0.3).default(0.05),
  color: Color.default('#ffffff'),
  bold: z.boolean().default(true),
  align: z.enum(['left', 'center', 'right']).default('center'),
  box: Color.optional(),
  /** How the text arrives when it first shows (v3): fades in, or rises into place while fading in. */
  enter: z.enum(TEXT_ENTRANCES).default('none'),
  /**
   * The family its Latin lines are drawn in (added without a version bump); absent = DEFAULT_FONT_FAMILY,
   * the one font every text had before. Lines with CJK always take the CJK font, right-to-left ones the RTL font.
   */
  font: FontFamily.optional(),
});
/** Plain shapes: a rect (rounded by `radius`) and an ellipse. */
export const BASIC_SHAPES = ['rect', 'ellipse'] as const;
/** Stickers: small pictures drawn from code (shape-svg.ts) in the layer's fill colour. */
export const STICKERS = ['star', 'arrow', 'heart', 'bubble', 'check', 'badge'] as const;
export type Sticker = (typeof STICKERS)[number];
/** What a shape layer draws; `progress` is a bar whose fill grows left to right over time. */
export const SHAPE_KINDS = [...BASIC_SHAPES, ...STICKERS, 'progress'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export const PROGRESS_SPANS = ['scene', 'video'] as const;
/** A progress bar's filling: over its scene or over the whole video, on an optional track colour. */
export const Progress = z.object({ over: z.enum(PROGRESS_SPANS).default('scene'), track: Color.optional() });
export type Progress = z.infer<typeof Progress>;

export const ShapeLayer = z.object({
  ...LayerBase,
  type: z.literal('shape'),
  // Kinds beyond rect and ellipse were added without a version bump: every older document stays valid.
  shape: z.enum(SHAPE_KINDS),
  /** How a `progress` shape fills (scene, no track when absent); other shapes ignore it. */
  progress: Progress.optional(),
  /** Height as a fraction of the frame height. */
  height: z.number().gt(0).max(2).default(0.1),
  fill: Color,
  radius: Fraction.default(0),
});
export const Layer = z.discriminatedUnion('type', [AvatarLayer, ImageLayer, VideoLayer, TextLayer, ShapeLayer]);
export type Layer = z.infer<typeof Layer>;
export type AvatarLayer = z.infer<typeof AvatarLayer>;
export type LayerType = Layer['type'];

/** A voice id: `<engine>:<engine's voice>` e.g. `espeak:en-us+f3`, `http:alloy`. */
export const VoiceId = z.string().regex(/^[a-z]+:[^\s]{1,100}$/, 'A voice is <engine>:<voice>');

export const SCRIPT_MAX_CHARS = 5000;
export const ScriptSegment = z.object({
  id: Id,
  text: z.string().max(SCRIPT_MAX_CHARS),
  voice: VoiceId,
  /** Speaking rate, 1 = normal. */
  speed: z.number().min(0.5).max(2).default(1),
  /** Silence before and after this segment, in seconds. */
  pauseBefore: z.number().min(0).max(10).default(0),
  pauseAfter: z.number().min(0).max(10).default(0),
  /** Which avatar layer of the scene speaks it; absent = the scene's first avatar layer. */
  speaker: Id.optional(),
});
export type ScriptSegment = z.infer<typeof ScriptSegment>;

/**
 * How a scene enters (v3), drawn over its first `duration` seconds: from black (fade), pushed in from the
 * right over black (slide), uncovered by a panel of the background colour (wipe), or settling from a close-up (zoom).
 */
export const TRANSITIONS = ['fade', 'slide', 'wipe', 'zoom'] as const;
export const Transition = z.object({ type: z.enum(TRANSITIONS), duration: z.number().min(0.2).max(2).default(0.5) });
export type Transition = z.infer<typeof Transition>;

export const Scene = z.object({
  id: Id,
  transition: Transition.optional(),
  /** Seconds; the scene lasts at least this long and at least as long as its speech. */
  duration: z.number().min(0).max(3600).optional(),
  background: Background.optional(),
  layers: z.array(Layer).max(50).default([]),
  script: z.array(ScriptSegment).max(200).default([]),
});
export type Scene = z.infer<typeof Scene>;

export const SUBTITLE_PRESETS = ['classic', 'boxed', 'bold', 'karaoke'] as const;
export const Subtitles = z.object({
  enabled: z.boolean().default(true),
  preset: z.enum(SUBTITLE_PRESETS).default('classic'),
  position: z.enum(['bottom', 'middle', 'top']).default('bottom'),
  /** Font size as a fraction of the frame height. */
  size: z.number().min(0.02).max(0.1).default(0.045),
  color: Color.default('#ffffff'),
  highlight: Color.default('#ffd400'),
});
export type Subtitles = z.infer<typeof Subtitles>;

export const Music = z.object({
  src: MediaRef,
  /** 0..1 of the track's own level. */
  volume: Fraction.default(0.3),
  /** Lower the music while someone speaks. */
  duck: z.boolean().default(true),
});
export type Music = z.infer<typeof Music>;

export const Logo = z.object({
  src: MediaRef,
  position: z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']).default('top-right'),
  /** Width as a fraction of the frame width. */
  width: z.number().min(0.02).max(0.5).default(0.12),
  opacity: Fraction.default(1),
});
export type Logo = z.infer<typeof Logo>;

export const TimelineDoc = z.object({
  version: z.literal(TIMELINE_VERSION),
  aspectRatio: AspectRatio,
  resolution: Resolution.default('720p'),
  fps: z.union([z.literal(24), z.literal(25), z.literal(30)]).default(25),
  background: Background.default({ type: 'color', color: '#1f2937' }),
  scenes: z.array(Scene).min(1).max(500),
  subtitles: Subtitles.default({ enabled: true, preset: 'classic', position: 'bottom', size: 0.045, color: '#ffffff', highlight: '#ffd400' }),
  music: Music.optional(),
  logo: Logo.optional(),
});
/** A parsed, defaults-filled document. */
export type TimelineDoc = z.infer<typeof TimelineDoc>;
/** A document as a client may write it (defaults optional). */
export type TimelineDocInput = z.input<typeof TimelineDoc>;

/** Output frame size of each aspect ratio at each resolution (even numbers for H.264). */
export const FRAME_SIZES: Record<Resolution, Record<AspectRatio, { width: number; height: number }>> = {
  '720p': {
    '9:16': { width: 720, height: 1280 },
    '16:9': { width: 1280, height: 720 },
    '1:1': { width: 720, height: 720 },
    '3:4': { width: 720, height: 960 },
    '4:3': { width: 960, height: 720 },
  },
  '1080p': {
    '9:16': { width: 1080, height: 1920 },
    '16:9': { width: 1920, height: 1080 },
    '1:1': { width: 1080, height: 1080 },
    '3:4': { width: 1080, height: 1440 },
    '4:3': { width: 1440, height: 1080 },
  },
};
export const frameSize = (doc: Pick<TimelineDoc, 'aspectRatio' | 'resolution'>) => FRAME_SIZES[doc.resolution][doc.aspectRatio];
