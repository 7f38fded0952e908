import type { Keyframe, KeyframeEase, Layer } from './schema.js';

/**
 * v4's keyframes: one layer's position, scale and opacity as functions of its own time. The editor's
 * preview calls `layerStateAt`; the renderer draws `keyframeExpressions`, ffmpeg expressions built
 * from the same stops with the same easing, so both show the layer at the same place at every frame.
 */

export const KEYFRAME_PROPS = ['x', 'y', 'scale', 'opacity'] as const;
export type KeyframeProp = (typeof KEYFRAME_PROPS)[number];
export type LayerState = Record<KeyframeProp, number>;
/** What the keyframes read: the layer's own values (held where no keyframe sets one) and its keyframes. */
export type Animated = Pick<Layer, 'x' | 'y' | 'opacity' | 'keyframes'>;

/** One property's stops: its value at each keyframe's time, and how each stop travels to the next. */
export interface KeyframeTrack {
  times: number[];
  values: number[];
  eases: KeyframeEase[];
}

export const hasKeyframes = (layer: Pick<Layer, 'keyframes'>): boolean => (layer.keyframes?.length ?? 0) > 0;

const baseState = (layer: Animated): LayerState => ({ x: layer.x, y: layer.y, scale: 1, opacity: layer.opacity });

/** Every keyframe's value of `prop`: its own, else the previous keyframe's, else the layer's. */
export function keyframeTrack(layer: Animated, prop: KeyframeProp): KeyframeTrack {
  const keys: Keyframe[] = layer.keyframes ?? [];
  let held = baseState(layer)[prop];
  const values = keys.map((k) => {
    held = k[prop] ?? held;
    return held;
  });
  return { times: keys.map((k) => k.t), values, eases: keys.map((k) => k.ease ?? 'linear') };
}

/**
 * The two easings, written once for numbers and once for ffmpeg: `p` (0..1) in, progress out.
 * ease-in-out is smoothstep, 3p² − 2p³, which needs nothing ffmpeg's expressions lack.
 */
const EASINGS: Record<KeyframeEase, { js: (p: number) => number; ff: (p: string) => string }> = {
  linear: { js: (p) => p, ff: (p) => p },
  'ease-in-out': { js: (p) => p * p * (3 - 2 * p), ff: (p) => `${p}*${p}*(3-2*${p})` },
};

/** A track's value at time `t` (seconds from the layer's start): held before the first stop and after the last. */
export function trackValueAt(track: KeyframeTrack, t: number): number {
  const { times, values, eases } = track;
  const last = times.length - 1;
  for (let k = 0; k < last; k++) {
    if (t < times[k + 1]!) {
      const p = Math.min(1, Math.max(0, (t - times[k]!) / (times[k + 1]! - times[k]!)));
      return values[k]! + (values[k + 1]! - values[k]!) * EASINGS[eases[k]!].js(p);
    }
  }
  return values[last]!;
}

/** Where a layer is, how big (× its size) and how opaque, `t` seconds after it starts showing. Pure. */
export function layerStateAt(layer: Animated, t: number): LayerState {
  if (!hasKeyframes(layer)) return baseState(layer);
  const state = baseState(layer);
  for (const prop of KEYFRAME_PROPS) state[prop] = trackValueAt(keyframeTrack(layer, prop), t);
  return state;
}

// Numbers in expressions without float noise (1e-9 of a frame is far below a pixel).
const num = (n: number) => Number(n.toFixed(9)).toString();
const signed = (n: number) => (n < 0 ? num(n) : `+${num(n)}`);

/**
 * The same piecewise function as `trackValueAt`, as an ffmpeg expression of `clock` (an expression
 * giving the layer's time): `if(lt(C,t1),segment 0,if(lt(C,t2),segment 1,…last value))`. A track that
 * never changes is its number.
 */
export function trackExpression(track: KeyframeTrack, clock: string): number | string {
  const { times, values, eases } = track;
  const last = times.length - 1;
  if (values.every((v) => v === values[0])) return values[0]!;
  let expr = num(values[last]!);
  for (let k = last - 1; k >= 0; k--) {
    const [v, next] = [values[k]!, values[k + 1]!];
    const p = `clip((${clock}-${num(times[k]!)})/${num(times[k + 1]! - times[k]!)},0,1)`;
    const segment = v === next ? num(v) : `(${num(v)}${signed(next - v)}*${EASINGS[eases[k]!].ff(p)})`;
    expr = `if(lt(${clock},${num(times[k + 1]!)}),${segment},${expr})`;
  }
  return expr;
}

/** A constant property is its number; a changing one an expression of ffmpeg's `t`. */
export type KeyframeExpressions = Record<KeyframeProp, number | string>;

/**
 * A keyframed layer's four properties as ffmpeg expressions of the clock `time` (seconds; `t` in most
 * filters, `T` in sendcmd), where the layer's own time is `time + shift` (a render window starting 3 s
 * after the layer did passes shift 3). Values are what `layerStateAt` answers: fractions of the frame,
 * a scale factor, an opacity.
 */
export function keyframeExpressions(layer: Animated, shift: number, time = 't'): KeyframeExpressions {
  const s = Number(shift.toFixed(9));
  const clock = s === 0 ? time : `(${time}${signed(s)})`;
  const out: KeyframeExpressions = baseState(layer);
  if (!hasKeyframes(layer)) return out;
  for (const prop of KEYFRAME_PROPS) out[prop] = trackExpression(keyframeTrack(layer, prop), clock);
  return out;
}
