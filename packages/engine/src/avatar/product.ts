import sharp from 'sharp';
import { type Box, drawingFrame, FACE_BOX } from './geometry.js';
import type { AvatarLook } from './look.js';
import { detectFaces } from '../face/detect.js';

/**
 * Product Avatar: a cut-out product put on an avatar's picture where the user placed it — into a drawn
 * look's file (so every frame draws it, standing still in front of the person) or into a photo (which
 * the talking-photo engine then animates). The product is placed as cut out; hands are not redrawn.
 */

/** Fractions of the picture the user saw: the product's centre and its width. */
export interface ProductPlacement {
  x: number;
  y: number;
  width: number;
}

/** How much of the face a product may hide (a hand-held product may touch the chin, not cover the mouth). */
const FACE_COVER_LIMIT = 0.1;
/** Pixels a drawn look keeps of the product: enough for a 1080p frame filled by the drawing. */
const DRAWN_PRODUCT_SIDE = 768;

/** The product's box inside `frame` (same units as the frame), from a placement and the product's height/width. */
export function productBox(frame: Box, p: ProductPlacement, heightPerWidth: number): Box {
  const w = p.width * frame.w;
  const h = w * heightPerWidth;
  return { x: frame.x + p.x * frame.w - w / 2, y: frame.y + p.y * frame.h - h / 2, w, h };
}

/** True when the product hides more of the face than a held product would. */
export function coversFace(product: Box, face: Box): boolean {
  const w = Math.min(product.x + product.w, face.x + face.w) - Math.max(product.x, face.x);
  const h = Math.min(product.y + product.h, face.y + face.h) - Math.max(product.y, face.y);
  return w > 0 && h > 0 && (w * h) / (face.w * face.h) > FACE_COVER_LIMIT;
}

/** Where a product placed on a drawn look's picture (framed by `aspect`) lands in the drawing. */
export function drawnProductBox(aspect: string, p: ProductPlacement, size: { width: number; height: number }): { box: Box; coversFace: boolean } {
  const box = productBox(drawingFrame(aspect), p, size.height / size.width);
  return { box, coversFace: coversFace(box, FACE_BOX) };
}

/** A drawn look presenting the product: the same person and room, under a new id, with the product in front. */
export async function lookWithProduct(look: AvatarLook, id: string, cutoutPng: string, box: Box): Promise<AvatarLook> {
  const png = await sharp(cutoutPng)
    .resize({ width: DRAWN_PRODUCT_SIDE, height: DRAWN_PRODUCT_SIDE, fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer();
  return { ...look, id, product: { href: `data:image/png;base64,${png.toString('base64')}`, ...box } };
}

/**
 * A photo presenting the product, written to `out` as PNG (turned upright as its EXIF says, as shown).
 * Refused — nothing written — when the product would hide the face the talking-photo engine animates.
 */
export async function photoWithProduct(photo: string, cutoutPng: string, p: ProductPlacement, out: string): Promise<{ coversFace: boolean }> {
  const upright = await sharp(photo).rotate().png().toBuffer();
  const { width: W = 0, height: H = 0 } = await sharp(upright).metadata();
  if (!W || !H) throw new Error('The avatar’s picture could not be read.');
  const cut = await sharp(cutoutPng).metadata();
  const box = productBox({ x: 0, y: 0, w: W, h: H }, p, cut.height! / cut.width!);
  const face = await largestFace(upright, W, H);
  if (face && coversFace(box, face)) return { coversFace: true };
  const w = Math.max(1, Math.round(box.w));
  const h = Math.max(1, Math.round(box.h));
  const left = Math.round(box.x);
  const top = Math.round(box.y);
  // Only the part on the picture is pasted (sharp wants the overlay inside the base).
  const x0 = Math.max(0, -left);
  const y0 = Math.max(0, -top);
  const x1 = Math.min(w, W - left);
  const y1 = Math.min(h, H - top);
  const layers: sharp.OverlayOptions[] = [];
  if (x1 > x0 && y1 > y0) {
    const sized = await sharp(cutoutPng).resize(w, h, { fit: 'fill' }).png().toBuffer();
    layers.push({
      input: await sharp(sized)
        .extract({ left: x0, top: y0, width: x1 - x0, height: y1 - y0 })
        .png()
        .toBuffer(),
      left: left + x0,
      top: top + y0,
    });
  }
  await sharp(upright).composite(layers).png().toFile(out);
  return { coversFace: false };
}

/** The biggest face's box in the picture's pixels (detected on a copy at most 720 pixels across). */
async function largestFace(png: Buffer, W: number, H: number): Promise<Box | null> {
  const k = Math.min(1, 720 / Math.max(W, H));
  const w = Math.max(2, Math.round((W * k) / 2) * 2);
  const h = Math.max(2, Math.round((H * k) / 2) * 2);
  const data = await sharp(png).removeAlpha().resize(w, h, { fit: 'fill' }).raw().toBuffer();
  const [best] = await detectFaces({ width: w, height: h, data });
  if (!best) return null;
  const [x, y, bw, bh] = best.box;
  return { x: x / k, y: y / k, w: bw / k, h: bh / k };
}
