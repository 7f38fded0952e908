import fs from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';

export interface ShapeSpec {
  shape: 'rect' | 'ellipse';
  /** Pixels. */
  width: number;
  height: number;
  fill: string;
  /** Corner rounding of a rect: 0 square … 1 fully round (half the shorter side). */
  radius: number;
}

/** The shape as SVG at its pixel size; drawn once per window and overlaid, never per frame. */
export function shapeSvg(spec: ShapeSpec): string {
  const w = Math.max(1, Math.round(spec.width));
  const h = Math.max(1, Math.round(spec.height));
  const body =
    spec.shape === 'ellipse'
      ? `<ellipse cx="${w / 2}" cy="${h / 2}" rx="${w / 2}" ry="${h / 2}" fill="${spec.fill}"/>`
      : `<rect width="${w}" height="${h}" rx="${(Math.min(w, h) / 2) * spec.radius}" fill="${spec.fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}

export async function writeShapePng(spec: ShapeSpec, file: string): Promise<void> {
  await fs.writeFile(file, new Resvg(shapeSvg(spec)).render().asPng());
}
