import { describe, expect, it } from 'vitest';
import { anchoredScroll, clampZoom, fitZoom, layerSpan, tickStep, ticks, timeAt, toPx, toSeconds, ZOOM, zoomStep } from './geometry';

describe('timeline geometry', () => {
  it('maps seconds to pixels and back at a zoom', () => {
    expect(toPx(2.5, 40)).toBe(100);
    expect(toSeconds(100, 40)).toBe(2.5);
    expect(timeAt(250, 50, 40)).toBe(5);
    expect(timeAt(10, 50, 40)).toBe(0);
  });

  it('zooms in steps within its bounds', () => {
    expect(zoomStep(40, 1)).toBe(60);
    expect(zoomStep(60, -1)).toBe(40);
    expect(zoomStep(ZOOM.max, 1)).toBe(ZOOM.max);
    expect(clampZoom(0)).toBe(ZOOM.min);
  });

  it('fits the whole video into the lanes, within the zoom bounds', () => {
    expect(fitZoom(10, 800)).toBe(80);
    expect(fitZoom(3, 1000)).toBe(333.33);
    expect(fitZoom(0.5, 1000)).toBe(ZOOM.max);
    expect(fitZoom(3600, 1000)).toBe(ZOOM.min);
    expect(fitZoom(0, 1000)).toBe(ZOOM.initial);
  });

  it('keeps the time under the pointer in place when zooming', () => {
    // 300 px scrolled + 100 px in = 10 s at 40 px/s; at 80 px/s 10 s is at 800 px, so scroll 700.
    expect(anchoredScroll(300, 100, 40, 80)).toBe(700);
    expect(anchoredScroll(0, 100, 40, 10)).toBe(0);
  });

  it('labels the ruler at round steps with room for a label', () => {
    expect(tickStep(400)).toBe(0.25);
    expect(tickStep(48)).toBe(2);
    expect(tickStep(4)).toBe(30);
    expect(ticks(5, 48)).toEqual([0, 2, 4]);
    expect(ticks(4, 48)).toEqual([0, 2, 4]);
  });

  it('reads a layer without bounds as the whole scene and cuts an end past the scene', () => {
    expect(layerSpan({}, 6)).toEqual({ start: 0, end: 6 });
    expect(layerSpan({ start: 2 }, 6)).toEqual({ start: 2, end: 6 });
    expect(layerSpan({ start: 2, end: 9 }, 6)).toEqual({ start: 2, end: 6 });
    expect(layerSpan({ start: 8, end: 9 }, 6)).toEqual({ start: 6, end: 6 });
  });
});
