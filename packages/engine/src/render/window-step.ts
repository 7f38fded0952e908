import fs from 'node:fs/promises';
import path from 'node:path';
import { chunkSubtitles, edgeMargin, hasRtlScript, mediaBox, subtitleMetrics, TEXT_RISE } from '@framecast/timeline';
import { buildAss } from '../compose/ass.js';
import { runFfmpeg } from '../compose/ffmpeg.js';
import { cjkFontFile, familyFontFile, rtlFontFile } from '../compose/fonts.js';
import { probeMedia } from '../compose/probe.js';
import { writeShapePng } from '../compose/shape-image.js';

import { windowClipArgs, type WindowBackground, type WindowLayer } from '../compose/window-args.js';
import type { AvatarRenderer, SpeechResult } from '../types.js';
import { cachedFile, type CachedFile, type StepRunOptions } from './cached-step.js';
import type { ContentLayer, MediaFile, WindowContent } from './window-content.js';

export interface WindowStepOptions extends StepRunOptions {
  key: string;
  content: WindowContent;
  avatars: AvatarRenderer;
  /** Speech takes by key. */
  speech: ReadonlyMap<string, SpeechResult>;
  /** Media files by content hash. */
  media: ReadonlyMap<string, MediaFile>;
  threads: number;
  preset?: string;
}

const pathOf = (media: ReadonlyMap<string, MediaFile>, hash: string) => {
  const file = media.get(hash);
  if (!file) throw new Error(`No local file for media ${hash}`);
  return file.path;
};

/** Draws one window into a clip (or finds it cached); answers the cached clip's path. */
export async function renderWindow(opts: WindowStepOptions): Promise<CachedFile> {
  const dir = path.join(opts.tmpDir, opts.key.replace(/\.mp4$/, ''));
  try {
    const out = await cachedFile(opts.cache, opts.key, () => drawWindow(opts, dir));
    if (out.cached) opts.onProgress?.(1);
    return out;
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** Draws the window's clip inside `dir` and answers its path. */
async function drawWindow(opts: WindowStepOptions, dir: string): Promise<string> {
  const { content } = opts;
  await fs.mkdir(dir, { recursive: true });
  const fontFile = cjkFontFile();
  // Looked up only when needed: a machine without the RTL font still renders every other video.
  const rtlFont = content.layers.some((l) => l.type === 'text' && (l.direction === 'rtl' || l.lines.some(hasRtlScript))) ? rtlFontFile() : undefined;
  const inputs: Record<number, AsyncIterable<Buffer>> = {};
  const layers: WindowLayer[] = [];
  for (const [i, layer] of content.layers.entries()) {
    layers.push(await drawLayer(layer, i, { ...opts, dir, fontFile, rtlFont, inputs }));
  }
  let subtitlesPath: string | undefined;
  if (content.subtitles) {
    const take = opts.speech.get(content.subtitles.speech);
    if (!take) throw new Error(`Speech ${content.subtitles.speech} missing for subtitles`);
    const layout = { width: content.width, height: content.height, style: content.subtitles.style };
    const { maxLineEm, maxLines } = subtitleMetrics(layout);
    const chunks = chunkSubtitles({ text: content.subtitles.text, durationSec: take.durationSec, words: take.words, maxLineEm, maxLines });
    subtitlesPath = path.join(dir, 'subtitles.ass');
    await fs.writeFile(subtitlesPath, buildAss(layout, chunks, content.subtitles.text, content.subtitles.offsetSec));
  }
  const bg = content.background;
  const background: WindowBackground =
    bg.type === 'color'
      ? { kind: 'color', color: bg.color }
      : bg.type === 'image'
        ? { kind: 'image', path: pathOf(opts.media, bg.media), fit: bg.fit }
        : { kind: 'video', path: pathOf(opts.media, bg.media), fit: bg.fit, offsetSec: bg.offsetSec };
  const output = path.join(dir, 'clip.mp4');
  const args = windowClipArgs({
    width: content.width,
    height: content.height,
    fps: content.fps,
    frames: content.frames,
    background,
    layers,
    subtitlesPath,
    logo: content.logo && { ...content.logo, path: pathOf(opts.media, content.logo.media), margin: edgeMargin(content) },
    watermark: content.watermark,
    transition: content.transition,
    fontFile,
    threads: opts.threads,
    preset: opts.preset,
    output,
  });
  await runFfmpeg({ args, inputs, durationSec: content.frames / content.fps, onProgress: opts.onProgress, signal: opts.signal });
  return output;
}

async function drawLayer(
  layer: ContentLayer,
  index: number,
  ctx: WindowStepOptions & { dir: string; fontFile: string; rtlFont: string | undefined; inputs: Record<number, AsyncIterable<Buffer>> },
): Promise<WindowLayer> {
  const { opacity, span, keys } = layer;
  switch (layer.type) {
    case 'avatar': {
      const speech = layer.speech && ctx.speech.get(layer.speech.key);
      if (layer.speech && !speech) throw new Error(`Speech ${layer.speech.key} missing for avatar ${layer.layerId}`);
      const visible = visiblePart(layer, ctx.content.width, ctx.content.height);
      const coversFrame = layer.x <= 0 && layer.y <= 0 && layer.x + layer.width >= ctx.content.width && layer.y + layer.height >= ctx.content.height;
      const clip = await ctx.avatars.clip({
        avatar: layer.avatar,
        ...(layer.face ? { face: layer.face } : {}),
        ...(layer.motion ? { motion: layer.motion } : {}),
        ...(layer.startFrame !== undefined ? { startFrame: layer.startFrame } : {}),
        emotion: layer.emotion,
        width: layer.width,
        height: layer.height,
        fps: ctx.content.fps,
        frames: ctx.content.frames,
        leadIn: layer.speech?.leadIn ?? 0,
        speech,
        removeBackground: layer.removeBackground,
        // A keyframed avatar moves, so it is drawn whole.
        visible: !keys && (visible.width < layer.width || visible.height < layer.height) ? visible : undefined,
        // The bottom layer, opaque all the time and over the whole frame, hides the background.
        opaque: index === 0 && coversFrame && opacity >= 1 && !span && !layer.removeBackground,
      });
      if (clip.kind === 'file')
        return { kind: 'clip', path: clip.path, x: layer.x, y: layer.y, width: layer.width, height: layer.height, opacity, span, ...(keys && { keys }) };
      // stdin for the first avatar, then fds 3, 4 … (1 and 2 carry progress and errors).
      const fd = Object.keys(ctx.inputs).length === 0 ? 0 : 2 + Object.keys(ctx.inputs).length;
      ctx.inputs[fd] = clip.frames;
      // Where the renderer says it drew, else centred on the layer's box should it answer another size.
      const x = layer.x + (clip.offset?.x ?? Math.round((layer.width - clip.width) / 2));
      const y = layer.y + (clip.offset?.y ?? Math.round((layer.height - clip.height) / 2));
      return { kind: 'frames', fd, pixelFormat: clip.pixelFormat, x, y, width: clip.width, height: clip.height, opacity, span, ...(keys && { keys }) };
    }
    case 'image':
    case 'video': {
      const file = pathOf(ctx.media, layer.media);
      const { cx, cy, width, fit, motion } = layer;
      const at = {
        path: file,
        cx,
        cy,
        width,
        opacity,
        span,
        fit,
        motion,
        height: layer.height ?? (motion && (await naturalHeight(file, layer))),
        ...(keys && { keys }),
      };
      return layer.type === 'image' ? { kind: 'image', ...at } : { kind: 'video', ...at, loop: layer.loop, offsetSec: layer.offsetSec };
    }
    case 'text':
      return {
        kind: 'text',
        lines: layer.lines,
        ...(layer.font ? { fontFile: familyFontFile(layer.font), cjkFontFile: ctx.fontFile } : { fontFile: ctx.fontFile }),
        ...(ctx.rtlFont && { rtlFontFile: ctx.rtlFont }),
        ...(layer.direction && { direction: layer.direction }),
        fontPx: layer.fontPx,
        color: layer.color,
        opacity,
        bold: layer.bold,
        align: layer.align,
        box: layer.box,
        cx: layer.cx,
        cy: layer.cy,
        width: layer.width,
        span,
        enter: layer.enter && { start: layer.enter.start, rise: layer.enter.type === 'rise' ? TEXT_RISE * ctx.content.height : 0 },
        ...(keys && { keys }),
      };
    case 'shape': {
      if (layer.shape === 'progress' && layer.fills) {
        // The track and the growing fill are drawn by ffmpeg, frame by frame; keyframes move the drawn bar.
        const width = Math.max(1, Math.round(layer.width));
        const height = Math.max(1, Math.round(layer.height));
        const x = Math.round(layer.cx - width / 2);
        const y = Math.round(layer.cy - height / 2);
        return { kind: 'progress', x, y, width, height, fill: layer.fill, track: layer.track, fills: layer.fills, opacity, span, ...(keys && { keys }) };
      }
      const file = path.join(ctx.dir, `shape-${index}.png`);
      await writeShapePng(layer, file);
      return { kind: 'image', path: file, cx: layer.cx, cy: layer.cy, width: layer.width, opacity, span, ...(keys && { keys }) };
    }
  }
}

/** A moving picture without a set height moves inside its own aspect's box, which its file tells (the hash in the key fixes it). */
async function naturalHeight(file: string, layer: { cx: number; cy: number; width: number }): Promise<number> {
  const video = (await probeMedia(file)).video;
  if (!video?.width || !video.height) throw new Error(`Cannot read the size of ${path.basename(file)}`);
  return mediaBox({ ...layer, fit: 'cover' }, video.width / video.height).height;
}

/**
 * The part of a layer's box inside the frame, in box pixels, on even edges (4:2:0). An odd edge moves
 * outward by a pixel, so the part may overhang the frame by one pixel, which the overlay clips.
 */
export function visiblePart(box: { x: number; y: number; width: number; height: number }, W: number, H: number) {
  const span = (at: number, size: number, frame: number) => {
    let from = Math.max(0, -at);
    let to = Math.min(size, frame - at);
    if (to <= from) return { from: 0, size }; // off-frame: draw it whole, as before
    if (from % 2) from--;
    if ((to - from) % 2) to = to < size ? to + 1 : to - 1;
    return { from, size: to - from };
  };
  const h = span(box.x, box.width, W);
  const v = span(box.y, box.height, H);
  return { x: h.from, y: v.from, width: h.size, height: v.size };
}
