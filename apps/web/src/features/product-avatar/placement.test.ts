import { PRODUCT_PLACEMENTS, PRODUCT_WIDTH_MAX, PRODUCT_WIDTH_MIN, ProductPlacement } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import {
  centreAt,
  clampPlacement,
  LIBRARY_PICTURE,
  percents,
  placementForKey,
  pointIn,
  presetOf,
  presetPlacement,
  productBox,
  productHeight,
  resize,
  TALL_LIMIT,
} from './placement';

describe('productHeight', () => {
  it('follows the cut-out’s shape on a 3:4 library drawing', () => {
    // A square product 30% of 600 px wide is 180 px tall: 180 / 800 of the picture.
    expect(productHeight(0.3, LIBRARY_PICTURE, { width: 400, height: 400 })).toBeCloseTo(0.225);
    // A bottle twice as tall as wide: 360 / 800.
    expect(productHeight(0.3, LIBRARY_PICTURE, { width: 200, height: 400 })).toBeCloseTo(0.45);
  });

  it('uses the picture’s own sides for a look of any shape', () => {
    // A 4:3 picture (1200×900): a 0.5-wide square product is 600 px, 600/900 of the height.
    expect(productHeight(0.5, { width: 1200, height: 900 }, { width: 10, height: 10 })).toBeCloseTo(2 / 3);
    expect(productHeight(0.5, { width: 1000, height: 1000 }, { width: 300, height: 150 })).toBeCloseTo(0.25);
  });

  it('falls back to the width for a picture or cut-out with no size', () => {
    expect(productHeight(0.3, { width: 600, height: 0 }, { width: 1, height: 1 })).toBe(0.3);
    expect(productHeight(0.3, LIBRARY_PICTURE, { width: 0, height: 5 })).toBe(0.3);
  });
});

describe('productBox', () => {
  it('centres the product on x, y', () => {
    const box = productBox({ x: 0.5, y: 0.6, width: 0.2 }, LIBRARY_PICTURE, { width: 100, height: 100 });
    expect(box.left).toBeCloseTo(0.4);
    expect(box.width).toBeCloseTo(0.2);
    expect(box.height).toBeCloseTo(0.15);
    expect(box.top).toBeCloseTo(0.6 - 0.075);
  });
});

describe('clampPlacement', () => {
  it('keeps the centre on the picture and the width within the contract’s bounds', () => {
    expect(clampPlacement({ x: -0.2, y: 1.4, width: 0.01 })).toEqual({ x: 0, y: 1, width: PRODUCT_WIDTH_MIN });
    expect(clampPlacement({ x: 0.5, y: 0.5, width: 3 })).toEqual({ x: 0.5, y: 0.5, width: PRODUCT_WIDTH_MAX });
    expect(clampPlacement({ x: Number.NaN, y: 0.5, width: 0.3 }).x).toBe(0);
  });

  it('always passes the contract’s schema', () => {
    for (const p of [
      { x: -1, y: 2, width: 0 },
      { x: 0.123456789, y: 0.987654321, width: 0.5555555 },
      { x: 1, y: 0, width: 1 },
    ]) {
      expect(ProductPlacement.safeParse(clampPlacement(p)).success).toBe(true);
    }
  });

  it('rounds to four places, so the request stays short', () => {
    expect(clampPlacement({ x: 0.123456789, y: 0.5, width: 0.3 }).x).toBe(0.1235);
  });
});

describe('moving and resizing', () => {
  const start = { x: 0.5, y: 0.5, width: 0.3 };

  it('moves the centre to a point, on the picture only', () => {
    expect(centreAt(start, 0.2, 0.9)).toEqual({ x: 0.2, y: 0.9, width: 0.3 });
    expect(centreAt(start, 1.3, -0.1)).toEqual({ x: 1, y: 0, width: 0.3 });
  });

  it('resizes within the bounds', () => {
    expect(resize(start, 0.4).width).toBe(0.4);
    expect(resize(start, 0).width).toBe(PRODUCT_WIDTH_MIN);
  });

  it('reads a pointer as a share of the stage', () => {
    expect(pointIn(150, 300, { left: 100, top: 100, width: 200, height: 400 })).toEqual({ x: 0.25, y: 0.5 });
    expect(pointIn(150, 300, { left: 100, top: 100, width: 0, height: 0 })).toEqual({ x: 0, y: 0 });
  });

  it('answers the arrow keys, Shift for further, + and − for the size', () => {
    expect(placementForKey(start, 'ArrowLeft')).toEqual({ x: 0.49, y: 0.5, width: 0.3 });
    expect(placementForKey(start, 'ArrowRight', true)).toEqual({ x: 0.55, y: 0.5, width: 0.3 });
    expect(placementForKey(start, 'ArrowUp')).toEqual({ x: 0.5, y: 0.49, width: 0.3 });
    expect(placementForKey(start, 'ArrowDown')).toEqual({ x: 0.5, y: 0.51, width: 0.3 });
    expect(placementForKey(start, '+')?.width).toBeCloseTo(0.32);
    expect(placementForKey(start, '-')?.width).toBeCloseTo(0.28);
    expect(placementForKey({ x: 0, y: 1, width: 0.3 }, 'ArrowLeft')).toEqual({ x: 0, y: 1, width: 0.3 });
    expect(placementForKey(start, 'Enter')).toBeNull();
  });
});

describe('presets', () => {
  const square = { width: 300, height: 300 };
  const bottle = { width: 100, height: 300 };

  it('are the contract’s own for a product as tall as it is wide, or flatter', () => {
    expect(presetPlacement('hand', LIBRARY_PICTURE, square)).toEqual(PRODUCT_PLACEMENTS.hand);
    expect(presetPlacement('front', LIBRARY_PICTURE, { width: 400, height: 100 })).toEqual(PRODUCT_PLACEMENTS.front);
  });

  it('keep a tall product’s top where a square one’s would be, so it does not reach up over the face', () => {
    const preset = PRODUCT_PLACEMENTS.hand;
    const squareTop = preset.y - productHeight(preset.width, LIBRARY_PICTURE, square) / 2;
    const p = presetPlacement('hand', LIBRARY_PICTURE, bottle);
    const box = productBox(p, LIBRARY_PICTURE, bottle);
    expect(box.top).toBeCloseTo(squareTop, 3);
    expect(box.height).toBeCloseTo(productHeight(preset.width, LIBRARY_PICTURE, square) * TALL_LIMIT, 3);
    expect(p.x).toBe(preset.x);
    expect(p.width).toBeLessThan(preset.width);
  });

  it('grow a slightly tall product downwards without narrowing it', () => {
    const p = presetPlacement('beside', LIBRARY_PICTURE, { width: 100, height: 150 });
    expect(p.width).toBe(PRODUCT_PLACEMENTS.beside.width);
    expect(p.y).toBeGreaterThan(PRODUCT_PLACEMENTS.beside.y);
  });

  it('names the preset a placement is at, for this product and picture', () => {
    expect(presetOf({ ...PRODUCT_PLACEMENTS.hand }, LIBRARY_PICTURE, square)).toBe('hand');
    expect(presetOf(presetPlacement('beside', LIBRARY_PICTURE, bottle), LIBRARY_PICTURE, bottle)).toBe('beside');
    expect(presetOf({ ...PRODUCT_PLACEMENTS.hand }, LIBRARY_PICTURE, bottle)).toBeNull();
    expect(presetOf({ ...PRODUCT_PLACEMENTS.front, x: 0.51 }, LIBRARY_PICTURE, square)).toBeNull();
  });

  it('are inside the contract’s bounds', () => {
    for (const p of Object.values(PRODUCT_PLACEMENTS)) expect(clampPlacement(p)).toEqual(p);
  });

  it('reads as whole per cent', () => {
    expect(percents({ x: 0.724, y: 0.655, width: 0.3 })).toEqual({ x: 72, y: 66, width: 30 });
  });
});
