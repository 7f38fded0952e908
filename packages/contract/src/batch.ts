import { z } from 'zod';
import { normalizeProductUrl, UrlAnalysis } from './products.js';
import { ProjectSummary } from './projects.js';
import { Url2VideoFields } from './url2video.js';

/**
 * Batch Mode and Batch Product (spec 000 §2.8; 001 §5 "up to 10 products; URLs separated by space, line
 * break or comma", §5 batch settings "script and template required", §8 messages; Creator and up): many
 * products read at once, then one video each from one template and one script style.
 */

export const BATCH_MAX_PRODUCTS = 10;

export const BATCH_MESSAGES = {
  empty: 'Please enter at least one product URL',
  limit: `Limit exceeded: at most ${BATCH_MAX_PRODUCTS} products`,
  parse: (n: number) => `Failed to parse ${n} URL${n === 1 ? '' : 's'}`,
  products: 'Choose at least one product',
  script: 'Please choose a script style',
  template: 'Please choose a template',
} as const;

/** How the script writer approaches each product (its angles); the batch's "script" setting. */
export const SCRIPT_ANGLES = ['problem-solution', 'benefits list', 'story', 'question', 'offer-first'] as const;
export const ScriptAngle = z.enum(SCRIPT_ANGLES, { error: BATCH_MESSAGES.script });
export type ScriptAngle = z.infer<typeof ScriptAngle>;

/** The text of the Add step → product links, each once, and the pieces that are not links. */
export function parseBatchUrls(text: string): { urls: string[]; invalid: string[] } {
  const urls: string[] = [];
  const invalid: string[] = [];
  for (const piece of text.split(/[\s,，]+/u).filter(Boolean)) {
    const url = normalizeProductUrl(piece);
    if (!url) invalid.push(piece);
    else if (!urls.includes(url)) urls.push(url);
  }
  return { urls, invalid };
}

export const BatchAnalyzeRequest = z.object({
  urls: z
    .string({ error: BATCH_MESSAGES.empty })
    .max(20_000, BATCH_MESSAGES.limit)
    .transform((text, ctx) => {
      const { urls, invalid } = parseBatchUrls(text);
      if (invalid.length) ctx.addIssue({ code: 'custom', message: BATCH_MESSAGES.parse(invalid.length) });
      else if (!urls.length) ctx.addIssue({ code: 'custom', message: BATCH_MESSAGES.empty });
      else if (urls.length > BATCH_MAX_PRODUCTS) ctx.addIssue({ code: 'custom', message: BATCH_MESSAGES.limit });
      return urls;
    }),
});
export type BatchAnalyzeRequest = z.input<typeof BatchAnalyzeRequest>;

/** One link of a batch: read now (an analysis to follow), already a product of the space, or refused at once. */
export const BatchItem = z.object({
  url: z.string(),
  analysis: UrlAnalysis.nullable(),
  product_id: z.string().nullable(),
  error: z.string().nullable(),
});
export type BatchItem = z.infer<typeof BatchItem>;
export const BatchAnalyzeData = z.object({ items: z.array(BatchItem) });

const Settings = Url2VideoFields.omit({ product_id: true, script: true, name: true, media_ids: true });
export const BatchCreateRequest = Settings.extend({
  product_ids: z
    .array(z.string().uuid('This product does not exist.'), { error: BATCH_MESSAGES.products })
    .min(1, BATCH_MESSAGES.products)
    .max(BATCH_MAX_PRODUCTS, BATCH_MESSAGES.limit)
    .refine((ids) => new Set(ids).size === ids.length, 'A product is listed twice'),
  script_angle: ScriptAngle,
  template_id: z.string({ error: BATCH_MESSAGES.template }).pipe(Settings.shape.template_id),
  /** 'url_video' for Batch Mode (from links), 'product_video' for Batch Product (from products). */
  category: z.enum(['url_video', 'product_video']).default('url_video'),
});
export type BatchCreateRequest = z.input<typeof BatchCreateRequest>;
export const BatchCreateData = z.object({
  /** Queued videos, one per product that went through. */
  projects: z.array(ProjectSummary),
  /** Products that did not become a queued video, and why (nothing was kept of them). */
  failed: z.array(z.object({ product_id: z.string(), error: z.string() })),
});
export type BatchCreateData = z.infer<typeof BatchCreateData>;
