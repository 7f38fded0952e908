import { loadHuman } from './human.js';
import type { RawImage } from './image.js';

/** One face found in a picture, in that picture's pixels. */
export interface Face {
  /** [x, y, width, height]. */
  box: [number, number, number, number];
  score: number;
  /** MediaPipe's 468-point face mesh, [x, y] each. */
  mesh: [number, number][];
  /** Human's face descriptor (for matching one face against another). */
  descriptor: number[];
  /** Human's estimates of age (years) and gender, with the gender's confidence 0..1. */
  age?: number;
  gender?: { value: 'male' | 'female'; score: number };
}

/** Faces whose box is smaller than this share of the picture's short side are ignored (crowds, posters). */
const MIN_FACE_SHARE = 0.06;

/** Every clear face in an RGB picture, largest first. */
export async function detectFaces(image: RawImage): Promise<Face[]> {
  const human = await loadHuman();
  const tensor = human.tf.tensor4d(new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.length), [1, image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(tensor);
    const minSide = Math.min(image.width, image.height) * MIN_FACE_SHARE;
    return result.face
      .filter((f) => f.mesh.length >= 468 && Math.min(f.box[2], f.box[3]) >= minSide)
      .map((f) => ({
        box: f.box.map((n) => Math.round(n)) as Face['box'],
        score: f.score,
        mesh: f.mesh.map(([x, y]) => [x, y] as [number, number]),
        descriptor: f.embedding ?? [],
        ...(typeof f.age === 'number' ? { age: f.age } : {}),
        ...(f.gender === 'male' || f.gender === 'female' ? { gender: { value: f.gender as 'male' | 'female', score: f.genderScore ?? 0 } } : {}),
      }))
      .sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
  } finally {
    tensor.dispose();
  }
}

/** How alike two faces are, 0 (unlike) .. 1 (the same picture); one person scores about 0.6 or more. */
export async function faceSimilarity(a: Face, b: Face): Promise<number> {
  const human = await loadHuman();
  return human.match.similarity(a.descriptor, b.descriptor);
}
