import { PRODUCT_PLACEMENTS, PRODUCT_WIDTH_MAX, PRODUCT_WIDTH_MIN, type ProductPlacement, type ProductPlacementPreset } from '@framecast/contract';

/**
 * Where the product sits on the avatar's picture, as the server composes it: fractions of the picture
 * shown in step 3 (a library look's whole 3:4 drawing, or a look's own picture). x, y are the product's
 * centre; width is the product's width over the picture's; its height follows the cut-out's shape.
 */

/** Sides in pixels (or any unit: only their ratio matters). */
export interface Size {
  width: number;
  height: number;
}

/** A library look's picture (its preview): the whole drawing, 600×800. */
export const LIBRARY_PICTURE: Size = { width: 600, height: 800 };

/** How far one arrow key moves the product (a share of the picture); with Shift, five times as far. */
export const KEY_STEP = 0.01;
/** How much + and − change the product's width. */
export const SIZE_STEP = 0.02;

export const PRESETS = Object.keys(PRODUCT_PLACEMENTS) as ProductPlacementPreset[];

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, Number.isFinite(v) ? v : min));
const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Inside the contract's bounds: the centre on the picture, the width between its least and most. */
export const clampPlacement = (p: ProductPlacement): ProductPlacement => ({
  x: round(clamp(p.x, 0, 1)),
  y: round(clamp(p.y, 0, 1)),
  width: round(clamp(p.width, PRODUCT_WIDTH_MIN, PRODUCT_WIDTH_MAX)),
});

/** The product's height as a share of the picture's: h = width · pictureW · (cutoutH / cutoutW) / pictureH. */
export const productHeight = (width: number, picture: Size, cutout: Size): number =>
  picture.height > 0 && cutout.width > 0 ? (width * picture.width * (cutout.height / cutout.width)) / picture.height : width;

/** The product's box on the picture, each side a share of the picture's (for absolute positioning in %). */
export function productBox(p: ProductPlacement, picture: Size, cutout: Size) {
  const height = productHeight(p.width, picture, cutout);
  return { left: p.x - p.width / 2, top: p.y - height / 2, width: p.width, height };
}

/** A point of the page as a share of a box on it (a pointer over the picture). */
export const pointIn = (clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }) => ({
  x: rect.width > 0 ? (clientX - rect.left) / rect.width : 0,
  y: rect.height > 0 ? (clientY - rect.top) / rect.height : 0,
});

/** The placement with its centre moved to a point (a drag: the point less where the product was grabbed). */
export const centreAt = (p: ProductPlacement, x: number, y: number): ProductPlacement => clampPlacement({ ...p, x, y });

export const resize = (p: ProductPlacement, width: number): ProductPlacement => clampPlacement({ ...p, width });

/** What a key does to the placement: arrows move it (Shift: further), + and − resize it; null for other keys. */
export function placementForKey(p: ProductPlacement, key: string, shift = false): ProductPlacement | null {
  const step = shift ? KEY_STEP * 5 : KEY_STEP;
  switch (key) {
    case 'ArrowLeft':
      return centreAt(p, p.x - step, p.y);
    case 'ArrowRight':
      return centreAt(p, p.x + step, p.y);
    case 'ArrowUp':
      return centreAt(p, p.x, p.y - step);
    case 'ArrowDown':
      return centreAt(p, p.x, p.y + step);
    case '+':
    case '=':
      return resize(p, p.width + SIZE_STEP);
    case '-':
    case '_':
      return resize(p, p.width - SIZE_STEP);
    default:
      return null;
  }
}

/** A tall product at a preset is at most this many times as tall as a square one would be there. */
export const TALL_LIMIT = 2;

/**
 * A preset for this product on this picture. The presets are made for a product about as tall as it is
 * wide; a taller one (a bottle) would reach up over the face, so it keeps the top a square product would
 * have there and grows downwards, at most TALL_LIMIT times as tall (narrower if need be).
 */
export function presetPlacement(key: ProductPlacementPreset, picture: Size, cutout: Size): ProductPlacement {
  const preset = PRODUCT_PLACEMENTS[key];
  const square = productHeight(preset.width, picture, { width: 1, height: 1 });
  const height = productHeight(preset.width, picture, cutout);
  if (height <= square) return clampPlacement(preset);
  const fitted = Math.min(height, square * TALL_LIMIT);
  return clampPlacement({ x: preset.x, y: preset.y - square / 2 + fitted / 2, width: (preset.width * fitted) / height });
}

const same = (a: ProductPlacement, b: ProductPlacement) => Math.abs(a.x - b.x) < 1e-6 && Math.abs(a.y - b.y) < 1e-6 && Math.abs(a.width - b.width) < 1e-6;

/** The preset the placement is exactly at, if any (its button shows as pressed). */
export const presetOf = (p: ProductPlacement, picture: Size, cutout: Size): ProductPlacementPreset | null =>
  PRESETS.find((k) => same(p, presetPlacement(k, picture, cutout))) ?? null;

/** The placement in words' numbers: the centre and width in whole per cent (for the screen reader and the caption). */
export const percents = (p: ProductPlacement) => ({ x: Math.round(p.x * 100), y: Math.round(p.y * 100), width: Math.round(p.width * 100) });
