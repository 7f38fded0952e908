import type { z } from 'zod';
import { BrandStyle } from '../brand-style.js';
import { parseOrThrow, TimelineError } from '../errors.js';
import { DEFAULT_FONT_FAMILY } from '../fonts.js';
import { Color } from '../schema.js';
import type { DocDraft } from './apply.js';
import { findLayer } from './select.js';

/** A text layer at least this tall (a fraction of the frame height) is a heading: the Text panel's title is 0.08, its subtitle 0.05. */
export const HEADING_MIN_SIZE = 0.065;

type TextDraft = Extract<DocDraft['scenes'][number]['layers'][number], { type: 'text' }>;
/** Whether a text layer takes the heading font (else the body font). */
export const isHeading = (layer: Pick<TextDraft, 'size'>): boolean => layer.size >= HEADING_MIN_SIZE;

/**
 * Puts a brand style on the whole video, as one edit. What each colour of the palette goes to:
 *   1 — the text colour of every text layer without a box (titles and body text);
 *   2 — the subtitles' highlight (the spoken word) and the box behind boxed text (labels);
 *   3 — the fill of every shape, sticker and progress bar;
 *   4 — the video's background and each scene's own, where they are a plain colour.
 * A palette shorter than that leaves the rest as it is. Headings (isHeading) take the heading font, every
 * other text layer the body font. Only what changes is written, so an untouched layer stays the same object.
 */
export function applyBrandStyle(draft: DocDraft, style: z.input<typeof BrandStyle>): void {
  const { palette, heading_font, body_font } = parseOrThrow(BrandStyle, style, 'style');
  const [text, accent, fill, background] = palette;
  const set = <T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined) => {
    if (value !== undefined && target[key] !== value) target[key] = value;
  };
  for (const scene of draft.scenes) {
    for (const layer of scene.layers) {
      if (layer.type === 'text') {
        // The default family is written as no font, as the Text panel writes it (the document as before fonts).
        const font = isHeading(layer) ? heading_font : body_font;
        if (font === DEFAULT_FONT_FAMILY) {
          if (layer.font !== undefined) delete layer.font;
        } else set(layer, 'font', font);
        if (layer.box) set(layer, 'box', accent);
        else set(layer, 'color', text);
      } else if (layer.type === 'shape') set(layer, 'fill', fill);
    }
    if (scene.background?.type === 'color') set(scene.background, 'color', background);
  }
  set(draft.subtitles, 'highlight', accent);
  if (draft.background.type === 'color') set(draft.background, 'color', background);
}

/**
 * Puts one palette colour on one layer: a text layer's text colour or a shape's fill. Other layers have
 * no colour of their own and are refused.
 */
export function applyColourToLayer(draft: DocDraft, sceneId: string, layerId: string, colour: string): void {
  const { layer, path } = findLayer(draft, sceneId, layerId);
  const c = parseOrThrow(Color, colour, 'colour').toLowerCase();
  if (layer.type === 'text') {
    if (layer.color !== c) layer.color = c;
  } else if (layer.type === 'shape') {
    if (layer.fill !== c) layer.fill = c;
  } else throw new TimelineError([{ path, message: `A ${layer.type} layer has no colour of its own` }]);
}
