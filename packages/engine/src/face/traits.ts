import type { Face } from './detect.js';
import type { RawImage } from './image.js';

/**
 * What a portrait says about how to draw its person (Photo to Avatar): Human's age and gender
 * estimates, and the colours of the skin (the cheeks) and of the hair (above the forehead), sampled
 * from the picture along the face mesh. Estimates, not facts: the user may change any of them.
 */
export interface FaceTraits {
  /** Years, as the model guesses. */
  age?: number;
  gender?: 'male' | 'female';
  skin: string;
  /** Undefined when the patch above the forehead looks like skin or background rather than hair. */
  hair?: string;
}

const CHEEKS = [50, 280, 117, 346];
const FOREHEAD_TOP = 10;
const CHIN = 152;

const hex = (rgb: number[]) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** Mean RGB of a square patch (clipped to the picture). */
function patch(img: RawImage, cx: number, cy: number, r: number): number[] {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = Math.max(0, Math.round(cy - r)); y <= Math.min(img.height - 1, Math.round(cy + r)); y++) {
    for (let x = Math.max(0, Math.round(cx - r)); x <= Math.min(img.width - 1, Math.round(cx + r)); x++) {
      const i = (y * img.width + x) * 3;
      sum[0]! += img.data[i]!;
      sum[1]! += img.data[i + 1]!;
      sum[2]! += img.data[i + 2]!;
      n++;
    }
  }
  return n ? sum.map((v) => v / n) : [128, 128, 128];
}

const distance = (a: number[], b: number[]) => Math.hypot(a[0]! - b[0]!, a[1]! - b[1]!, a[2]! - b[2]!);

/** The traits of a face found in an RGB picture (rgb24, the picture detectFaces read). */
export function faceTraits(img: RawImage, face: Face): FaceTraits {
  const height = Math.hypot(face.mesh[CHIN]![0] - face.mesh[FOREHEAD_TOP]![0], face.mesh[CHIN]![1] - face.mesh[FOREHEAD_TOP]![1]);
  const r = Math.max(2, height * 0.04);
  const cheeks = CHEEKS.map((i) => patch(img, face.mesh[i]![0], face.mesh[i]![1], r));
  const skin = [0, 1, 2].map((c) => cheeks.reduce((s, p) => s + p[c]!, 0) / cheeks.length);
  const [fx, fy] = face.mesh[FOREHEAD_TOP]!;
  const hairRgb = patch(img, fx, fy - height * 0.12, r * 1.5);
  return {
    ...(face.age !== undefined ? { age: face.age } : {}),
    ...(face.gender && face.gender.score >= 0.6 ? { gender: face.gender.value } : {}),
    skin: hex(skin),
    // Hair that reads as skin (a high forehead, a bald head) is no hair colour.
    ...(distance(hairRgb, skin) > 40 ? { hair: hex(hairRgb) } : {}),
  };
}

/** An age in years as the text-to-avatar age groups. */
export const ageGroupOf = (years: number): 'teenager' | 'young_adult' | 'adult' | 'elderly' =>
  years < 20 ? 'teenager' : years < 32 ? 'young_adult' : years < 58 ? 'adult' : 'elderly';
