import { type BatchAnalyzeData, type BatchCreateData, type BatchCreateRequest, ErrorCode, PRODUCT_MESSAGES, URL2VIDEO_MESSAGES } from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import type { Submitter } from '../render/service.js';
import { productDetail, productIdForUrl, startAnalysis } from '../products/service.js';
import { templateDocument } from '../templates/service.js';
import { makeVideo, writeScripts } from './service.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * Batch Mode (spec 000 §2.8): up to ten links read at once, then one video per product from one
 * template and one script style. A link the space already has a product for is not read again.
 */

export async function batchAnalyze(ctx: AppContext, actor: Actor, urls: string[]): Promise<z.input<typeof BatchAnalyzeData>> {
  const items = [];
  for (const url of urls) {
    const known = await productIdForUrl(ctx, actor, url);
    if (known) {
      items.push({ url, analysis: null, product_id: known, error: null });
      continue;
    }
    try {
      items.push({ url, analysis: await startAnalysis(ctx, actor, { url }), product_id: null, error: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      items.push({ url, analysis: null, product_id: null, error: err.message });
    }
  }
  return { items };
}

/**
 * Scripts are written for every product at once (a chat model takes seconds each), then the videos are
 * made one by one. A product that cannot become a queued video (no media, credits run out…) is reported
 * with its reason and leaves nothing behind; the others go on.
 */
export async function batchCreate(ctx: AppContext, actor: Actor, input: z.output<typeof BatchCreateRequest>, submitter: Submitter): Promise<BatchCreateData> {
  const template = await templateDocument(ctx, actor, input.template_id);
  if (template.aspectRatio !== input.aspect_ratio)
    throw new AppError(ErrorCode.BAD_REQUEST, URL2VIDEO_MESSAGES.ratio, { fields: { template_id: URL2VIDEO_MESSAGES.ratio } });
  const prepared = await Promise.allSettled(
    input.product_ids.map(async (id) => {
      const product = await productDetail(ctx, actor, id);
      if (!product.media_ok) throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.media);
      const { variants } = await writeScripts(ctx, product, { length: input.length, language: input.language, variants: 5 });
      const chosen = variants.find((v) => v.angle === input.script_angle) ?? variants[0];
      return { product, script: chosen.text };
    }),
  );
  const out: BatchCreateData = { projects: [], failed: [] };
  for (const [i, result] of prepared.entries()) {
    const productId = input.product_ids[i];
    if (result.status === 'rejected') {
      if (!(result.reason instanceof AppError)) throw result.reason;
      out.failed.push({ product_id: productId, error: result.reason.message });
      continue;
    }
    try {
      const { product, script } = result.value;
      out.projects.push(
        await makeVideo(ctx, actor, {
          product,
          template,
          script,
          settings: input,
          source: input.category === 'url_video' ? 'batch_mode' : 'batch_product',
          category: input.category,
          submitter,
        }),
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      out.failed.push({ product_id: productId, error: err.message });
    }
  }
  return out;
}
