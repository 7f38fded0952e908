import type { TemplateLayout } from '@framecast/contract';
import type { AspectRatio, Layer, MediaMotion } from '@framecast/timeline';
import { avatar, type Box, heightOf, media, rect, SAMPLE, text } from './parts.js';
import type { StyleSpec } from './styles.js';

/**
 * The eight layouts, each four scenes (hook, benefit, proof, call to action) drawn for one aspect ratio
 * in one style. A layout places things; the style colours them.
 */

export interface SceneDraft {
  layers: Layer[];
}
export type LayoutFn = (ratio: AspectRatio, s: StyleSpec) => SceneDraft[];

const MOTIONS: MediaMotion[] = ['zoom-in', 'pan-left', 'zoom-out', 'pan-right'];
/**
 * Per-ratio values: portrait, landscape, square. 3:4 and 4:3 are near-square frames and take the square
 * design: its boxes are fractions of the frame and centred, so they stretch with it, and boxes drawn
 * with heightOf keep their shape (it reads the real frame aspect).
 */
const pick = <T>(ratio: AspectRatio, p: T, l: T, sq: T): T => (ratio === '9:16' ? p : ratio === '16:9' ? l : sq);
const sizes = (ratio: AspectRatio) => ({ title: pick(ratio, 0.045, 0.075, 0.06), body: pick(ratio, 0.036, 0.06, 0.048) });
/** The scene's words: title, two highlights, then the call to action. */
const SLOTS = ['title', 'highlight-1', 'highlight-2'] as const;
const slotText = (slot: (typeof SLOTS)[number]) => (slot === 'title' ? SAMPLE.title : SAMPLE.highlights[Number(slot.slice(-1)) - 1]);

/** A rounded accent box with the call to action, and the price above it. */
function ctaBlock(ratio: AspectRatio, s: StyleSpec, at: { x: number; y: number; w: number }): Layer[] {
  const { title, body } = sizes(ratio);
  const h = pick(ratio, 0.07, 0.13, 0.1);
  return [
    text('price', SAMPLE.price, { x: at.x, y: at.y - h * 1.3, w: at.w, size: title * 1.2, color: s.text, box: s.panel, enter: s.enter }),
    rect('cta-box', { x: at.x, y: at.y, w: at.w, h }, s.accent, { radius: 0.5 }),
    text('cta', SAMPLE.cta, { x: at.x, y: at.y, w: at.w * 0.9, size: body * 1.1, color: s.onAccent, enter: 'fade' }),
  ];
}

const spotlight: LayoutFn = (ratio, s) => {
  const { title } = sizes(ratio);
  const band: Box = { x: 0.5, y: pick(ratio, 0.09, 0.12, 0.11), w: 1, h: pick(ratio, 0.13, 0.2, 0.18) };
  const presenter = () => avatar(ratio, pick(ratio, 0.14, 0.87, 0.87), pick(ratio, 0.27, 0.22, 0.24));
  return [0, 1, 2, 3].map((i) => {
    const photo = media((i % 3) + 1, { x: 0.5, y: 0.5, w: 1, h: 1 }, MOTIONS[i]);
    if (i === 3) return { layers: [photo, ...ctaBlock(ratio, s, { x: 0.5, y: 0.45, w: pick(ratio, 0.6, 0.32, 0.5) }), presenter()] };
    return {
      layers: [
        photo,
        rect('band', band, s.panel, { opacity: 0.78 }),
        text(SLOTS[i], slotText(SLOTS[i]), { x: 0.5, y: band.y, w: 0.9, size: title, color: s.text, enter: s.enter }),
        presenter(),
      ],
    };
  });
};

const showcase: LayoutFn = (ratio, s) => {
  const { title, body } = sizes(ratio);
  const card: Box = pick(
    ratio,
    { x: 0.5, y: 0.42, w: 0.84, h: heightOf(ratio, 0.84) },
    { x: 0.32, y: 0.5, w: 0.46, h: 0.82 },
    { x: 0.5, y: 0.45, w: 0.66, h: 0.66 },
  );
  const inner: Box = { ...card, w: card.w * 0.88, h: card.h * 0.88 };
  const words = pick(ratio, { x: 0.5, y: 0.1, w: 0.9 }, { x: 0.76, y: 0.3, w: 0.4 }, { x: 0.5, y: 0.06, w: 0.9 });
  const presenter = () => avatar(ratio, pick(ratio, 0.85, 0.87, 0.87), pick(ratio, 0.3, 0.2, 0.24));
  return [0, 1, 2, 3].map((i) => {
    const base = [rect('card', card, s.panel, { radius: 0.08 }), media((i % 3) + 1, inner, i % 2 ? 'zoom-out' : 'zoom-in', 'contain')];
    if (i === 3)
      return {
        layers: [
          ...base,
          ...ctaBlock(ratio, s, pick(ratio, { x: 0.5, y: 0.76, w: 0.56 }, { x: 0.76, y: 0.55, w: 0.3 }, { x: 0.5, y: 0.87, w: 0.4 })),
          presenter(),
        ],
      };
    const size = i === 0 ? title : body;
    return { layers: [...base, text(SLOTS[i], slotText(SLOTS[i]), { ...words, size, color: s.text, enter: s.enter }), presenter()] };
  });
};

const split: LayoutFn = (ratio, s) => {
  const { body } = sizes(ratio);
  const side: Box = pick(ratio, { x: 0.5, y: 0.27, w: 1, h: 0.54 }, { x: 0.25, y: 0.5, w: 0.5, h: 1 }, { x: 0.28, y: 0.5, w: 0.56, h: 1 });
  const seam: Box = pick(ratio, { x: 0.5, y: 0.55, w: 1, h: 0.065 }, { x: 0.75, y: 0.1, w: 0.5, h: 0.13 }, { x: 0.78, y: 0.1, w: 0.44, h: 0.1 });
  const presenter = () => avatar(ratio, pick(ratio, 0.5, 0.75, 0.78), pick(ratio, 0.6, 0.34, 0.42));
  return [0, 1, 2, 3].map((i) => {
    const photo = media((i % 3) + 1, side, i % 2 ? 'pan-up' : 'pan-down');
    if (i === 3)
      return {
        layers: [
          photo,
          presenter(),
          ...ctaBlock(ratio, s, pick(ratio, { x: 0.5, y: 0.2, w: 0.6 }, { x: 0.25, y: 0.55, w: 0.34 }, { x: 0.28, y: 0.55, w: 0.44 })),
        ],
      };
    return {
      layers: [
        photo,
        presenter(),
        rect('seam', seam, s.accent),
        text(SLOTS[i], slotText(SLOTS[i]), { x: seam.x, y: seam.y, w: seam.w * 0.92, size: body, color: s.onAccent, enter: s.enter }),
      ],
    };
  });
};

const gallery: LayoutFn = (ratio, s) => {
  const { body } = sizes(ratio);
  const big: Box = pick(
    ratio,
    { x: 0.5, y: 0.3, w: 0.92, h: heightOf(ratio, 0.92) },
    { x: 0.31, y: 0.5, w: 0.56, h: 0.8 },
    { x: 0.5, y: 0.32, w: 0.9, h: 0.56 },
  );
  const thumbs: Box[] = pick(
    ratio,
    [
      { x: 0.27, y: 0.68, w: 0.4, h: heightOf(ratio, 0.4) * 0.9 },
      { x: 0.73, y: 0.68, w: 0.4, h: heightOf(ratio, 0.4) * 0.9 },
    ],
    [
      { x: 0.72, y: 0.3, w: 0.22, h: 0.36 },
      { x: 0.72, y: 0.7, w: 0.22, h: 0.36 },
    ],
    [
      { x: 0.27, y: 0.72, w: 0.36, h: 0.18 },
      { x: 0.67, y: 0.72, w: 0.36, h: 0.18 },
    ],
  );
  const presenter = () => avatar(ratio, pick(ratio, 0.86, 0.91, 0.9), pick(ratio, 0.28, 0.17, 0.2));
  return [0, 1, 2, 3].map((i) => {
    const n = (i % 3) + 1;
    const layers: Layer[] = [
      media(n, big, MOTIONS[i]),
      ...thumbs.map((t, k) => ({ ...media(((n + k) % 3) + 1, t, 'none'), id: `media-${((n + k) % 3) + 1}-thumb-${k}` })),
    ];
    const caption = { x: big.x, y: big.y + big.h / 2 - pick(ratio, 0.04, 0.08, 0.06), w: big.w * 0.9, size: body, color: s.text, box: s.panel, enter: s.enter };
    if (i === 3) return { layers: [...layers, ...ctaBlock(ratio, s, { x: big.x, y: big.y, w: big.w * 0.6 }), presenter()] };
    return { layers: [...layers, text(SLOTS[i], slotText(SLOTS[i]), caption), presenter()] };
  });
};

const story: LayoutFn = (ratio, s) => {
  const { title } = sizes(ratio);
  const presenter = () => avatar(ratio, pick(ratio, 0.85, 0.88, 0.87), pick(ratio, 0.3, 0.2, 0.24));
  return [0, 1, 2, 3].map((i) => {
    const photo = media((i % 3) + 1, { x: 0.5, y: 0.5, w: 1, h: 1 }, MOTIONS[(i + 1) % 4]);
    if (i === 3) return { layers: [photo, ...ctaBlock(ratio, s, { x: 0.5, y: 0.5, w: pick(ratio, 0.64, 0.34, 0.5) }), presenter()] };
    return {
      layers: [
        photo,
        text(SLOTS[i], slotText(SLOTS[i]), { x: 0.5, y: 0.42, w: 0.84, size: title * 1.25, color: s.text, box: s.panel, enter: s.enter }),
        presenter(),
      ],
    };
  });
};

const testimonial: LayoutFn = (ratio, s) => {
  const { title, body } = sizes(ratio);
  const card: Box = pick(ratio, { x: 0.5, y: 0.24, w: 0.88, h: 0.26 }, { x: 0.64, y: 0.3, w: 0.6, h: 0.42 }, { x: 0.5, y: 0.22, w: 0.88, h: 0.32 });
  const photo: Box = pick(
    ratio,
    { x: 0.66, y: 0.58, w: 0.56, h: heightOf(ratio, 0.56) },
    { x: 0.64, y: 0.72, w: 0.24, h: 0.36 },
    { x: 0.7, y: 0.62, w: 0.4, h: 0.36 },
  );
  const presenter = () => avatar(ratio, pick(ratio, 0.16, 0.19, 0.2), pick(ratio, 0.32, 0.3, 0.34));
  return [0, 1, 2, 3].map((i) => {
    const base: Layer[] = [rect('card', card, s.panel, { radius: 0.12 }), media((i % 3) + 1, photo, 'zoom-in', 'contain')];
    if (i === 3) return { layers: [...base, ...ctaBlock(ratio, s, { x: card.x, y: card.y, w: card.w * 0.6 }), presenter()] };
    return {
      layers: [
        ...base,
        rect('quote-bar', { x: card.x - card.w / 2 + 0.015, y: card.y, w: 0.012, h: card.h * 0.6 }, s.accent, { radius: 0.5 }),
        text(SLOTS[i], slotText(SLOTS[i]), { x: card.x, y: card.y, w: card.w * 0.84, size: i === 0 ? title : body, color: s.text, enter: s.enter }),
        presenter(),
      ],
    };
  });
};

const offer: LayoutFn = (ratio, s) => {
  const { title, body } = sizes(ratio);
  const photo: Box = pick(
    ratio,
    { x: 0.5, y: 0.4, w: 0.84, h: heightOf(ratio, 0.84) },
    { x: 0.3, y: 0.5, w: 0.46, h: 0.82 },
    { x: 0.5, y: 0.44, w: 0.62, h: 0.62 },
  );
  const tagW = pick(ratio, 0.3, 0.14, 0.22);
  const tag: Box = { x: photo.x + photo.w / 2 - tagW / 3, y: photo.y - photo.h / 2 + heightOf(ratio, tagW) / 3, w: tagW, h: heightOf(ratio, tagW) };
  const label = pick(ratio, { x: 0.5, y: 0.06, w: 0.6 }, { x: 0.76, y: 0.18, w: 0.36 }, { x: 0.5, y: 0.05, w: 0.5 });
  const words = pick(ratio, { x: 0.5, y: 0.7, w: 0.88 }, { x: 0.76, y: 0.44, w: 0.4 }, { x: 0.5, y: 0.83, w: 0.88 });
  const presenter = () => avatar(ratio, pick(ratio, 0.15, 0.9, 0.1), pick(ratio, 0.28, 0.18, 0.2));
  return [0, 1, 2, 3].map((i) => {
    const base: Layer[] = [
      media((i % 3) + 1, photo, i % 2 ? 'zoom-out' : 'zoom-in', 'contain'),
      rect('price-tag', tag, s.accent, { shape: 'ellipse' }),
      text('price', SAMPLE.price, { x: tag.x, y: tag.y, w: tag.w * 0.9, size: body, color: s.onAccent }),
      text('label', SAMPLE.label, { ...label, size: body * 0.9, color: s.onAccent, box: s.accent }),
    ];
    if (i === 3) {
      const h = pick(ratio, 0.07, 0.13, 0.1);
      return {
        layers: [
          ...base,
          rect('cta-box', { ...words, w: words.w * 0.7, h }, s.accent, { radius: 0.5 }),
          text('cta', SAMPLE.cta, { ...words, size: body * 1.1, color: s.onAccent, enter: 'fade' }),
          presenter(),
        ],
      };
    }
    return { layers: [...base, text(SLOTS[i], slotText(SLOTS[i]), { ...words, size: i === 0 ? title : body, color: s.text, enter: s.enter }), presenter()] };
  });
};

const minimal: LayoutFn = (ratio, s) => {
  const { title, body } = sizes(ratio);
  const photo: Box = pick(
    ratio,
    { x: 0.5, y: 0.38, w: 0.8, h: heightOf(ratio, 0.8) },
    { x: 0.5, y: 0.36, w: 0.36, h: 0.56 },
    { x: 0.5, y: 0.36, w: 0.54, h: 0.54 },
  );
  const under = photo.y + photo.h / 2 + pick(ratio, 0.06, 0.09, 0.08);
  const presenter = () => avatar(ratio, pick(ratio, 0.86, 0.9, 0.88), pick(ratio, 0.26, 0.16, 0.2));
  return [0, 1, 2, 3].map((i) => {
    const base: Layer[] = [
      media((i % 3) + 1, photo, 'zoom-in', 'contain'),
      rect('rule', { x: 0.5, y: under + pick(ratio, 0.035, 0.07, 0.05), w: 0.08, h: 0.004 }, s.accent),
    ];
    if (i === 3)
      return { layers: [base[0], ...ctaBlock(ratio, s, { x: 0.5, y: under + pick(ratio, 0.05, 0, 0), w: pick(ratio, 0.5, 0.26, 0.4) }), presenter()] };
    return {
      layers: [
        ...base,
        text(SLOTS[i], slotText(SLOTS[i]), { x: 0.5, y: under, w: 0.8, size: i === 0 ? title : body, color: s.text, bold: false, enter: s.enter }),
        presenter(),
      ],
    };
  });
};

export const LAYOUTS: Record<TemplateLayout, LayoutFn> = { spotlight, showcase, split, gallery, story, testimonial, offer, minimal };
