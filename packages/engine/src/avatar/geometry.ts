/**
 * The drawing's coordinate system (viewBox 600×800) and the boxes the sprite renderer relies on.
 * Everything that changes with the mouth stays inside MOUTH_BOX and everything that changes with a
 * blink inside EYE_BOX (draw.test.ts checks this), so speaking frames can be built by pasting small
 * pre-rendered patches onto one rendered figure.
 */

export const VIEW_W = 600;
export const VIEW_H = 800;
/** width / height of the avatar's natural frame. */
export const AVATAR_ASPECT = VIEW_W / VIEW_H;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Face landmarks. */
export const FACE = {
  cx: 300,
  top: 168,
  chin: 420,
  eyeY: 290,
  eyeDx: 46,
  browY: 259,
  noseY: 330,
  mouthY: 366,
  cheekY: 338,
} as const;

/** Most head motion (viewBox units) the renderer applies; the figure is drawn this far past the frame. */
export const MOTION_MARGIN = 14;

/** The moving person: hair, head, body; drawn down past the frame so a bob never shows its bottom. */
export const FIGURE_BOX: Box = { x: 24, y: 30, w: 552, h: VIEW_H + 2 * MOTION_MARGIN - 30 };

/**
 * The person is drawn in "figure space" (the FACE landmarks above) and shown 10% larger about the
 * point between the eyes, so faces read well in a small layer.
 */
export const FIGURE_SCALE = 1.1;
const PIVOT = 300;
export const FIGURE_TRANSFORM = `matrix(${FIGURE_SCALE} 0 0 ${FIGURE_SCALE} ${PIVOT * (1 - FIGURE_SCALE)} ${PIVOT * (1 - FIGURE_SCALE)})`;

/** A figure-space box in viewBox units. */
export function figureToView(b: Box): Box {
  const t = PIVOT * (1 - FIGURE_SCALE);
  return { x: b.x * FIGURE_SCALE + t, y: b.y * FIGURE_SCALE + t, w: b.w * FIGURE_SCALE, h: b.h * FIGURE_SCALE };
}

/** In viewBox units: everything a blink changes, everything the mouth changes. */
export const EYE_BOX: Box = figureToView({ x: 222, y: 264, w: 156, h: 48 });
export const MOUTH_BOX: Box = figureToView({ x: 250, y: 334, w: 100, h: 80 });
/** Nothing of a look's desk (a sitting look's foreground) reaches above this line. */
export const DESK_TOP = 620;
/** The face from the eyes to the chin, in viewBox units: what a product placed on the drawing must leave clear. */
export const FACE_BOX: Box = figureToView({ x: 205, y: 255, w: 190, h: 165 });

/** Frames of a drawn look's picture: the whole figure (3:4), head and shoulders (1:1), a close-up (4:3). */
const FRAMES: Record<string, Box> = {
  '3:4': { x: 0, y: 0, w: 600, h: 800 },
  '1:1': { x: 0, y: 40, w: 600, h: 600 },
  '4:3': { x: 0, y: 90, w: 600, h: 450 },
};
export const drawingFrame = (aspect: string): Box => FRAMES[aspect] ?? FRAMES['3:4']!;
