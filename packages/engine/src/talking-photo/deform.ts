import type { TrackFrame } from '../avatar/mouth-track.js';
import type { Viseme } from '../avatar/expressions.js';
import { CHIN, EYES, LOWER_INNER, LOWER_LIP_MID, LOWER_OUTER, MOUTH_CORNERS, UPPER_INNER, UPPER_LIP_MID, UPPER_OUTER } from './mesh-regions.js';

/**
 * Where each point of a still face's mesh goes in one video frame: the jaw drops and the lips part with
 * the speech's loudness, the corners spread or round with the phoneme, the upper lids close in a blink,
 * and the whole head sways and tilts a little. A smooth field over the face, so the warp between
 * points stays smooth; points off the face do not move (the warp holds the picture's edges still).
 */

type Vec = [number, number];

/** The face's own axes and sizes, measured once from the still. */
export interface FaceFrame {
  rest: Float32Array;
  /** Between the lips, where they meet. */
  centre: Vec;
  /** Unit vectors: towards the chin, towards the face's left (image right). */
  down: Vec;
  right: Vec;
  /** Corner to corner of the mouth, pixels. */
  mouthWidth: number;
  /** Face width at the eyes, pixels. */
  faceWidth: number;
  /** Pivot of the head's tilt (the chin). */
  pivot: Vec;
  /** Per point: 1 lower lip, -1 upper lip, 0 elsewhere; and the eye-lid weights (+ down in a blink). */
  lip: Int8Array;
  lid: Float32Array;
  /** Eye opening height per eye, pixels. */
  eyeOpening: number;
}

/** Per mouth shape: how far the jaw may open (share of loudness) and the corners' spread (+) or rounding (-). */
const SHAPES: Record<Viseme, { open: number; spread: number }> = {
  rest: { open: 0.35, spread: 0 },
  ai: { open: 1, spread: 0.04 },
  e: { open: 0.6, spread: 0.09 },
  o: { open: 0.85, spread: -0.12 },
  u: { open: 0.4, spread: -0.18 },
  mbp: { open: 0, spread: 0 },
  fv: { open: 0.18, spread: 0.02 },
  l: { open: 0.65, spread: 0.02 },
  etc: { open: 0.55, spread: 0.03 },
};

/** Jaw drop at full loudness, as a share of the mouth's width. */
const MAX_DROP = 0.42;

const pt = (mesh: Float32Array, i: number): Vec => [mesh[i * 2]!, mesh[i * 2 + 1]!];
const dist = (a: Vec, b: Vec) => Math.hypot(a[0] - b[0], a[1] - b[1]);
const smoothstep = (a: number, b: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - a) / (b - a)));
  return t * t * (3 - 2 * t);
};

export function faceFrame(mesh: readonly (readonly [number, number])[]): FaceFrame {
  const rest = new Float32Array(mesh.length * 2);
  mesh.forEach(([x, y], i) => {
    rest[i * 2] = x;
    rest[i * 2 + 1] = y;
  });
  const rightCorner = pt(rest, MOUTH_CORNERS.right);
  const leftCorner = pt(rest, MOUTH_CORNERS.left);
  const eyeR = pt(rest, EYES[0].corners[0]);
  const eyeL = pt(rest, EYES[1].corners[0]);
  const across = [eyeL[0] - eyeR[0], eyeL[1] - eyeR[1]];
  const len = Math.hypot(across[0]!, across[1]!) || 1;
  const right: Vec = [across[0]! / len, across[1]! / len];
  const down: Vec = [-right[1], right[0]];
  const lip = new Int8Array(mesh.length);
  for (const i of [...LOWER_INNER, ...LOWER_OUTER, ...LOWER_LIP_MID]) lip[i] = 1;
  for (const i of [...UPPER_INNER, ...UPPER_OUTER, ...UPPER_LIP_MID]) lip[i] = -1;
  // Corners belong to both lips; they move with the field, not with either lip.
  for (const i of [UPPER_INNER[0], UPPER_INNER[UPPER_INNER.length - 1], MOUTH_CORNERS.right, MOUTH_CORNERS.left]) lip[i] = 0;
  const lid = new Float32Array(mesh.length);
  let opening = 0;
  for (const eye of EYES) {
    for (const i of eye.upper) lid[i] = 1;
    for (const i of eye.crease) lid[i] = 0.45;
    for (const i of eye.lower) lid[i] = -0.15;
    opening += dist(pt(rest, eye.upper[3]), pt(rest, eye.lower[3])) / 2;
  }
  const upper = pt(rest, UPPER_INNER[5]);
  const lower = pt(rest, LOWER_INNER[5]);
  return {
    rest,
    centre: [(upper[0] + lower[0]) / 2, (upper[1] + lower[1]) / 2],
    down,
    right,
    mouthWidth: dist(rightCorner, leftCorner),
    faceWidth: dist(eyeR, eyeL) * 2.2,
    pivot: pt(rest, CHIN),
    lip,
    lid,
    eyeOpening: opening,
  };
}

/** How far the lips part in this frame, pixels (0 = closed); the mouth painter uses it for the teeth. */
export function lipGap(face: FaceFrame, frame: Pick<TrackFrame, 'open' | 'viseme'>): number {
  return Math.max(0, frame.open) * SHAPES[frame.viseme].open * MAX_DROP * face.mouthWidth;
}

/** The mesh's points for one frame (same layout as `face.rest`), written into `out`. */
export function deformFace(face: FaceFrame, frame: TrackFrame, out: Float32Array): Float32Array {
  const { rest, centre, down, right, mouthWidth: W, lip, lid } = face;
  const drop = lipGap(face, frame);
  const spread = SHAPES[frame.viseme].spread * W * Math.min(1, 0.4 + frame.open);
  const blink = Math.min(1, Math.max(0, frame.blink)) * face.eyeOpening;
  // The library's sway is in a 600-wide drawing where the face is ~200 wide: scale it to this face.
  const scale = face.faceWidth / 200;
  const shiftX = frame.dx * scale;
  const shiftY = frame.dy * scale;
  const tilt = frame.dx * 0.0025;
  const cos = Math.cos(tilt);
  const sin = Math.sin(tilt);
  for (let i = 0; i < rest.length / 2; i++) {
    const x = rest[i * 2]!;
    const y = rest[i * 2 + 1]!;
    const vx = x - centre[0];
    const vy = y - centre[1];
    const along = (vx * down[0] + vy * down[1]) / W;
    const side = (vx * right[0] + vy * right[1]) / W;
    // Lips: full movement in the middle, none at the corners.
    const lipShape = Math.max(0, 1 - (side / 0.52) ** 2);
    let move = 0;
    if (lip[i] === 1) move = drop * (0.35 + 0.65 * lipShape);
    else if (lip[i] === -1) move = -0.12 * drop * lipShape;
    else if (along > 0) move = drop * smoothstep(-0.05, 0.35, along) * (1 - smoothstep(0.5, 1.25, Math.abs(side)));
    else move = -0.05 * drop * (1 - smoothstep(0, 0.6, -along)) * (1 - smoothstep(0.4, 0.9, Math.abs(side)));
    const corner = Math.exp(-(((Math.abs(side) - 0.5) / 0.3) ** 2) - (along / 0.35) ** 2);
    const outward = spread * corner * Math.sign(side);
    let px = x + down[0] * move + right[0] * outward;
    let py = y + down[1] * move + right[1] * outward;
    if (lid[i]) {
      px += down[0] * blink * lid[i]!;
      py += down[1] * blink * lid[i]!;
    }
    // The head: tilt about the chin, then sway.
    const rx = px - face.pivot[0];
    const ry = py - face.pivot[1];
    out[i * 2] = face.pivot[0] + rx * cos - ry * sin + shiftX;
    out[i * 2 + 1] = face.pivot[1] + rx * sin + ry * cos + shiftY;
  }
  return out;
}
