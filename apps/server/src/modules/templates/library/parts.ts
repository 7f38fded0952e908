import { ASPECT_RATIOS, type AspectRatio, FRAME_SIZES, type Layer, type MediaMotion } from '@framecast/timeline';

/**
 * Building blocks of the library's layouts. Boxes are fractions of the frame (x/y the centre, w of the
 * width, h of the height). Layer ids name the slots a product fills (see ../apply.ts): media-N, title,
 * highlight-N, price, price-tag, cta, cta-box, label, avatar.
 */

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Frame width / height. */
export const FRAME_ASPECT = Object.fromEntries(ASPECT_RATIOS.map((r) => [r, FRAME_SIZES['720p'][r].width / FRAME_SIZES['720p'][r].height])) as Record<
  AspectRatio,
  number
>;
/** The library's illustrated avatars are 3:4. */
const AVATAR_ASPECT = 3 / 4;

/** The height (of the frame's) of a box `w` wide (of the frame's) whose own aspect is `aspect`. */
export const heightOf = (ratio: AspectRatio, w: number, aspect = 1) => (w * FRAME_ASPECT[ratio]) / aspect;

/** What a template shows before a product fills it: the preview's sample product. */
export const SAMPLE = {
  media: ['builtin:template/sample-1.png', 'builtin:template/sample-2.png', 'builtin:template/sample-3.png'],
  avatar: 'maya/support',
  voice: 'espeak:en-us+f3',
  title: 'Aurora Bottle',
  highlights: ['Cold for 24 hours', 'Leak-proof lid', 'Steel, BPA-free'],
  price: '$24.99',
  cta: 'Shop now',
  label: 'Limited offer',
  script: ['Meet the Aurora Bottle.', 'It keeps your water cold for a whole day.', 'Thousands of hikers carry one.', 'Get yours today.'],
} as const;

const r3 = (n: number) => Math.round(n * 1000) / 1000;

export function media(n: number, box: Box, motion: MediaMotion, fit: 'cover' | 'contain' = 'cover'): Layer {
  return {
    type: 'image',
    id: `media-${n}`,
    src: SAMPLE.media[(n - 1) % SAMPLE.media.length],
    x: r3(box.x),
    y: r3(box.y),
    width: r3(box.w),
    height: r3(box.h),
    fit,
    motion,
    opacity: 1,
  };
}

export interface TextOpts {
  x: number;
  y: number;
  w: number;
  /** Of the frame height. */
  size: number;
  color: string;
  align?: 'left' | 'center' | 'right';
  box?: string;
  bold?: boolean;
  enter?: 'none' | 'fade' | 'rise';
  start?: number;
}

export function text(id: string, value: string, o: TextOpts): Layer {
  return {
    type: 'text',
    id,
    text: value,
    x: r3(o.x),
    y: r3(o.y),
    width: r3(o.w),
    size: r3(o.size),
    color: o.color,
    bold: o.bold ?? true,
    align: o.align ?? 'center',
    ...(o.box ? { box: o.box } : {}),
    enter: o.enter ?? 'none',
    opacity: 1,
    ...(o.start !== undefined ? { start: o.start } : {}),
  };
}

export function rect(id: string, box: Box, fill: string, opts: { radius?: number; opacity?: number; shape?: 'rect' | 'ellipse' } = {}): Layer {
  return {
    type: 'shape',
    id,
    shape: opts.shape ?? 'rect',
    x: r3(box.x),
    y: r3(box.y),
    width: r3(box.w),
    height: r3(box.h),
    fill,
    radius: opts.radius ?? 0,
    opacity: opts.opacity ?? 1,
  };
}

/** The presenter, `w` wide, standing on the frame's bottom edge at `x`. */
export function avatar(ratio: AspectRatio, x: number, w: number): Layer {
  const h = heightOf(ratio, w, AVATAR_ASPECT);
  return {
    type: 'avatar',
    id: 'avatar',
    avatar: SAMPLE.avatar,
    emotion: 'default',
    x: r3(x),
    y: r3(1 - h / 2),
    width: r3(w),
    removeBackground: true,
    opacity: 1,
  };
}
