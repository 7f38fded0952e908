import {
  ErrorCode,
  PRODUCT_MESSAGES,
  type Product,
  productMediaEnough,
  type ProjectSource,
  type ScriptGenerateData,
  type ScriptGenerateRequest,
  type ScriptLanguage,
  type ScriptLength,
  type SourceCategory,
  toSafeName,
  URL2VIDEO_MESSAGES,
  type Url2VideoCreateRequest,
  type Url2VideoFields,
} from '@framecast/contract';
import { estimateSeconds, scriptText, ScriptWriterError, spokenPrice } from '@framecast/engine';
import type { TimelineDoc } from '@framecast/timeline';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { productDetail } from '../products/service.js';
import { discardDraft, saveProject } from '../projects/service.js';
import { type Submitter, submitRender } from '../render/service.js';
import { applyTemplate, templateDocument } from '../templates/service.js';
import { LABELS } from './labels.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * URL to Video (spec 000 §2.4, §2.12): a product of the space → ad scripts → a template filled with the
 * product → a project with source category URL video, rendered on the queue like any other.
 */

/** A price as shoppers read it: "29.90" with currency USD → "29.90 USD"; a price that names its own currency stays. */
export function priceLabel(p: Pick<Product, 'price' | 'currency'>): string | null {
  if (!p.price) return null;
  if (!p.currency || /[^\d.,\s]/.test(p.price)) return p.price;
  return `${p.price} ${p.currency}`;
}

const languageError = () => new AppError(ErrorCode.SCRIPT_LANGUAGE, undefined, { fields: { language: URL2VIDEO_MESSAGES.language } });

/** Scripts for a product the caller may see, by the configured writer, each with its speakable text and length. */
export async function writeScripts(
  ctx: AppContext,
  product: Product,
  ask: { length: ScriptLength; language: ScriptLanguage; variants: number },
): Promise<ScriptGenerateData> {
  const writer = ctx.engines.scripts;
  if (writer.languages && !writer.languages.includes(ask.language)) throw languageError();
  try {
    const variants = await writer.write({
      product: {
        name: product.name,
        description: product.description,
        highlights: product.highlights,
        audience: product.target_audience,
        price: priceLabel(product) ?? undefined,
        url: product.url ?? undefined,
      },
      ...ask,
    });
    return {
      engine: writer.id,
      variants: variants.map((v) => {
        const text = scriptText(v.sections, ask.language);
        return { title: v.title, angle: v.angle, sections: v.sections, text, seconds: Math.round(estimateSeconds(text, ask.language)) };
      }),
    };
  } catch (err) {
    if (!(err instanceof ScriptWriterError)) throw err;
    if (err.reason === 'language') throw languageError();
    ctx.log.warn({ err, engine: writer.id }, 'script writer failed');
    throw new AppError(ErrorCode.SCRIPT_ENGINE);
  }
}

export async function generateScripts(ctx: AppContext, actor: Actor, input: z.output<typeof ScriptGenerateRequest>): Promise<ScriptGenerateData> {
  return writeScripts(ctx, await productDetail(ctx, actor, input.product_id), input);
}

export interface VideoPlan {
  product: Product;
  template: TimelineDoc;
  script: string;
  settings: Pick<z.output<typeof Url2VideoFields>, 'language' | 'voice' | 'avatar' | 'subtitles'>;
  name?: string;
  source: ProjectSource;
  category: SourceCategory;
  submitter: Submitter;
}

/** A product in a template → a project, queued for rendering; a project that could not be queued is not kept. */
export async function makeVideo(ctx: AppContext, actor: Actor, plan: VideoPlan) {
  const { product, settings } = plan;
  if (!product.media_ok) throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.media, { fields: { product_id: PRODUCT_MESSAGES.media } });
  const doc = applyTemplate(plan.template, {
    product: {
      name: product.name,
      description: product.description,
      highlights: product.highlights,
      // The price tag as a shopper reads it in the video's language ("$49", "49美元"), never "49.00 USD";
      // a price that names no currency is left off rather than shown as a bare number.
      price: spokenPrice(priceLabel(product) ?? undefined, settings.language) ?? null,
      media: product.media.map((m) => ({ ref: `asset:${m.asset_id}`, kind: m.kind })),
    },
    script: plan.script,
    voice: settings.voice,
    avatar: settings.avatar,
    subtitles: settings.subtitles,
    labels: LABELS[settings.language],
  });
  const project = await saveProject(ctx, actor, {
    document: doc,
    // A product saved before the name rule may carry what it refuses; the project's name must pass it.
    name: toSafeName(plan.name || product.name).slice(0, 100),
    source: plan.source,
    category: plan.category,
  });
  try {
    return await submitRender(ctx, actor, project.id, plan.submitter);
  } catch (err) {
    // Not queued (credits, limits, a busy queue): no draft is left behind for a retry to duplicate.
    await discardDraft(ctx, actor, project.id).catch((e: unknown) => ctx.log.warn({ err: e }, 'could not remove an unqueued URL video'));
    throw err;
  }
}

/** The product with only the chosen media, in the chosen order; a file that is not the product's is refused. */
function withMedia(product: Product, ids: string[] | undefined): Product {
  if (!ids) return product;
  const media = ids.map((id) => product.media.find((m) => m.asset_id === id));
  if (media.some((m) => !m)) throw new AppError(ErrorCode.NOT_FOUND, PRODUCT_MESSAGES.mediaMissing, { fields: { media_ids: PRODUCT_MESSAGES.mediaMissing } });
  const chosen = media as Product['media'];
  return { ...product, media: chosen, media_ok: productMediaEnough(chosen) };
}

export async function createUrlVideo(ctx: AppContext, actor: Actor, input: z.output<typeof Url2VideoCreateRequest>, submitter: Submitter) {
  // makeVideo refuses a product without enough media.
  const product = withMedia(await productDetail(ctx, actor, input.product_id), input.media_ids);
  const template = await templateDocument(ctx, actor, input.template_id);
  if (template.aspectRatio !== input.aspect_ratio)
    throw new AppError(ErrorCode.BAD_REQUEST, URL2VIDEO_MESSAGES.ratio, { fields: { template_id: URL2VIDEO_MESSAGES.ratio } });
  return makeVideo(ctx, actor, {
    product,
    template,
    script: input.script,
    settings: input,
    name: input.name,
    source: 'url_to_video',
    category: 'url_video',
    submitter,
  });
}
