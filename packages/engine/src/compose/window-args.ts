import type { AvatarPixelFormat } from '../types.js';
import { clipEncodeArgs } from './encode-args.js';
import { ffColor, filterValue, round } from './escape.js';
import { type Keyed, keyedOpacity, keyedPosition, keyedScale } from './keyframe-filters.js';
import { enableOpt, fitFilter, opacityFilter, type TextBlock, type TimeSpan, textFilters, watermarkFilter } from './layer-filters.js';
import { boxFilter, type MotionSpan, motionFilters, type TransitionSpec, transitionGraph } from './motion-filters.js';

export type WindowBackground =
  | { kind: 'color'; color: string }
  | { kind: 'image'; path: string; fit: 'cover' | 'contain' }
  /** Looped from `offsetSec` (already within the video's length), so a background runs on across windows. */
  | { kind: 'video'; path: string; fit: 'cover' | 'contain'; offsetSec: number };

/** v3: with `height` the media fills a width × height box by `fit`; `motion` moves it inside (needs `height`). */
interface MediaBox {
  height?: number;
  fit?: 'cover' | 'contain';
  motion?: MotionSpan;
}

/** v4: keyframes move, scale and fade the layer from where it is laid; `opacity` is then unused. */
interface Animated {
  keys?: Keyed;
}

/** Layers in drawing order (first = bottom). Positions are output pixels; (cx, cy) is the centre. */
export type WindowLayer =
  /** Raw frames written to a pipe (`fd` 0 = stdin, 3+ = extra pipes), exactly the box's size. */
  | ({
      kind: 'frames';
      fd: number;
      pixelFormat: AvatarPixelFormat;
      x: number;
      y: number;
      width: number;
      height: number;
      opacity: number;
      span?: TimeSpan;
    } & Animated)
  /** A video file scaled to the box (an external avatar engine's clip). */
  | ({ kind: 'clip'; path: string; x: number; y: number; width: number; height: number; opacity: number; span?: TimeSpan } & Animated)
  /** A still image scaled to `width` (height by its aspect) or into its box: image layers, shapes. */
  | ({ kind: 'image'; path: string; cx: number; cy: number; width: number; opacity: number; span?: TimeSpan } & MediaBox & Animated)
  /** A video scaled like an image, starting `offsetSec` into the file, looping or ending when it ends. */
  | ({ kind: 'video'; path: string; cx: number; cy: number; width: number; opacity: number; span?: TimeSpan; loop: boolean; offsetSec: number } & MediaBox &
      Animated)
  | ({ kind: 'text' } & TextBlock)
  /** A bar at (x, y) whose `fill` grows from the left, `fills.from` full on the window's first frame to `fills.to` on its last, over a `track`. */
  | ({
      kind: 'progress';
      x: number;
      y: number;
      width: number;
      height: number;
      fill: string;
      track?: string;
      fills: { from: number; to: number };
      opacity: number;
      span?: TimeSpan;
    } & Animated);

export interface WindowClipSpec {
  width: number;
  height: number;
  fps: number;
  frames: number;
  background: WindowBackground;
  layers: WindowLayer[];
  /** An ASS file timed to this window. */
  subtitlesPath?: string;
  logo?: { path: string; position: 'top-left' | 'top-right' | 'bottom-left' | 'bottom-right'; width: number; margin: number; opacity: number };
  watermark: boolean;
  /** The scene's entrance, drawn over the scene's picture (under subtitles, logo and watermark). */
  transition?: TransitionSpec;
  fontFile: string;
  threads: number;
  preset?: string;
  output: string;
}

/** Frames without alpha, shown whole and throughout, that cover every pixel of the W×H frame. */
function coversFrame(l: Extract<WindowLayer, { kind: 'frames' }>, W: number, H: number): boolean {
  return l.pixelFormat === 'yuv420p' && l.opacity >= 1 && !l.span && !l.keys && l.x <= 0 && l.y <= 0 && l.x + l.width >= W && l.y + l.height >= H;
}

/** A media layer at its size: `width` wide by its own aspect, or into its box. */
const fitted = (l: { width: number } & MediaBox) =>
  l.height === undefined ? `scale=${Math.round(l.width)}:-2` : boxFilter(l.fit ?? 'cover', Math.round(l.width), Math.round(l.height));

function moving(l: { width: number } & MediaBox, fps: number, frames: number) {
  if (!l.motion || l.height === undefined) throw new Error('A moving picture needs its box height');
  return motionFilters(l.motion, Math.round(l.width), Math.round(l.height), fps, frames);
}

/** The fill's left edge at window time t: a whole bar's width to the left when empty, 0 when full. */
export function progressX(fills: { from: number; to: number }, frames: number, fps: number): string {
  const perSec = frames > 1 ? (fills.to - fills.from) / ((frames - 1) / fps) : 0;
  return `-w+w*clip(${round(fills.from, 6)}+${round(perSec, 6)}*t,0,1)`;
}

/**
 * One ffmpeg run that draws a window: background, layers, subtitles, logo and watermark, encoded as an
 * H.264 clip of exactly `frames` frames. Inputs are trimmed with `-t`/-frames, never `-shortest`.
 */
export function windowClipArgs(spec: WindowClipSpec): string[] {
  const { width: W, height: H, fps, frames } = spec;
  const duration = frames / fps;
  // A frame of slack on every timed input, so rounding inside ffmpeg never leaves the clip a frame short.
  const inputSec = round(duration + 1 / fps, 4);
  const inputs: string[] = [];
  const graph: string[] = [];
  let count = 0;
  const addInput = (...args: string[]) => {
    inputs.push(...args);
    return count++;
  };

  const bg = spec.background;
  const [first] = spec.layers;
  const opaqueBase = first?.kind === 'frames' && coversFrame(first, W, H) ? first : undefined;
  if (opaqueBase) {
    // Opaque frames over the whole picture are the picture: no background to draw, nothing to blend.
    const i = addInput(
      '-f',
      'rawvideo',
      '-pix_fmt',
      opaqueBase.pixelFormat,
      '-s',
      `${opaqueBase.width}x${opaqueBase.height}`,
      '-framerate',
      String(fps),
      '-i',
      `pipe:${opaqueBase.fd}`,
    );
    const crop =
      opaqueBase.x === 0 && opaqueBase.y === 0 && opaqueBase.width === W && opaqueBase.height === H ? '' : `crop=${W}:${H}:${-opaqueBase.x}:${-opaqueBase.y},`;
    graph.push(`[${i}:v]setpts=PTS-STARTPTS,${crop}setsar=1[base]`);
  } else if (bg.kind === 'color') {
    const i = addInput('-f', 'lavfi', '-i', `color=c=${ffColor(bg.color)}:s=${W}x${H}:r=${fps}:d=${inputSec}`);
    graph.push(`[${i}:v]format=yuv420p,setsar=1[base]`);
  } else if (bg.kind === 'image') {
    // Decoded and scaled once; tpad repeats that one frame by reference.
    const i = addInput('-framerate', String(fps), '-i', bg.path);
    graph.push(`[${i}:v]${fitFilter(bg.fit, W, H)},format=yuv420p,setsar=1,tpad=stop_mode=clone:stop=${frames}[base]`);
  } else {
    const i = addInput('-stream_loop', '-1', '-ss', round(bg.offsetSec, 4), '-t', inputSec, '-i', bg.path);
    graph.push(`[${i}:v]fps=${fps},${fitFilter(bg.fit, W, H)},format=yuv420p,setsar=1,setpts=PTS-STARTPTS,tpad=stop_mode=clone:stop=${fps}[base]`);
  }

  let current = 'base';
  let n = 0;
  const overlay = (stream: string, x: string, y: string, extra: string) => {
    const out = `v${++n}`;
    graph.push(`[${current}][${stream}]overlay=x=${x}:y=${y}${extra}[${out}]`);
    current = out;
  };
  /** Overlays a layer laid centred on (cx, cy): where it is, or where its keyframes take it. */
  const overlayAt = (stream: string, cx: number, cy: number, keys: Keyed | undefined, extra: string) => {
    const at = keys ? keyedPosition(keys, cx, cy, { width: W, height: H }) : { x: `${round(cx, 2)}-w/2`, y: `${round(cy, 2)}-h/2` };
    overlay(stream, at.x, at.y, extra);
  };
  /** A keyed layer's per-frame scale and opacity (after everything that draws its picture). */
  const keyedSteps = (keys: Keyed, label: string) => {
    const opacity = keyedOpacity(keys, label);
    return `${keyedScale(keys)}${typeof opacity === 'number' ? opacityFilter(opacity) : opacity}`;
  };
  const drawOn = (filters: string[]) => {
    if (!filters.length) return;
    const out = `v${++n}`;
    graph.push(`[${current}]${filters.join(',')}[${out}]`);
    current = out;
  };

  for (const layer of opaqueBase ? spec.layers.slice(1) : spec.layers) {
    const label = `l${n + 1}`;
    if (layer.kind === 'frames') {
      const i = addInput(
        '-f',
        'rawvideo',
        '-pix_fmt',
        layer.pixelFormat,
        '-s',
        `${layer.width}x${layer.height}`,
        '-framerate',
        String(fps),
        '-i',
        `pipe:${layer.fd}`,
      );
      // yuva420p frames go straight to the overlay. RGBA → YUVA 4:2:0 is the costliest filter per frame;
      // at 1:1 size nearest-neighbour chroma looks the same on our flat-shaded art and saves a fifth of it.
      const convert = layer.keys
        ? keyedSteps(layer.keys, label)
        : layer.pixelFormat === 'yuva420p'
          ? layer.opacity < 1
            ? `,lutyuv=a=val*${round(layer.opacity, 3)}`
            : ''
          : `${opacityFilter(layer.opacity)},scale=flags=neighbor,format=yuva420p`;
      graph.push(`[${i}:v]setpts=PTS-STARTPTS${convert}[${label}]`);
      const extra = `:eof_action=pass${enableOpt(layer.span)}`;
      if (layer.keys) overlayAt(label, layer.x + layer.width / 2, layer.y + layer.height / 2, layer.keys, extra);
      else overlay(label, String(layer.x), String(layer.y), extra);
    } else if (layer.kind === 'clip') {
      const i = addInput('-t', inputSec, '-i', layer.path);
      const look = layer.keys ? keyedSteps(layer.keys, label) : opacityFilter(layer.opacity);
      graph.push(`[${i}:v]fps=${fps},scale=${layer.width}:${layer.height},setpts=PTS-STARTPTS${look}[${label}]`);
      const extra = `:eof_action=pass${enableOpt(layer.span)}`;
      if (layer.keys) overlayAt(label, layer.x + layer.width / 2, layer.y + layer.height / 2, layer.keys, extra);
      else overlay(label, String(layer.x), String(layer.y), extra);
    } else if (layer.kind === 'image') {
      const motion = layer.motion && moving(layer, fps, frames);
      const { keys } = layer;
      // A moving still is decoded and enlarged once, then repeated by reference for the per-frame steps.
      const i = motion || keys ? addInput('-framerate', String(fps), '-i', layer.path) : addInput('-i', layer.path);
      const opacity = keys ? '' : opacityFilter(layer.opacity);
      const repeated = `tpad=stop_mode=clone:stop=${frames}`;
      const still = motion
        ? `${motion.still}${opacity},format=yuva420p|yuv420p,${repeated},${motion.moving}`
        : keys
          ? `${fitted(layer)},${repeated}`
          : `${fitted(layer)}${opacity}`;
      graph.push(`[${i}:v]${still}${keys ? keyedSteps(keys, label) : ''}[${label}]`);
      overlayAt(label, layer.cx, layer.cy, keys, `:eof_action=repeat${enableOpt(layer.span)}`);
    } else if (layer.kind === 'video') {
      const start = layer.span?.start ?? 0;
      const visible = round((layer.span?.end ?? duration) - start + 1 / fps, 4);
      const i = addInput(...(layer.loop ? ['-stream_loop', '-1'] : []), '-ss', round(layer.offsetSec, 4), '-t', visible, '-i', layer.path);
      const motion = layer.motion && moving(layer, fps, frames);
      const setpts = `setpts=PTS-STARTPTS+${round(start, 4)}/TB`;
      // A motion reads the window clock, so it follows setpts; opacity after it spares scaling an alpha plane.
      // Keyframes, like a motion, read the window clock, so they follow setpts.
      const { keys } = layer;
      const chain = keys
        ? `${motion ? `${motion.still},${setpts},${motion.moving}` : `${fitted(layer)},${setpts}`}${keyedSteps(keys, label)}`
        : motion
          ? `${motion.still},${setpts},${motion.moving}${opacityFilter(layer.opacity)}`
          : `${fitted(layer)}${opacityFilter(layer.opacity)},${setpts}`;
      graph.push(`[${i}:v]fps=${fps},${chain}[${label}]`);
      overlayAt(label, layer.cx, layer.cy, keys, `:eof_action=pass${enableOpt(layer.span)}`);
    } else if (layer.kind === 'progress') {
      const size = `s=${layer.width}x${layer.height}:r=${fps}:d=${inputSec}`;
      // The bar's own canvas (the track, or transparent) clips the fill sliding in from its left edge.
      const canvas = addInput('-f', 'lavfi', '-i', `color=c=${layer.track ? ffColor(layer.track) : 'black@0'}:${size},format=yuva420p`);
      const fill = addInput('-f', 'lavfi', '-i', `color=c=${ffColor(layer.fill)}:${size}`);
      // Keyframes move, scale and fade the drawn bar as they do any picture (the fill keeps its own clock).
      const look = layer.keys ? keyedSteps(layer.keys, label) : opacityFilter(layer.opacity);
      graph.push(`[${canvas}:v][${fill}:v]overlay=x='${progressX(layer.fills, frames, fps)}':y=0:format=yuv420${look}[${label}]`);
      const extra = `:eof_action=pass${enableOpt(layer.span)}`;
      if (layer.keys) overlayAt(label, layer.x + layer.width / 2, layer.y + layer.height / 2, layer.keys, extra);
      else overlay(label, String(layer.x), String(layer.y), extra);
    } else {
      drawOn(textFilters(layer, { width: W, height: H }));
    }
  }

  if (spec.transition) {
    const output = `v${++n}`;
    graph.push(...transitionGraph(spec.transition, { input: current, output, width: W, height: H, fps, addInput }));
    current = output;
  }
  if (spec.subtitlesPath) drawOn([`subtitles=filename=${filterValue(spec.subtitlesPath)}`]);
  if (spec.logo) {
    const i = addInput('-i', spec.logo.path);
    graph.push(`[${i}:v]scale=${Math.round(spec.logo.width)}:-2${opacityFilter(spec.logo.opacity)}[logo]`);
    const { position, margin } = spec.logo;
    const x = position.endsWith('left') ? String(margin) : `main_w-w-${margin}`;
    const y = position.startsWith('top') ? String(margin) : `main_h-h-${margin}`;
    overlay('logo', x, y, ':eof_action=repeat');
  }
  if (spec.watermark) drawOn([watermarkFilter(W, H, spec.fontFile)]);
  graph.push(`[${current}]format=yuv420p[vout]`);

  return [
    ...inputs,
    '-filter_complex',
    graph.join(';'),
    '-map',
    '[vout]',
    '-frames:v',
    String(frames),
    '-an',
    ...clipEncodeArgs({ fps, threads: spec.threads, preset: spec.preset }),
    '-f',
    'mp4',
    spec.output,
  ];
}
