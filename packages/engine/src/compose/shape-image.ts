import fs from 'node:fs/promises';
import { Resvg } from '@resvg/resvg-js';
import { type ShapeSpec, shapeSvg } from '@framecast/timeline';

export type { ShapeSpec };

/** The shape drawn once per window from the SVG the editor's stage also shows, and overlaid, never per frame. */
export async function writeShapePng(spec: ShapeSpec, file: string): Promise<void> {
  await fs.writeFile(file, new Resvg(shapeSvg(spec)).render().asPng());
}
