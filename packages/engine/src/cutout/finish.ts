import sharp from 'sharp';
import { CutoutError } from './types.js';

/** The longest side a cut-out keeps: more than a product ever fills in a 1080p frame. */
export const CUTOUT_MAX_SIDE = 1024;
/** Alpha above this counts as the product. */
const SOLID = 16;
/** Less of the picture than this left after removal means the model found no product. */
const MIN_PRODUCT_SHARE = 0.005;

export interface CutoutPicture {
  width: number;
  height: number;
}

/**
 * A cut-out made ready to place: cropped to the product (its transparent margins dropped), at most
 * CUTOUT_MAX_SIDE, as PNG. Also takes a picture whose background stays: it is then only converted.
 */
export async function finishCutout(input: string, out: string): Promise<CutoutPicture> {
  let raw: { data: Buffer; info: sharp.OutputInfo };
  try {
    raw = await sharp(input, { limitInputPixels: 80_000_000 }).rotate().ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new CutoutError('unreadable');
  }
  const { data, info } = raw;
  const box = solidBox(data, info.width, info.height);
  if (!box || box.count < MIN_PRODUCT_SHARE * info.width * info.height) throw new CutoutError('no_product');
  const crop = sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).extract({
    left: box.x0,
    top: box.y0,
    width: box.x1 - box.x0 + 1,
    height: box.y1 - box.y0 + 1,
  });
  const done = await crop.resize({ width: CUTOUT_MAX_SIDE, height: CUTOUT_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).png().toFile(out);
  return { width: done.width, height: done.height };
}

/** The box around every solid pixel, and how many there are; null when there are none. */
function solidBox(data: Buffer, width: number, height: number) {
  let x0 = width;
  let y0 = height;
  let x1 = -1;
  let y1 = -1;
  let count = 0;
  for (let y = 0; y < height; y++) {
    const row = y * width * 4;
    for (let x = 0; x < width; x++) {
      if (data[row + x * 4 + 3]! <= SOLID) continue;
      count++;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  return x1 < 0 ? null : { x0, y0, x1, y1, count };
}
