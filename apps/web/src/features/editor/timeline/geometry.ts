import type { Layer } from '@framecast/timeline';

/** The width of the row names on the left; the lanes start after it. */
export const GUTTER_PX = 148;
/** Zoom is pixels per second of video: from a long video at a glance to a tenth of a second per finger. */
export const ZOOM = { min: 4, max: 400, initial: 48, step: 1.5 } as const;
/** A drag snaps to a candidate this many pixels away (the same on screen at every zoom). */
export const SNAP_PX = 8;
/** A press that moves less than this is a click, not a drag. */
export const DRAG_START_PX = 4;

export const toPx = (seconds: number, pps: number) => seconds * pps;
export const toSeconds = (px: number, pps: number) => px / pps;

export function clampZoom(pps: number): number {
  return Math.min(ZOOM.max, Math.max(ZOOM.min, pps));
}

/** One zoom step in (`+1`) or out (`-1`). */
export const zoomStep = (pps: number, direction: 1 | -1) => clampZoom(direction > 0 ? pps * ZOOM.step : pps / ZOOM.step);

/** The zoom that shows the whole video in `widthPx` of lanes (a video of no length keeps the initial zoom). */
export function fitZoom(duration: number, widthPx: number): number {
  return duration > 0 && widthPx > 0 ? clampZoom(Math.floor((widthPx / duration) * 100) / 100) : ZOOM.initial;
}

/**
 * The scroll position that keeps the time under the pointer in place when the zoom changes: the
 * pointer is `pointerX` px into the visible lanes, which were scrolled `scrollLeft` px.
 */
export function anchoredScroll(scrollLeft: number, pointerX: number, from: number, to: number): number {
  const seconds = toSeconds(scrollLeft + pointerX, from);
  return Math.max(0, toPx(seconds, to) - pointerX);
}

const TICK_STEPS = [0.1, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60, 120, 300, 600];
/** Labelled ticks at least this far apart. */
const MIN_TICK_PX = 64;

/** The ruler's labelled tick interval at a zoom: the smallest round step that leaves room for a label. */
export function tickStep(pps: number): number {
  return TICK_STEPS.find((s) => toPx(s, pps) >= MIN_TICK_PX) ?? TICK_STEPS.at(-1)!;
}

/** The ruler's labelled ticks up to `duration`. */
export function ticks(duration: number, pps: number): number[] {
  const step = tickStep(pps);
  const out: number[] = [];
  for (let i = 0; i * step <= duration + 1e-9; i++) out.push(Math.round(i * step * 1000) / 1000);
  return out;
}

/** When a layer shows, in seconds from its scene's start: absent bounds are the whole scene, an end past the scene is cut there. */
export function layerSpan(layer: Pick<Layer, 'start' | 'end'>, sceneDuration: number): { start: number; end: number } {
  const start = Math.min(layer.start ?? 0, sceneDuration);
  return { start, end: Math.max(start, Math.min(layer.end ?? sceneDuration, sceneDuration)) };
}

/** The playhead's time under a pointer at `clientX` over a lane whose left edge is at `laneLeft` on screen. */
export const timeAt = (clientX: number, laneLeft: number, pps: number) => Math.max(0, toSeconds(clientX - laneLeft, pps));
