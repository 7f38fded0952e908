import { type Animated, type KeyframeExpressions, keyframeExpressions } from '@framecast/timeline';
import { filterValue, plus, round } from './escape.js';

/**
 * v4 keyframes drawn by ffmpeg. The numbers come from the timeline's `keyframeExpressions`, the same
 * stops and easing the editor's preview evaluates with `layerStateAt`; this file only places them.
 * A layer is laid (its box, `cx`/`cy`) where its own x and y put it; keyframes move it from there.
 */

/** A layer's keyframes and own values, and how far into the layer's time the window starts (seconds). */
export type Keyed = Required<Pick<Animated, 'keyframes'>> & Pick<Animated, 'x' | 'y' | 'opacity'> & { shift: number };

const exprs = (k: Keyed, clock?: string): KeyframeExpressions => keyframeExpressions(k, k.shift, clock);

/** The centre's travel from where the layer was laid, in pixels: `+N`, `+W*(expr-x0)`, or nothing. */
function travel(value: number | string, from: number, size: number): string {
  return typeof value === 'number' ? plus((value - from) * size, 2) : `+${size}*(${value}${plus(-from, 9)})`;
}

/**
 * Overlay coordinates of a keyed layer centred on (cx, cy) when laid: its travel, less half its size
 * on this frame (overlay's `w`/`h` follow a per-frame scale). Quoted: the expressions hold commas.
 */
export function keyedPosition(k: Keyed, cx: number, cy: number, frame: { width: number; height: number }): { x: string; y: string } {
  const e = exprs(k);
  return {
    x: `'round(${round(cx, 2)}${travel(e.x, k.x, frame.width)}-w/2)'`,
    y: `'round(${round(cy, 2)}${travel(e.y, k.y, frame.height)}-h/2)'`,
  };
}

/** The centre's travel for filters that place things themselves (drawtext): pixel terms to append. */
export function keyedTravel(k: Keyed, frame: { width: number; height: number }): { dx: string; dy: string } {
  const e = exprs(k);
  return { dx: travel(e.x, k.x, frame.width), dy: travel(e.y, k.y, frame.height) };
}

/**
 * Per-frame scaling about the centre, in even pixels (as the v3 zoom: no wobble from odd halves);
 * `iw`/`ih` are the laid size. Nothing when the scale stays at 1.
 */
export function keyedScale(k: Keyed): string {
  const { scale } = exprs(k);
  if (scale === 1) return '';
  const side = (of: string) => `max(2,2*round(${of}*${scale}/2))`;
  return typeof scale === 'number' ? `,scale=w='${side('iw')}':h='${side('ih')}'` : `,scale=w='${side('iw')}':h='${side('ih')}':eval=frame:flags=bilinear`;
}

/** The opacity to draw with, as an expression of `t` (drawtext's `alpha`) or a number. */
export const keyedOpacityValue = (k: Keyed): number | string => exprs(k).opacity;

/**
 * The opacity step of a keyed layer (replacing the laid opacity's), or its number when it stays put
 * (the caller's constant opacity step draws that). A changing opacity cannot be an
 * option of colorchannelmixer (options are fixed when the graph starts) and `lut`'s expressions do not
 * see the time; `geq` does, but evaluates an expression per pixel. So `sendcmd` evaluates the
 * opacity once per frame (its `[expr]` flag, clock `T`) and hands it to colorchannelmixer's alpha
 * gain, a per-pixel multiply: the same cost as a constant opacity. `name` makes the target unique.
 */
export function keyedOpacity(k: Keyed, name: string): number | string {
  const opacity = exprs(k, 'T').opacity;
  if (typeof opacity === 'number') return opacity;
  const target = `colorchannelmixer@${name}`;
  return `,format=rgba,sendcmd=c=${filterValue(`0 [expr] ${target} aa '${opacity}'`)},${target}=aa=1`;
}
