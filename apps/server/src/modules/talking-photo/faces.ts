import { ErrorCode, type PhotoFacesData } from '@framecast/contract';
import { decodeImage, detectFaces, ImageLoadError, imageSize } from '@framecast/engine';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { findSpaceAsset } from '../assets/service.js';
import type { Actor } from '../../platform/http/actor.js';

/** Photos are searched for faces at most this size (long side); boxes are answered as shares anyway. */
const DETECT_SIDE = 720;
/** Answers kept by file content: the page asks again when the user comes back to a photo. */
const CACHE_MAX = 64;
const cache = new Map<string, PhotoFacesData>();

const even = (n: number) => Math.max(2, Math.round(n / 2) * 2);

/**
 * The faces in one of the current space's photos, largest first, as boxes in shares of the photo.
 * 'Failed to load image' (22001) when the file is not a picture; 22002 when no face is clear enough.
 * Runs the face model in this process (about 0.3 s a photo; the first call loads it, about 0.5 s).
 */
export async function photoFaces(ctx: AppContext, actor: Actor, assetId: string): Promise<PhotoFacesData> {
  const asset = await findSpaceAsset(ctx.db, actor.space.id, assetId);
  if (!asset) throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  if (asset.kind !== 'image') throw new AppError(ErrorCode.IMAGE_LOAD_FAILED);
  const hit = cache.get(asset.sha256);
  if (hit) return hit;
  const file = await ctx.storage.fetchToLocal(asset.storage_key);
  if (!file) throw new AppError(ErrorCode.NOT_FOUND, 'This photo is not in your assets.');
  try {
    const size = await imageSize(file);
    const shrink = Math.min(1, DETECT_SIDE / Math.max(size.width, size.height));
    const picture = await decodeImage(file, even(size.width * shrink), even(size.height * shrink), 'rgb24');
    const faces = await detectFaces(picture);
    if (!faces.length) throw new AppError(ErrorCode.NO_FACE);
    const round = (n: number) => Math.round(n * 1e4) / 1e4;
    const data: PhotoFacesData = {
      ...size,
      faces: faces.map((f) => ({
        x: round(f.box[0] / picture.width),
        y: round(f.box[1] / picture.height),
        width: round(f.box[2] / picture.width),
        height: round(f.box[3] / picture.height),
        score: round(f.score),
      })),
    };
    cache.set(asset.sha256, data);
    for (const key of cache.keys()) if (cache.size > CACHE_MAX) cache.delete(key);
    return data;
  } catch (err) {
    if (err instanceof ImageLoadError) throw new AppError(ErrorCode.IMAGE_LOAD_FAILED);
    throw err;
  }
}
