import type { MediaMotion } from './schema.js';

/**
 * The timing and travel of v3's movements (media motion, text entrances, scene transitions), as numbers
 * the renderer turns into ffmpeg expressions and the editor's preview into CSS, so both move alike.
 */

/** How much a moving picture is enlarged: zooms run between 1 and this, pans travel over a picture this big. */
export const MOTION_SCALE = 1.15;
/** A text entrance lasts this long from the layer's first showing; `rise` starts this far (of the frame height) low. */
export const TEXT_ENTER_SECONDS = 0.5;
export const TEXT_RISE = 0.03;
/** A `zoom` transition starts the scene this much enlarged. */
export const TRANSITION_ZOOM = 1.2;

/**
 * Where a moving picture's box is over the picture at the motion's start and end: the picture's scale
 * over the box, and the box's place in the overflow (0 = left/top edge, 0.5 = centre, 1 = right/bottom).
 * Pans name the way the picture travels: in `pan-left` the box moves right over it, so it slides left.
 * Linear in between: progress is a straight function of time, so windows drawn apart still join.
 */
export const MOTION_PATHS: Record<MediaMotion, { scale: [number, number]; x: [number, number]; y: [number, number] }> = {
  none: { scale: [1, 1], x: [0.5, 0.5], y: [0.5, 0.5] },
  'zoom-in': { scale: [1, MOTION_SCALE], x: [0.5, 0.5], y: [0.5, 0.5] },
  'zoom-out': { scale: [MOTION_SCALE, 1], x: [0.5, 0.5], y: [0.5, 0.5] },
  'pan-left': { scale: [MOTION_SCALE, MOTION_SCALE], x: [0, 1], y: [0.5, 0.5] },
  'pan-right': { scale: [MOTION_SCALE, MOTION_SCALE], x: [1, 0], y: [0.5, 0.5] },
  'pan-up': { scale: [MOTION_SCALE, MOTION_SCALE], x: [0.5, 0.5], y: [0, 1] },
  'pan-down': { scale: [MOTION_SCALE, MOTION_SCALE], x: [0.5, 0.5], y: [1, 0] },
};

const lerp = ([a, b]: [number, number], p: number) => a + (b - a) * p;

/** The view of a moving picture at progress `p` (0..1). */
export function motionView(motion: MediaMotion, p: number): { scale: number; x: number; y: number } {
  const path = MOTION_PATHS[motion];
  const q = Math.min(1, Math.max(0, p));
  return { scale: lerp(path.scale, q), x: lerp(path.x, q), y: lerp(path.y, q) };
}

/**
 * A motion's progress at the frame shown at scene time `t`: 0 on the first frame the layer shows (at
 * `from`), 1 on its last (the frame before `to`). Not clamped, so one straight line serves a window
 * the layer only partly covers.
 */
export function motionProgress(t: number, from: number, to: number, fps: number): number {
  return (t - from) / Math.max(to - from - 1 / fps, 1 / fps);
}

/** Transitions and the rise decelerate into place (quadratic ease-out); fades are linear. */
export const easeOut = (q: number) => 1 - (1 - Math.min(1, Math.max(0, q))) ** 2;
