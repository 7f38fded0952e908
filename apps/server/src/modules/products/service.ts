import crypto from 'node:crypto';
import {
  ErrorCode,
  PRODUCT_MESSAGES,
  productMediaEnough,
  type Product,
  type ProductListRequest,
  type ProductSaveRequest,
  URL_ANALYSIS_EXPECTED_SECONDS,
  type UrlAnalysis,
  type UrlAnalyzeRequest,
} from '@framecast/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import { AppError } from '../../platform/http/errors.js';
import { enqueue } from '../../platform/queue/jobs.js';
import { findSpaceAssetIds, mediaLinks } from '../assets/service.js';
import { assertCanManage, canManageEach, roleIn } from '../spaces/service.js';
import { ANALYZE_JOB } from './analyze-job.js';
import * as store from './store.js';
import type { Actor } from '../../platform/http/actor.js';

/**
 * Products of a space (spec 000 §3): made from a product page (URL analysis) or by hand, seen by the
 * space's members, changed by who made them or an admin. One product per URL in a space.
 */

const NOT_FOUND = 'This product does not exist.';
const ANALYSIS_NOT_FOUND = 'This analysis does not exist.';
/** Pages a user may have in the reading at once. */
const ANALYSES_AT_ONCE = 10;

type ProductRow = NonNullable<Awaited<ReturnType<typeof store.findProduct>>>;

export async function presentProducts(ctx: AppContext, actor: Actor, rows: ProductRow[]): Promise<Product[]> {
  const editable = await canManageEach(ctx.db, actor, rows);
  const media = await store.mediaOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  // One query per space for all its products' media (a list is one space's).
  const links = new Map<string, Awaited<ReturnType<typeof mediaLinks>>>();
  for (const spaceId of new Set(rows.map((r) => r.space_id))) {
    const ids = new Set(rows.filter((r) => r.space_id === spaceId).map((r) => r.id));
    links.set(
      spaceId,
      await mediaLinks(
        ctx,
        actor.userId,
        spaceId,
        media.filter((m) => ids.has(m.product_id)).map((m) => m.asset_id),
      ),
    );
  }
  const out: Product[] = [];
  for (const [i, r] of rows.entries()) {
    const ids = media.filter((m) => m.product_id === r.id).map((m) => m.asset_id);
    const spaceLinks = links.get(r.space_id)!;
    const items = ids.flatMap((id) => {
      const l = spaceLinks.get(id);
      return l && (l.kind === 'image' || l.kind === 'video') ? [{ asset_id: id, kind: l.kind, name: l.name, url: l.url, thumb_url: l.thumb_url }] : [];
    });
    out.push({
      id: r.id,
      name: r.name,
      description: r.description,
      target_audience: r.target_audience,
      url: r.url,
      price: r.price,
      currency: r.currency,
      highlights: r.highlights as string[],
      media: items,
      media_ok: productMediaEnough(items),
      can_edit: editable[i]!,
      created_at: new Date(r.created_at).toISOString(),
      updated_at: new Date(r.updated_at).toISOString(),
    });
  }
  return out;
}

async function visibleProduct(ctx: AppContext, actor: Actor, id: string): Promise<ProductRow> {
  const row = await store.findProduct(ctx.db, id);
  if (!row || (await roleIn(ctx.db, actor, row.space_id)) === null) throw new AppError(ErrorCode.NOT_FOUND, NOT_FOUND);
  return row;
}

export async function listProducts(ctx: AppContext, actor: Actor, q: z.output<typeof ProductListRequest>) {
  const spaceId = actor.space.id;
  return { items: await presentProducts(ctx, actor, await store.listProducts(ctx.db, spaceId, q.q)) };
}

export async function productDetail(ctx: AppContext, actor: Actor, id: string): Promise<Product> {
  return (await presentProducts(ctx, actor, [await visibleProduct(ctx, actor, id)]))[0]!;
}

/** Creates or changes a product; the media are assets of its space, enough of them, and the URL is not another product's. */
export async function saveProduct(ctx: AppContext, actor: Actor, input: z.output<typeof ProductSaveRequest>): Promise<Product> {
  const existing = input.id ? await store.findProduct(ctx.db, input.id) : undefined;
  if (input.id) await assertCanManage(ctx.db, actor, existing, NOT_FOUND);
  const spaceId = existing?.space_id ?? actor.space.id;
  const mediaIds = [...new Set(input.media_ids)];
  const found = await findSpaceAssetIds(ctx.db, spaceId, mediaIds);
  if (found.length < mediaIds.length) throw new AppError(ErrorCode.NOT_FOUND, PRODUCT_MESSAGES.mediaMissing);
  const links = await mediaLinks(ctx, actor.userId, spaceId, mediaIds);
  if (!productMediaEnough(mediaIds.map((id) => ({ kind: links.get(id)?.kind ?? '' })))) {
    throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.media, { fields: { media_ids: PRODUCT_MESSAGES.media } });
  }
  const id = existing?.id ?? crypto.randomUUID();
  await ctx.db.transaction().execute(async (trx) => {
    if (input.url) {
      const same = await store.findProductByUrl(trx, spaceId, input.url);
      if (same && same.id !== id) throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.urlExists, { fields: { url: PRODUCT_MESSAGES.urlExists } });
    }
    const fields = {
      name: input.name,
      description: input.description,
      target_audience: input.target_audience,
      url: input.url,
      highlights: JSON.stringify(input.highlights),
      // Left as they were unless given (a product read from a page keeps the page's price).
      ...(input.price !== undefined ? { price: input.price || null } : {}),
      ...(input.currency !== undefined ? { currency: input.currency || null } : {}),
    };
    if (existing) await store.updateProduct(trx, id, fields);
    else await store.insertProduct(trx, { id, space_id: spaceId, created_by: actor.userId, ...fields });
    await store.setMedia(trx, id, mediaIds);
  });
  return productDetail(ctx, actor, id);
}

export async function deleteProduct(ctx: AppContext, actor: Actor, id: string): Promise<{ id: string }> {
  const row = await store.findProduct(ctx.db, id);
  await assertCanManage(ctx.db, actor, row, NOT_FOUND);
  await store.deleteProduct(ctx.db, id);
  return { id };
}

type AnalysisRow = NonNullable<Awaited<ReturnType<typeof store.findAnalysis>>>;
const presentAnalysis = (r: AnalysisRow): UrlAnalysis => ({
  id: r.id,
  url: r.url,
  status: r.status,
  stage: r.stage,
  error: r.error,
  product_id: r.product_id,
  expected_seconds: URL_ANALYSIS_EXPECTED_SECONDS,
});

/** The product the user's current space already has for a URL (Batch Mode reuses it), or null. */
export async function productIdForUrl(ctx: AppContext, actor: Actor, url: string): Promise<string | null> {
  return (await store.findProductByUrl(ctx.db, actor.space.id, url))?.id ?? null;
}

/** URL to Video's first step: the page is read by a job; a URL that is already a product of the space is refused at once. */
export async function startAnalysis(ctx: AppContext, actor: Actor, input: z.output<typeof UrlAnalyzeRequest>): Promise<UrlAnalysis> {
  const spaceId = actor.space.id;
  if (await store.findProductByUrl(ctx.db, spaceId, input.url)) {
    throw new AppError(ErrorCode.BAD_REQUEST, PRODUCT_MESSAGES.urlExists, { fields: { url: PRODUCT_MESSAGES.urlExists } });
  }
  if ((await store.countWorkingAnalyses(ctx.db, actor.userId)) >= ANALYSES_AT_ONCE) {
    throw new AppError(ErrorCode.RATE_LIMITED, PRODUCT_MESSAGES.busy);
  }
  const id = crypto.randomUUID();
  await store.insertAnalysis(ctx.db, { id, space_id: spaceId, created_by: actor.userId, url: input.url, status: 'working' });
  await enqueue(ctx.queue, ANALYZE_JOB, { analysisId: id }).catch(async (err) => {
    ctx.log.error({ err, analysis: id }, 'could not enqueue a URL analysis');
    await store.finishAnalysis(ctx.db, id, { status: 'failed', error: 'Video generation is currently experiencing high demand. Please try again later.' });
  });
  return presentAnalysis((await store.findAnalysis(ctx.db, id))!);
}

/** An analysis is its maker's (a step of their wizard). */
export async function analysisDetail(ctx: AppContext, actor: Actor, id: string): Promise<UrlAnalysis> {
  const row = await store.findAnalysis(ctx.db, id);
  if (!row || row.created_by !== actor.userId) throw new AppError(ErrorCode.NOT_FOUND, ANALYSIS_NOT_FOUND);
  return presentAnalysis(row);
}
