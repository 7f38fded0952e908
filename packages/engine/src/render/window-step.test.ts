import { describe, expect, it } from 'vitest';
import { visiblePart } from './window-step.js';

describe('visiblePart', () => {
  it('is the part of a box inside the frame, on even edges', () => {
    // The 9:16 avatar: a 960-wide box centred on a 720-wide frame.
    expect(visiblePart({ x: -120, y: 0, width: 960, height: 1280 }, 720, 1280)).toEqual({ x: 120, y: 0, width: 720, height: 1280 });
    // An odd overhang widens the part outward by a pixel; the overlay clips it.
    expect(visiblePart({ x: -121, y: 0, width: 960, height: 1280 }, 720, 1280)).toEqual({ x: 120, y: 0, width: 722, height: 1280 });
    expect(visiblePart({ x: 500, y: 900, width: 400, height: 500 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 220, height: 380 });
    expect(visiblePart({ x: 10, y: 10, width: 100, height: 100 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });
  it('keeps a box wholly outside the frame whole', () => {
    expect(visiblePart({ x: 800, y: 0, width: 100, height: 100 }, 720, 1280)).toEqual({ x: 0, y: 0, width: 100, height: 100 });
  });
});
