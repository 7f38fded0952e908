import { frameSize, type NewLayer, type ShapeKind, STICKERS, type TimelineDoc } from '@framecast/timeline';

/** What the Elements panel offers: the plain shapes (a rounded rect is a rect with corners), stickers and bars. */
export const ELEMENT_SHAPES = ['rect', 'rounded', 'ellipse'] as const;
export type ElementShape = (typeof ELEMENT_SHAPES)[number];
export type ElementKind = ElementShape | (typeof STICKERS)[number] | 'progress';

const STICKER_COLORS: Record<(typeof STICKERS)[number], string> = {
  star: '#facc15',
  arrow: '#ef4444',
  heart: '#ec4899',
  bubble: '#3b82f6',
  check: '#16a34a',
  badge: '#f59e0b',
};

/** Fractions of the frame height that make a box `width` (of the frame width) square in pixels. */
export const squareHeight = (doc: Pick<TimelineDoc, 'aspectRatio' | 'resolution'>, width: number) => {
  const { width: W, height: H } = frameSize(doc);
  return Math.min(2, (width * W) / H);
};

/** A new element as the panel adds it: in the middle (a bar along the bottom), in a colour that suits it. */
export function newElement(kind: ElementKind, doc: Pick<TimelineDoc, 'aspectRatio' | 'resolution'>, over: 'scene' | 'video' = 'scene'): NewLayer {
  switch (kind) {
    case 'rect':
    case 'rounded':
      return { type: 'shape', shape: 'rect', width: 0.3, height: 0.15, fill: '#6d44fb', radius: kind === 'rounded' ? 0.4 : 0 };
    case 'ellipse':
      return { type: 'shape', shape: 'ellipse', width: 0.2, height: squareHeight(doc, 0.2), fill: '#0ea5e9' };
    case 'progress':
      return { type: 'shape', shape: 'progress', x: 0.5, y: 0.975, width: 1, height: 0.015, fill: '#6d44fb', progress: { over, track: '#e5e7eb' } };
    default:
      return { type: 'shape', shape: kind, width: 0.15, height: squareHeight(doc, 0.15), fill: STICKER_COLORS[kind] };
  }
}

/** The panel's name for a shape layer (a rect with corners is the rounded one). */
export const elementKind = (layer: { shape: ShapeKind; radius: number }): ElementKind => (layer.shape === 'rect' && layer.radius > 0 ? 'rounded' : layer.shape);

export const isSticker = (shape: ShapeKind) => (STICKERS as readonly string[]).includes(shape);
