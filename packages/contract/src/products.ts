import { z } from 'zod';
import { BAD_NAME_MESSAGE, isSafeName } from './text.js';

/**
 * Products and URL analysis (spec 000 §3 Product, §4 "URL analysis up to 45 seconds", §5 URL helper;
 * 001 §5 product rules, §8 messages). Pasting a product page's link makes a product of the space from
 * what the page says, with its pictures and videos kept among the space's assets.
 */

export const URL_ANALYSIS_EXPECTED_SECONDS = 45;
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
export const PRODUCT_AUDIENCE_MAX = 300;
export const PRODUCT_HIGHLIGHTS_MAX = 10;
export const PRODUCT_HIGHLIGHT_MAX = 160;
/** Spec 001 §5: a product has at least 3 images or 1 video. */
export const PRODUCT_MIN_IMAGES = 3;
export const PRODUCT_MEDIA_MAX = 20;
/** Spec 001 §5: enough media to make videos from — 3 images, or 1 video. */
export const productMediaEnough = (media: readonly { kind: string }[]) =>
  media.some((m) => m.kind === 'video') || media.filter((m) => m.kind === 'image').length >= PRODUCT_MIN_IMAGES;

export const PRODUCT_MESSAGES = {
  url: 'Please enter the correct URL',
  name: 'Please enter product name!',
  description: 'Please enter product description!',
  urlExists: 'The URL already exists',
  noMedia: 'Link must have at least one image or one video',
  media: 'A product needs at least 3 images or 1 video',
  notProduct: 'This page does not look like a product page. Please paste the link of one product.',
  unreachable: 'The page could not be reached. Please check the link and try again.',
  noAnswer: 'Nothing answered at this address, over https:// or over http://. Please check the link and try again.',
  private: 'This link points to a private network address, which cannot be used.',
  tooLarge: 'The page is too large to read.',
  tooComplex: 'This page is too complex to read safely. Please paste another link, or add the product by hand.',
  timeout: 'The page took too long to answer. Please try again later.',
  failed: 'The link could not be read. Please try again, or add the product by hand.',
  mediaMissing: 'A picture or video of this product is not in your assets.',
  busy: 'Too many links are being read at once. Please wait for them to finish.',
} as const;

/**
 * The URL helper (spec 000 §5): text with or without http(s), https:// prepended when missing. Null
 * when it is not a web address with a host name.
 */
export function normalizeProductUrl(text: string): string | null {
  const t = text.trim();
  if (!t || /\s/.test(t)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(t) && !/^[^/]+:\d+(\/|$)/.test(t) ? t : `https://${t}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    url.hash = '';
    return url.href;
  } catch {
    return null;
  }
}

export const ProductUrl = z
  .string({ error: PRODUCT_MESSAGES.url })
  .max(2000, PRODUCT_MESSAGES.url)
  .transform((s, ctx) => {
    const url = normalizeProductUrl(s);
    if (!url) {
      ctx.addIssue({ code: 'custom', message: PRODUCT_MESSAGES.url });
      return z.NEVER;
    }
    return url;
  });

export const UrlAnalyzeRequest = z.object({ url: ProductUrl });
export type UrlAnalyzeRequest = z.input<typeof UrlAnalyzeRequest>;
export const UrlAnalysisIdRequest = z.object({ id: z.string().uuid('This analysis does not exist.') });

export const URL_ANALYSIS_STAGES = ['fetching', 'reading', 'media', 'done'] as const;
export const UrlAnalysis = z.object({
  id: z.string(),
  url: z.string(),
  status: z.enum(['working', 'ready', 'failed']),
  stage: z.enum(URL_ANALYSIS_STAGES),
  error: z.string().nullable(),
  /** The product made from the page, once ready. */
  product_id: z.string().nullable(),
  expected_seconds: z.number().int(),
});
export type UrlAnalysis = z.infer<typeof UrlAnalysis>;

export const ProductMedia = z.object({
  asset_id: z.string(),
  kind: z.enum(['image', 'video']),
  name: z.string(),
  url: z.string(),
  thumb_url: z.string().nullable(),
});
export type ProductMedia = z.infer<typeof ProductMedia>;

export const Product = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  target_audience: z.string(),
  url: z.string().nullable(),
  price: z.string().nullable(),
  currency: z.string().nullable(),
  highlights: z.array(z.string()),
  media: z.array(ProductMedia),
  /** Enough media to make videos from (3 images or 1 video). */
  media_ok: z.boolean(),
  /** The viewer may change and delete it (who made it, or an owner or admin of its space). */
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Product = z.infer<typeof Product>;

export const ProductIdRequest = z.object({ id: z.string().uuid('This product does not exist.') });
export const ProductListRequest = z.object({ q: z.string().trim().max(100).optional() });
export const ProductListData = z.object({ items: z.array(Product) });

/** A product as the user edits it: the name and description are required, the media must be enough. */
export const ProductSaveRequest = z.object({
  id: z.string().uuid('This product does not exist.').optional(),
  name: z
    .string({ error: PRODUCT_MESSAGES.name })
    .trim()
    .min(1, PRODUCT_MESSAGES.name)
    .max(PRODUCT_NAME_MAX, `Keep the name within ${PRODUCT_NAME_MAX} characters`)
    .refine(isSafeName, BAD_NAME_MESSAGE),
  description: z
    .string({ error: PRODUCT_MESSAGES.description })
    .trim()
    .min(1, PRODUCT_MESSAGES.description)
    .max(PRODUCT_DESCRIPTION_MAX, `Keep the description within ${PRODUCT_DESCRIPTION_MAX} characters`),
  target_audience: z.string().trim().max(PRODUCT_AUDIENCE_MAX, `Keep the target audience within ${PRODUCT_AUDIENCE_MAX} characters`).default(''),
  url: ProductUrl.nullable().default(null),
  highlights: z
    .array(z.string().trim().min(1).max(PRODUCT_HIGHLIGHT_MAX, `Keep each highlight within ${PRODUCT_HIGHLIGHT_MAX} characters`))
    .max(PRODUCT_HIGHLIGHTS_MAX, `At most ${PRODUCT_HIGHLIGHTS_MAX} highlights`)
    .default([]),
  media_ids: z.array(z.string().uuid('Unknown file')).max(PRODUCT_MEDIA_MAX, `At most ${PRODUCT_MEDIA_MAX} pictures and videos`),
  /** As the shop writes it ("29.90", "$49"); none when unknown. Left out, it stays as it was. */
  price: z.string().trim().max(40, 'Keep the price within 40 characters').nullable().optional(),
  currency: z.string().trim().toUpperCase().max(8, 'Keep the currency within 8 characters').nullable().optional(),
});
export type ProductSaveRequest = z.input<typeof ProductSaveRequest>;
