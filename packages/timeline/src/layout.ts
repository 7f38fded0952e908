import { hasKeyframes, layerStateAt } from './keyframes.js';
import {
  FRAME_SIZES,
  type AvatarLayer,
  type Background,
  type Layer,
  type Logo,
  type MediaMotion,
  type Scene,
  type Subtitles,
  type TimelineDoc,
} from './schema.js';

/**
 * Where everything in a scene goes, in output pixels: the one geometry that the renderer draws with and
 * the editor's preview shows (as percentages of its frame), so the two cannot drift apart. Pure and
 * rounded exactly as the renderer needs (even avatar sizes for 4:2:0 frames).
 */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}
export interface FrameSize {
  width: number;
  height: number;
}
export type Corner = Logo['position'];

/** A layer where it sits; z-order is the array order of SceneLayout.layers (first = bottom). */
export type LaidLayer =
  /** `cutout`: drawn without the look's own room (transparent around the person); else with it. */
  | { type: 'avatar'; id: string; avatar: string; emotion: AvatarLayer['emotion']; cutout: boolean; opacity: number; box: Box }
  | LaidMedia
  | { type: 'text'; id: string; opacity: number; cx: number; cy: number; width: number; fontPx: number }
  | { type: 'shape'; id: string; opacity: number; cx: number; cy: number; width: number; height: number };

/**
 * Centred on (cx, cy), `width` wide. With `height` the media fills that box by `fit` (cover crops,
 * contain shrinks it inside, leaving the rest clear); without, its height follows its own aspect.
 * `motion` moves the picture inside its box, which it then always covers: a moving picture's fit is cover.
 */
export interface LaidMedia {
  type: 'image' | 'video';
  id: string;
  src: string;
  opacity: number;
  cx: number;
  cy: number;
  width: number;
  height?: number;
  fit: 'cover' | 'contain';
  motion: MediaMotion;
}

/** The logo: `width` wide in `corner`, `margin` from both edges; `box` when the image's aspect is known. */
export interface LogoLayout {
  src: string;
  corner: Corner;
  width: number;
  margin: number;
  opacity: number;
  box?: Box;
}

/** The Free plan's mark: text `fontPx` high, `margin` from the bottom-right corner. */
export interface WatermarkLayout {
  text: string;
  corner: 'bottom-right';
  fontPx: number;
  margin: number;
}

/** The band subtitles are set in: centred between `marginH` on each side, `marginV` from the top or bottom. */
export interface SubtitleArea {
  position: Subtitles['position'];
  fontPx: number;
  marginH: number;
  marginV: number;
}

export interface SceneLayout {
  width: number;
  height: number;
  /** Fills the frame under every layer (fit: cover crops, contain pads). */
  background: Background;
  layers: LaidLayer[];
  /** Above the layers, in this order: subtitles, logo, watermark. */
  subtitles: SubtitleArea | null;
  logo: LogoLayout | null;
  watermark: WatermarkLayout | null;
}

export const WATERMARK_TEXT = 'Made with Framecast';

const r2 = (n: number) => Math.round(n * 100) / 100;
const even = (n: number) => Math.max(2, 2 * Math.round(n / 2));

/** Distance of the logo and the watermark from the frame's edges. */
export const edgeMargin = (frame: FrameSize) => Math.round(Math.min(frame.width, frame.height) * 0.035);

/**
 * An avatar's pixel box: even sizes (the renderer draws frames at exactly this size, so ffmpeg never
 * scales them), centred on the layer's point, height from the avatar's natural aspect (width / height).
 */
export function avatarBox(layer: Pick<AvatarLayer, 'x' | 'y' | 'width'>, frame: FrameSize, aspect: number): Box {
  const cx = r2(layer.x * frame.width);
  const cy = r2(layer.y * frame.height);
  const width = even(layer.width * frame.width);
  const height = even(width / aspect);
  return { x: Math.round(cx - width / 2), y: Math.round(cy - height / 2), width, height };
}

/** A layer's place in pixels; `aspect` is the avatar's width / height. */
export function layLayer(layer: Layer, frame: FrameSize, aspect: number): LaidLayer {
  const { width: W, height: H } = frame;
  const at = { id: layer.id, opacity: layer.opacity, cx: r2(layer.x * W), cy: r2(layer.y * H), width: Math.round(layer.width * W) };
  switch (layer.type) {
    case 'avatar':
      return {
        type: 'avatar',
        id: layer.id,
        avatar: layer.avatar,
        emotion: layer.emotion,
        cutout: layer.removeBackground,
        opacity: layer.opacity,
        box: avatarBox(layer, frame, aspect),
      };
    case 'image':
    case 'video': {
      const fit = layer.motion === 'none' ? layer.fit : 'cover';
      const height = layer.height === undefined ? {} : { height: Math.round(layer.height * H) };
      return { ...at, type: layer.type, src: layer.src, ...height, fit, motion: layer.motion };
    }
    case 'text':
      return { ...at, type: 'text', fontPx: Math.round(layer.size * H) };
    case 'shape':
      return { ...at, type: 'shape', height: Math.round(layer.height * H) };
  }
}

/**
 * A layer as it stands `t` seconds after it starts showing (v4 keyframes): moved, scaled about its
 * centre (every size it has) and faded. Without keyframes it is the layer itself.
 */
export function layerAt<L extends Layer>(layer: L, t: number): L {
  if (!hasKeyframes(layer)) return layer;
  const { x, y, scale, opacity } = layerStateAt(layer, t);
  const sized: Layer = { ...layer, x, y, opacity, width: layer.width * scale };
  if (sized.type === 'text') sized.size *= scale;
  else if (sized.type === 'shape' || ((sized.type === 'image' || sized.type === 'video') && sized.height !== undefined)) sized.height = sized.height! * scale;
  return sized as L;
}

/** `layLayer` at scene time `t`: where the preview draws a keyframed layer on that frame. */
export function layLayerAt(layer: Layer, frame: FrameSize, aspect: number, t: number): LaidLayer {
  return layLayer(layerAt(layer, t - (layer.start ?? 0)), frame, aspect);
}

/**
 * Where a media layer's picture shows, given its width / height: its box, or inside the box for contain,
 * or its own aspect at `width` with an even height (what ffmpeg's `scale=w:-2` and `force_original_aspect_ratio` give).
 */
export function mediaBox(laid: Pick<LaidMedia, 'cx' | 'cy' | 'width' | 'height' | 'fit'>, aspect: number): Box {
  const { width: w, height: h } = laid;
  const [width, height] =
    h === undefined ? [w, even(w / aspect)] : laid.fit === 'contain' ? [Math.min(w, Math.round(h * aspect)), Math.min(h, Math.round(w / aspect))] : [w, h];
  return { x: Math.round(laid.cx - width / 2), y: Math.round(laid.cy - height / 2), width, height };
}

/**
 * The logo's place. The renderer scales it to `width` with an even height (ffmpeg `scale=w:-2`), so
 * given the image's aspect (width / height) the box is exact.
 */
export function logoLayout(logo: Logo, frame: FrameSize, aspect?: number): LogoLayout {
  const width = Math.round(logo.width * frame.width);
  const margin = edgeMargin(frame);
  const out: LogoLayout = { src: logo.src, corner: logo.position, width, margin, opacity: logo.opacity };
  if (aspect && aspect > 0) {
    const height = even(width / aspect);
    const x = logo.position.endsWith('left') ? margin : frame.width - width - margin;
    const y = logo.position.startsWith('top') ? margin : frame.height - height - margin;
    out.box = { x, y, width, height };
  }
  return out;
}

export function watermarkLayout(frame: FrameSize): WatermarkLayout {
  return { text: WATERMARK_TEXT, corner: 'bottom-right', fontPx: Math.round(Math.min(frame.width, frame.height) * 0.04), margin: edgeMargin(frame) };
}

export function subtitleArea(style: Pick<Subtitles, 'preset' | 'position' | 'size'>, frame: FrameSize): SubtitleArea {
  return {
    position: style.position,
    fontPx: Math.round(style.size * frame.height * (style.preset === 'bold' ? 1.15 : 1)),
    marginH: Math.round(frame.width * 0.07),
    marginV: Math.round(frame.height * (style.position === 'bottom' ? 0.1 : 0.07)),
  };
}

export type LayoutDoc = Pick<TimelineDoc, 'aspectRatio' | 'resolution' | 'background' | 'subtitles' | 'logo'>;
export interface LayoutOptions {
  /** The Free plan's mark is drawn. */
  watermark: boolean;
  /** An avatar's natural width / height (the renderer's answer); default 3:4. */
  avatarAspect?: (avatar: string) => number;
  /** The logo image's width / height, when known (gives the logo's exact box). */
  logoAspect?: number;
  /** Seconds into the scene: keyframed layers (v4) are laid where they are then; absent = where they start from, unmoved. */
  at?: number;
}

/** The whole layout of one scene of a document. */
export function sceneLayout(doc: LayoutDoc, scene: Pick<Scene, 'background' | 'layers'>, opts: LayoutOptions): SceneLayout {
  const frame = FRAME_SIZES[doc.resolution][doc.aspectRatio];
  const aspectOf = opts.avatarAspect ?? (() => 0.75);
  return {
    ...frame,
    background: scene.background ?? doc.background,
    layers: scene.layers.map((l) => {
      const aspect = l.type === 'avatar' ? aspectOf(l.avatar) : 1;
      return opts.at === undefined ? layLayer(l, frame, aspect) : layLayerAt(l, frame, aspect, opts.at);
    }),
    subtitles: doc.subtitles.enabled ? subtitleArea(doc.subtitles, frame) : null,
    logo: doc.logo ? logoLayout(doc.logo, frame, opts.logoAspect) : null,
    watermark: opts.watermark ? watermarkLayout(frame) : null,
  };
}

/** A pixel box as percentages of the frame (CSS left/top/width/height), for a preview of any size. */
export function percentBox(box: Box, frame: FrameSize) {
  const pct = (n: number, of: number) => `${(n / of) * 100}%`;
  return { left: pct(box.x, frame.width), top: pct(box.y, frame.height), width: pct(box.width, frame.width), height: pct(box.height, frame.height) };
}
