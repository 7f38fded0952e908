import type { Emotion } from '@framecast/timeline';

/**
 * What each of the ten emotions does to the face. Numbers are in viewBox units unless noted; "inner"
 * is the end of a brow nearest the nose. Left/right are the viewer's.
 */

export type Viseme = 'rest' | 'ai' | 'e' | 'o' | 'u' | 'mbp' | 'fv' | 'l' | 'etc';
export const VISEMES: readonly Viseme[] = ['rest', 'ai', 'e', 'o', 'u', 'mbp', 'fv', 'l', 'etc'];

export interface BrowPose {
  /** Vertical offsets of the inner and outer ends (negative = up). */
  inner: number;
  outer: number;
  /** Extra upward bow in the middle. */
  arch: number;
}

export interface EyePose {
  /** Scale of the eye opening (1 = normal). */
  size: number;
  /** Upper lid lowered, 0..1 of the opening. */
  lid: number;
  /** Lower lid raised (a smile pushing the cheeks), 0..1. */
  squint: number;
  /** Upper lid slant: positive lowers the inner corner (anger), negative the outer (sadness). */
  slant: number;
}

export interface MouthPose {
  /** Corner lift, -1 (frown) .. 1 (broad smile); left and right may differ (smirk, sneer). */
  smileL: number;
  smileR: number;
  /** Width scale (1 = normal). */
  width: number;
  /** The mouth when not speaking. */
  restViseme: Viseme;
  restOpen: number;
  /** A wobbly line (a nervous smile). */
  wobble: number;
}

export interface Expression {
  browL: BrowPose;
  browR: BrowPose;
  eyeL: EyePose;
  eyeR: EyePose;
  /** Where the irises look, in viewBox units. */
  gazeX: number;
  gazeY: number;
  mouth: MouthPose;
  /** 0..1 strength of cheek colour. */
  blush: number;
  /** Extras: a bead of sweat, a wrinkled nose, a crease between the brows. */
  sweat: boolean;
  noseWrinkle: boolean;
  frownLines: boolean;
}

const brow = (inner: number, outer: number, arch = 2): BrowPose => ({ inner, outer, arch });
const eye = (size = 1, lid = 0, squint = 0, slant = 0): EyePose => ({ size, lid, squint, slant });
const mouth = (smileL: number, smileR = smileL, more: Partial<MouthPose> = {}): MouthPose => ({
  smileL,
  smileR,
  width: 1,
  restViseme: 'rest',
  restOpen: 0,
  wobble: 0,
  ...more,
});

/** Most faces are symmetric: `brows` and `eyes` set both sides, `browL`/`eyeR` etc. one. */
function expr({ brows = brow(0, 0), eyes = eye(), ...e }: Partial<Expression> & Pick<Expression, 'mouth'> & { brows?: BrowPose; eyes?: EyePose }): Expression {
  return {
    browL: brows,
    browR: brows,
    eyeL: eyes,
    eyeR: eyes,
    gazeX: 0,
    gazeY: 0,
    blush: 0.35,
    sweat: false,
    noseWrinkle: false,
    frownLines: false,
    ...e,
  };
}

export const EXPRESSIONS: Record<Emotion, Expression> = {
  default: expr({ mouth: mouth(0.45), brows: brow(-1, 0, 3), eyes: eye(1, 0.04, 0.12) }),
  neutral: expr({ mouth: mouth(0.05, 0.05, { width: 0.92 }), blush: 0.2, eyes: eye(1, 0.1) }),
  happy: expr({
    mouth: mouth(1, 1, { width: 1.12, restViseme: 'e', restOpen: 0.5 }),
    brows: brow(-4, -3, 4),
    eyes: eye(1, 0, 0.5),
    blush: 0.75,
  }),
  excited: expr({
    mouth: mouth(1, 1, { width: 1.15, restViseme: 'ai', restOpen: 0.8 }),
    brows: brow(-10, -8, 5),
    eyes: eye(1.18, 0, 0.15),
    blush: 0.9,
  }),
  surprised: expr({
    mouth: mouth(0, 0, { restViseme: 'o', restOpen: 0.75 }),
    brows: brow(-13, -9, 6),
    eyes: eye(1.32),
    blush: 0.3,
  }),
  sad: expr({
    mouth: mouth(-0.75, -0.75, { width: 0.88 }),
    brows: brow(-9, 4, -1),
    eyes: eye(0.95, 0.3, 0, -0.6),
    gazeY: 3,
    blush: 0.15,
  }),
  angry: expr({
    mouth: mouth(-0.55, -0.55, { width: 0.86 }),
    brows: brow(8, -4, 0),
    eyes: eye(0.95, 0.34, 0.12, 0.9),
    blush: 0.45,
    frownLines: true,
  }),
  disgusted: expr({
    mouth: mouth(-0.6, 0.25, { width: 0.92, restViseme: 'e', restOpen: 0.32 }),
    browL: brow(6, 0, 0),
    browR: brow(2, -3, 1),
    eyeL: eye(0.85, 0.38, 0.35, 0.4),
    eyeR: eye(0.95, 0.22, 0.2, 0.2),
    gazeX: -2,
    blush: 0.2,
    noseWrinkle: true,
  }),
  nervous: expr({
    mouth: mouth(0.25, 0.1, { width: 0.9, wobble: 1 }),
    browL: brow(-7, 1, 1),
    browR: brow(-5, 2, 1),
    eyes: eye(1.05, 0.05, 0, -0.3),
    gazeX: 5,
    blush: 0.55,
    sweat: true,
  }),
  confident: expr({
    mouth: mouth(0.25, 0.8, { width: 1.02 }),
    browL: brow(0, 1, 2),
    browR: brow(-5, -5, 3),
    eyeL: eye(1, 0.26, 0.18),
    eyeR: eye(1, 0.22, 0.18),
    blush: 0.3,
  }),
};

export function expressionFor(emotion: string): Expression {
  return EXPRESSIONS[emotion as Emotion] ?? EXPRESSIONS.default;
}
