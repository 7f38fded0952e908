import { z } from 'zod';
import { FontFamily } from './fonts.js';
import { Color } from './schema.js';

export const BRAND_PALETTE_MAX = 8;

/**
 * A space's brand style (its brand kit's colours and fonts): 1–8 colours in the order they are applied
 * (see applyBrandStyle for what each colour goes to), a font for headings and one for everything else.
 * Colours are kept lower-case, so one colour is always written one way.
 */
export const BrandStyle = z.object({
  palette: z
    .array(Color.transform((c) => c.toLowerCase()))
    .min(1, 'A palette has at least one colour')
    .max(BRAND_PALETTE_MAX, `A palette has at most ${BRAND_PALETTE_MAX} colours`),
  heading_font: FontFamily,
  body_font: FontFamily,
});
export type BrandStyle = z.output<typeof BrandStyle>;
