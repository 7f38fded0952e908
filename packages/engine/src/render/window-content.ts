import {
  captionText,
  hasScriptMarkup,
  sceneLayout,
  textLayerLines,
  type Background,
  type HeadMotion,
  type LaidLayer,
  type LaidMedia,
  type Layer,
  motionProgress,
  DEFAULT_FONT_FAMILY,
  type FontFamily,
  type Scene,
  type ShapeKind,
  TEXT_ENTER_SECONDS,
  textDirection,
  type Subtitles,
  type TimelineDoc,
  type Transition,
} from '@framecast/timeline';
import { stepKey } from '../cache/hash.js';
import type { Keyed } from '../compose/keyframe-filters.js';
import type { MotionSpan } from '../compose/motion-filters.js';
import type { AvatarRenderer } from '../types.js';
import type { WindowTiming } from './timing.js';

/** Bump when window clips change for the same inputs (filters, encoding, subtitle look). */
export const CLIP_VERSION = 1;

/** A media file the document names: where it is now and what it holds. */
export interface MediaFile {
  path: string;
  /** sha256 of the bytes: keys follow content, not where a file happens to be. */
  hash: string;
  durationSec?: number;
}

export interface SpeechTake {
  key: string;
  durationSec: number;
}

/** v3's media box: fields present only when used, so v2-shaped layers keep their keys (and cached clips). */
interface MediaFrame {
  /** The box's height in pixels, the media filling width × height by `fit`; absent = the media's own aspect. */
  height?: number;
  fit?: 'cover' | 'contain';
  /** Progress (unclamped) at the window's first and last frames: one straight line over the layer's time on screen. */
  motion?: MotionSpan;
}

interface Placed {
  opacity: number;
  /** Seconds within the window; absent = all of it. */
  span?: { start: number; end: number };
  /** v4 keyframes, with how far into the layer's time the window starts; absent when it has none (v3 keys unchanged). */
  keys?: Keyed;
}
export type ContentLayer = Placed &
  (
    | {
        type: 'avatar';
        layerId: string;
        avatar: string;
        /** A photo's content hash, when the avatar is a file (the same id may hold a new picture). */
        avatarMedia?: string;
        /** Which face of a photo speaks (0..1 of the photo). */
        face?: { x: number; y: number };
        motion?: HeadMotion;
        startFrame?: number;
        emotion: string;
        removeBackground: boolean;
        x: number;
        y: number;
        width: number;
        height: number;
        speech?: { key: string; leadIn: number };
      }
    | ({ type: 'image'; media: string; cx: number; cy: number; width: number } & MediaFrame)
    | ({ type: 'video'; media: string; cx: number; cy: number; width: number; loop: boolean; offsetSec: number } & MediaFrame)
    | {
        type: 'text';
        lines: string[];
        fontPx: number;
        color: string;
        bold: boolean;
        align: 'left' | 'center' | 'right';
        /** Only for right-to-left text (absent = left to right, so older windows keep their keys). */
        direction?: 'rtl';
        /** The family of its Latin lines, only when not the default (so older windows keep their keys). */
        font?: FontFamily;
        box?: string;
        cx: number;
        cy: number;
        width: number;
        /** The entrance, from `start` (window seconds; before 0 when it began in an earlier window). */
        enter?: { type: 'fade' | 'rise'; start: number };
      }
    | {
        type: 'shape';
        shape: ShapeKind;
        fill: string;
        radius: number;
        cx: number;
        cy: number;
        width: number;
        height: number;
        /** A progress bar's track colour; absent = none. */
        track?: string;
        /** A progress bar's fill (0..1) at the window's first and last frames; a straight line between. */
        fills?: { from: number; to: number };
        /**
         * A keyframed progress bar is drawn moving: windows cached before bars followed their keyframes drew
         * it still, and this keeps them out (rather than a new CLIP_VERSION, which would drop every clip).
         */
        keyedBar?: true;
      }
  );

/** Everything that decides a window clip's pixels, as plain data: hashed into its key, then drawn. */
export interface WindowContent {
  width: number;
  height: number;
  fps: number;
  frames: number;
  background:
    | { type: 'color'; color: string }
    | { type: 'image'; media: string; fit: 'cover' | 'contain' }
    | { type: 'video'; media: string; fit: 'cover' | 'contain'; offsetSec: number };
  layers: ContentLayer[];
  subtitles?: { text: string; speech: string; offsetSec: number; style: Omit<Subtitles, 'enabled'> };
  logo?: { media: string; position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'; width: number; opacity: number };
  watermark: boolean;
  renderer?: { id: string; version: string };
  /** The scene's entrance, in the windows it overlaps: the scene began at `start` (window seconds, ≤ 0); `color` is a wipe's panel. */
  transition?: { type: Transition['type']; duration: number; start: number; color?: string };
}

export interface WindowContext {
  doc: TimelineDoc;
  speech: ReadonlyMap<string, SpeechTake>;
  media: ReadonlyMap<string, MediaFile>;
  avatars: Pick<AvatarRenderer, 'id' | 'version' | 'aspect' | 'continuous'>;
  watermark: boolean;
  /**
   * The whole video on the frame grid, for what measures the video rather than its scene (a progress bar
   * over the video): every scene's first frame and all frames. Needed only when such a layer is there.
   */
  video?: { sceneStartFrames: readonly number[]; totalFrames: number };
}

/** Whether a document shows anything that needs the whole video's length to draw a window. */
export const needsVideoLength = (doc: Pick<TimelineDoc, 'scenes'>) =>
  doc.scenes.some((s) => s.layers.some((l) => l.type === 'shape' && l.shape === 'progress' && l.progress?.over === 'video'));

const r4 = (n: number) => Math.round(n * 10000) / 10000;
const r6 = (n: number) => Math.round(n * 1e6) / 1e6;

function mediaHash(ctx: WindowContext, ref: string): MediaFile {
  const file = ctx.media.get(ref);
  if (!file) throw new Error(`Media ${ref} was not resolved`);
  return file;
}

/** Where a scene-timed layer shows inside the window, or null when it does not. */
function spanIn(layer: Pick<Layer, 'start' | 'end'>, windowStart: number, windowEnd: number, fps: number): Placed['span'] | null {
  const from = Math.max(layer.start ?? 0, windowStart);
  const to = Math.min(layer.end ?? Infinity, windowEnd);
  if (to - from < 0.5 / fps) return null;
  if (from <= windowStart && to >= windowEnd) return undefined;
  return { start: r4(from - windowStart), end: r4(to - windowStart) };
}

function background(bg: Background, ctx: WindowContext, sceneOffset: number): WindowContent['background'] {
  if (bg.type === 'color') return { type: 'color', color: bg.color.toLowerCase() };
  const file = mediaHash(ctx, bg.src);
  if (bg.type === 'image') return { type: 'image', media: file.hash, fit: bg.fit };
  // A background video runs from each scene's start (not the video's), so windows stay independent.
  const length = file.durationSec ?? 0;
  return { type: 'video', media: file.hash, fit: bg.fit, offsetSec: r4(length > 0 ? sceneOffset % length : 0) };
}

/** A media layer's box and motion: only what v2 did not draw, so v2-shaped layers keep their keys. */
function mediaFrame(layer: Layer, laid: LaidMedia, window: WindowTiming, fps: number): MediaFrame {
  const frame: MediaFrame = laid.height === undefined ? {} : { height: laid.height, fit: laid.fit };
  if (laid.motion === 'none') return frame;
  const shows = layer.start ?? 0;
  const ends = Math.min(layer.end ?? Infinity, window.sceneFrames / fps);
  const at = (n: number) => r6(motionProgress((window.sceneOffsetFrames + n) / fps, shows, ends, fps));
  return { ...frame, motion: { type: laid.motion, from: at(0), to: at(window.frames - 1) } };
}

/** A text's entrance when any of its half second falls in the window (a later window finishes what one began). */
function entrance(layer: Extract<Layer, { type: 'text' }>, windowStart: number, windowEnd: number): Extract<ContentLayer, { type: 'text' }>['enter'] {
  const shows = layer.start ?? 0;
  if (layer.enter === 'none' || shows + TEXT_ENTER_SECONDS <= windowStart || shows >= windowEnd) return undefined;
  return { type: layer.enter, start: r4(shows - windowStart) };
}

/** The scene's entrance, for the windows that draw part of it. */
function transitionIn(scene: Scene, doc: TimelineDoc, windowStart: number): WindowContent['transition'] {
  const t = scene.transition;
  if (!t || windowStart >= t.duration) return undefined;
  const color = t.type === 'wipe' ? (doc.background.type === 'color' ? doc.background.color.toLowerCase() : '#000000') : undefined;
  return { type: t.type, duration: t.duration, start: windowStart ? r4(-windowStart) : 0, color };
}

/** How full a progress bar is at the window's first and last frames: empty on the first frame it measures, full on the last. */
function progressFills(over: 'scene' | 'video', window: WindowTiming, ctx: WindowContext): { from: number; to: number } {
  let first = window.sceneOffsetFrames;
  let total = window.sceneFrames;
  if (over === 'video') {
    if (!ctx.video) throw new Error('A progress bar over the video needs the video length');
    first += ctx.video.sceneStartFrames[window.sceneIndex] ?? 0;
    total = ctx.video.totalFrames;
  }
  const at = (frame: number) => (total > 1 ? r6(Math.min(1, Math.max(0, frame / (total - 1)))) : 1);
  return { from: at(first), to: at(first + window.frames - 1) };
}

/** A layer's pixels come from the shared layout (`laid`), so the editor's preview shows the same boxes. */
function contentLayer(
  layer: Layer,
  laid: LaidLayer,
  window: WindowTiming,
  speaker: string | undefined,
  ctx: WindowContext,
  span: Placed['span'],
): ContentLayer | null {
  const fps = ctx.doc.fps;
  const keys: Keyed | undefined = layer.keyframes?.length
    ? { x: layer.x, y: layer.y, opacity: layer.opacity, keyframes: layer.keyframes, shift: r6(window.sceneOffsetFrames / fps - (layer.start ?? 0)) }
    : undefined;
  const base = { opacity: layer.opacity, span, ...(keys && { keys }) };
  if (layer.type === 'avatar' && laid.type === 'avatar') {
    const take = window.segmentId && layer.id === speaker ? ctx.speech.get(window.segmentId) : undefined;
    return {
      ...base,
      type: 'avatar',
      layerId: layer.id,
      avatar: layer.avatar,
      ...(ctx.media.has(layer.avatar) ? { avatarMedia: ctx.media.get(layer.avatar)!.hash } : {}),
      ...(layer.face ? { face: layer.face } : {}),
      ...(layer.motion ? { motion: layer.motion } : {}),
      ...(ctx.avatars.continuous?.(layer.avatar) ? { startFrame: window.startFrame } : {}),
      emotion: layer.emotion,
      removeBackground: laid.cutout,
      ...laid.box,
      speech: take && { key: take.key, leadIn: r4(window.leadFrames / fps) },
    };
  }
  if ((layer.type === 'image' || layer.type === 'video') && (laid.type === 'image' || laid.type === 'video')) {
    const { cx, cy, width } = laid;
    const frame = mediaFrame(layer, laid, window, fps);
    if (layer.type === 'image') return { ...base, type: 'image', media: mediaHash(ctx, layer.src).hash, cx, cy, width, ...frame };
    const file = mediaHash(ctx, layer.src);
    const played = window.sceneOffsetFrames / fps + (span?.start ?? 0) - (layer.start ?? 0);
    const length = file.durationSec ?? 0;
    if (!layer.loop && length > 0 && played >= length) return null;
    const offsetSec = r4(layer.loop && length > 0 ? played % length : played);
    return { ...base, type: 'video', media: file.hash, cx, cy, width, loop: layer.loop, offsetSec, ...frame };
  }
  if (layer.type === 'text' && laid.type === 'text') {
    const { cx, cy, width, fontPx } = laid;
    const start = window.sceneOffsetFrames / fps;
    const lines = textLayerLines(layer.text, width / fontPx, layer.font);
    return {
      ...base,
      type: 'text',
      lines,
      fontPx,
      color: layer.color.toLowerCase(),
      bold: layer.bold,
      align: layer.align,
      ...(textDirection(layer.text) === 'rtl' ? { direction: 'rtl' as const } : {}),
      ...(layer.font && layer.font !== DEFAULT_FONT_FAMILY ? { font: layer.font } : {}),
      box: layer.box?.toLowerCase(),
      cx,
      cy,
      width,
      enter: entrance(layer, start, start + window.frames / fps),
    };
  }
  if (layer.type === 'shape' && laid.type === 'shape') {
    const { cx, cy, width, height } = laid;
    const shape = { ...base, type: 'shape' as const, shape: layer.shape, fill: layer.fill.toLowerCase(), radius: layer.radius, cx, cy, width, height };
    if (layer.shape !== 'progress') return shape;
    return {
      ...shape,
      ...(layer.progress?.track && { track: layer.progress.track.toLowerCase() }),
      fills: progressFills(layer.progress?.over ?? 'scene', window, ctx),
      ...(keys && { keyedBar: true as const }),
    };
  }
  throw new Error(`Layout of layer ${layer.id} does not match its type`);
}

/** What one window shows, and its cache key. Pure: the same document and speech give the same key. */
export function windowContent(window: WindowTiming, ctx: WindowContext): { key: string; content: WindowContent } {
  const { doc } = ctx;
  const scene = doc.scenes[window.sceneIndex];
  const layout = sceneLayout(doc, scene, { watermark: ctx.watermark, avatarAspect: (a) => ctx.avatars.aspect(a) });
  const { width, height } = layout;
  const start = window.sceneOffsetFrames / doc.fps;
  const end = start + window.frames / doc.fps;
  const segment = scene.script.find((s) => s.id === window.segmentId);
  const speaker = segment?.speaker ?? scene.layers.find((l) => l.type === 'avatar')?.id;

  const layers: ContentLayer[] = [];
  for (const [i, layer] of scene.layers.entries()) {
    const span = spanIn(layer, start, end, doc.fps);
    if (span === null) continue;
    const placed = contentLayer(layer, layout.layers[i]!, window, speaker, ctx, span);
    if (placed) layers.push(placed);
  }
  const take = segment && ctx.speech.get(segment.id);
  const { enabled, ...style } = doc.subtitles;
  const content: WindowContent = {
    width,
    height,
    fps: doc.fps,
    frames: window.frames,
    background: background(scene.background ?? doc.background, ctx, start),
    layers,
    // Captions show the script as shown: pause and pronunciation marks are for the voice.
    subtitles:
      enabled && segment && take
        ? {
            text: hasScriptMarkup(segment.text) ? captionText(segment.text) : segment.text,
            speech: take.key,
            offsetSec: r4(window.leadFrames / doc.fps),
            style,
          }
        : undefined,
    logo: layout.logo
      ? { media: mediaHash(ctx, layout.logo.src).hash, position: layout.logo.corner, width: layout.logo.width, opacity: layout.logo.opacity }
      : undefined,
    watermark: ctx.watermark,
    renderer: layers.some((l) => l.type === 'avatar') ? { id: ctx.avatars.id, version: ctx.avatars.version } : undefined,
    transition: transitionIn(scene, doc, start),
  };
  return { key: stepKey('clip', CLIP_VERSION, content, 'mp4'), content };
}
