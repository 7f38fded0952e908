import { z } from 'zod';
import { AssetIdRequest } from './assets.js';

/** A portrait's faces, for the Talking Photo page: which one speaks is the user's choice when there are several. */
export const PhotoFacesRequest = AssetIdRequest;

/** One face: its box as shares (0..1) of the photo's width and height, and how sure the model is. */
export const PhotoFace = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  score: z.number(),
});
export type PhotoFace = z.infer<typeof PhotoFace>;

export const PhotoFacesData = z.object({
  /** The photo's own size in pixels. */
  width: z.number(),
  height: z.number(),
  /** Largest first; never empty (no face is error 22002). */
  faces: z.array(PhotoFace),
});
export type PhotoFacesData = z.infer<typeof PhotoFacesData>;
