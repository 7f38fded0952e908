import { backdrop, chair, desk } from './draw-scene.js';
import { headwear, outfit, neck } from './draw-body.js';
import { brows, cheeks, ears, eyes, faceBase, faceOutline, glasses, nose } from './draw-face.js';
import { beard, hair, moustache } from './draw-hair.js';
import { mouth } from './draw-mouth.js';
import { expressionFor, type Viseme } from './expressions.js';
import { FIGURE_TRANSFORM, VIEW_H, VIEW_W } from './geometry.js';
import type { AvatarLook, ProductOverlay } from './look.js';

/**
 * The avatar drawing: original Framecast artwork built from vector parts (see LICENSE_INFO). A look plus
 * a face state (emotion, mouth, blink) gives SVG in a 600×800 viewBox.
 */

export interface AvatarState {
  emotion: string;
  /** 0 closed .. 1 fully open (for the viseme's shape). */
  mouthOpen: number;
  viseme: Viseme;
  /** 0 open .. 1 closed. */
  blink: number;
  /** Leave the scene out (transparent); a sitting look keeps its chair and desk. */
  removeBackground: boolean;
}

/** The drawing split by how it moves: `back` and `front` stand still, `figure` is the person. */
export interface AvatarLayers {
  back: string;
  figure: string;
  front: string;
}

export function avatarLayers(look: AvatarLook, state: AvatarState, idPrefix = 'a'): AvatarLayers {
  const a = look.appearance;
  const h = hair(a);
  const e = expressionFor(state.emotion);
  const figure = [
    h.back,
    neck(a),
    outfit(look.outfit, a),
    ears(a),
    faceBase(a),
    cheeks(a, e.blush),
    nose(a, e.noseWrinkle),
    beard(a, faceOutline),
    mouth(a, look.gender, state.emotion, state.viseme, state.mouthOpen),
    moustache(a),
    eyes(a, look.gender, state.emotion, state.blink),
    h.front,
    brows(a, look.gender, state.emotion),
    glasses(a),
    headwear(look.outfit),
  ].join('');
  const seat = chair(look.pose, look.backdrop.tint);
  const back = (state.removeBackground ? '' : backdrop(look.backdrop, `${idPrefix}bg`)) + (seat && `<g transform="${FIGURE_TRANSFORM}">${seat}</g>`);
  // A plain transformed group is safe for resvg; only groups with opacity, clip or mask are layers.
  return { back, figure: `<g transform="${FIGURE_TRANSFORM}">${figure}</g>`, front: desk(look.pose, look.backdrop.tint) + product(look.product) };
}

/** A presented product stands still in front of everything, as the desk does. */
function product(p: ProductOverlay | undefined): string {
  if (!p?.href.startsWith('data:image/png;base64,')) return '';
  const n = (v: number) => Math.round(v * 100) / 100;
  return `<image href="${p.href}" x="${n(p.x)}" y="${n(p.y)}" width="${n(p.w)}" height="${n(p.h)}" preserveAspectRatio="none"/>`;
}

/** The whole avatar as one SVG document (viewBox 600×800). */
export function avatarSvg(look: AvatarLook, state: AvatarState, idPrefix = 'a'): string {
  const l = avatarLayers(look, state, idPrefix);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${VIEW_W}" height="${VIEW_H}" viewBox="0 0 ${VIEW_W} ${VIEW_H}">${l.back}${l.figure}${l.front}</svg>`;
}
