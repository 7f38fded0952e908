import crypto from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PRODUCT_DESCRIPTION_MAX, PRODUCT_HIGHLIGHT_MAX, PRODUCT_MESSAGES, PRODUCT_NAME_MAX, toSafeName } from '@framecast/contract';
import type { Db } from '../../platform/db/index.js';
import type { JobContext, JobHandler, JobLogger } from '../../platform/queue/jobs.js';
import type { Storage } from '../../platform/storage/index.js';
import { FetchRefused, type WebFetcher } from '../../platform/web-fetch/index.js';
import { keepFetchedFile } from '../uploads/service.js';
import { imagesInJson } from './extract.js';
import { PageTooComplex, readProductPage } from './read-page.js';
import * as store from './store.js';

export interface AnalyzeDeps {
  db: Db;
  storage: Storage;
  log: JobLogger;
  web: WebFetcher;
}

const PAGE = { maxBytes: 5 * 1024 * 1024, timeoutMs: 20_000, accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5' };
const DATA = { maxBytes: 1024 * 1024, timeoutMs: 10_000, accept: 'application/json' };
const IMAGE = { maxBytes: 10 * 1024 * 1024, timeoutMs: 15_000, accept: 'image/*' };
const VIDEO = { maxBytes: 100 * 1024 * 1024, timeoutMs: 60_000, accept: 'video/*' };
const MAX_IMAGES = 8;
const MAX_VIDEOS = 2;

const REFUSALS: Record<FetchRefused['reason'], string> = {
  invalid_url: PRODUCT_MESSAGES.url,
  private_address: PRODUCT_MESSAGES.private,
  too_many_redirects: PRODUCT_MESSAGES.unreachable,
  too_large: PRODUCT_MESSAGES.tooLarge,
  timeout: PRODUCT_MESSAGES.timeout,
  unreachable: PRODUCT_MESSAGES.unreachable,
  http_status: PRODUCT_MESSAGES.unreachable,
};

class AnalysisError extends Error {}

/**
 * Reads a product page into a product of the space: the page (through the SSRF-safe fetcher), what it
 * says (extract.ts), the JSON it loads pictures from when it shows none, then its pictures and videos
 * kept as the space's assets under the media rule (the same bytes once). No media, no product.
 */
export function makeAnalyzeHandler(deps: AnalyzeDeps): JobHandler<{ analysisId: string }> {
  return async ({ analysisId }, job) => {
    const row = await store.findAnalysis(deps.db, analysisId);
    if (row?.status !== 'working') return;
    const dir = await mkdtemp(path.join(tmpdir(), 'url-analysis-'));
    try {
      const page = await fetchPage(deps.web, row.url);
      if (!/html|xml/i.test(page.contentType) && !/^\s*</.test(page.body.subarray(0, 200).toString())) throw new AnalysisError(PRODUCT_MESSAGES.notProduct);
      await store.setAnalysisStage(deps.db, analysisId, 'reading');
      job.progress(0.3, 'reading');
      const p = await readProductPage(page.body, page.contentType, page.url).catch((err) => {
        if (!(err instanceof PageTooComplex)) throw err;
        deps.log.warn({ analysis: analysisId, why: err.why }, 'a product page was refused as too complex to read');
        throw new AnalysisError(PRODUCT_MESSAGES.tooComplex);
      });
      if (!p.isProduct || !p.name) throw new AnalysisError(PRODUCT_MESSAGES.notProduct);
      let images = p.images;
      for (const dataUrl of images.length ? [] : p.dataUrls) {
        const data = await deps.web.fetch(dataUrl, DATA).catch(() => null);
        if (!data) continue;
        try {
          images = [...images, ...imagesInJson(JSON.parse(data.body.toString('utf8')), data.url)];
        } catch {
          // Not JSON after all.
        }
      }
      await store.setAnalysisStage(deps.db, analysisId, 'media');
      job.progress(0.5, 'media');
      const kept = await keepMedia(deps, job, row, dir, [
        ...p.videos.slice(0, MAX_VIDEOS).map((url) => ({ url, video: true })),
        ...images.slice(0, MAX_IMAGES).map((url) => ({ url, video: false })),
      ]);
      if (!kept.length) throw new AnalysisError(PRODUCT_MESSAGES.noMedia);
      const productId = crypto.randomUUID();
      await deps.db.transaction().execute(async (trx) => {
        // Another analysis of the same page may have finished first: that product stands.
        const same = await store.findProductByUrl(trx, row.space_id, row.url);
        if (same) throw new AnalysisError(PRODUCT_MESSAGES.urlExists);
        await store.insertProduct(trx, {
          id: productId,
          space_id: row.space_id,
          created_by: row.created_by,
          name: toSafeName(p.name).slice(0, PRODUCT_NAME_MAX),
          description: (p.description || p.name).slice(0, PRODUCT_DESCRIPTION_MAX),
          target_audience: p.audience,
          url: row.url,
          price: p.price,
          currency: p.currency,
          highlights: JSON.stringify(p.highlights.map((h) => h.slice(0, PRODUCT_HIGHLIGHT_MAX))),
        });
        await store.setMedia(trx, productId, kept);
        await store.finishAnalysis(trx, analysisId, { status: 'ready', stage: 'done', product_id: productId, error: null });
      });
    } catch (err) {
      const error = err instanceof AnalysisError ? err.message : err instanceof FetchRefused ? REFUSALS[err.reason] : PRODUCT_MESSAGES.failed;
      if (!(err instanceof AnalysisError || err instanceof FetchRefused)) deps.log.warn({ err, analysis: analysisId }, 'URL analysis failed');
      await store.finishAnalysis(deps.db, analysisId, { status: 'failed', error });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}

/** The name was found, so asking again over http:// would fail the same way. */
const NO_SUCH_NAME = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ENODATA']);

/**
 * The page, asked for as a browser does when given a bare name: https first (the URL helper adds it to
 * a link typed without one), and when nothing answers there — no server on 443, or one that does not
 * speak TLS — the same address over http://. Whether https:// was typed or added is not known here (the
 * browser applies the helper before sending); a page that answers only over http is still the page
 * the user meant. When neither answers the user is told both were tried, so "type http://" is no secret.
 */
async function fetchPage(web: WebFetcher, url: string) {
  try {
    return await web.fetch(url, PAGE);
  } catch (err) {
    if (!(err instanceof FetchRefused && err.reason === 'unreachable' && !NO_SUCH_NAME.has(err.code ?? '') && url.startsWith('https://'))) throw err;
    return await web.fetch(`http://${url.slice('https://'.length)}`, PAGE).catch((again) => {
      throw again instanceof FetchRefused && again.reason === 'unreachable' ? new AnalysisError(PRODUCT_MESSAGES.noAnswer) : again;
    });
  }
}

/** The media that pass the rule, kept (or found already kept) as assets; ids in page order, each once. */
async function keepMedia(
  deps: AnalyzeDeps,
  job: JobContext,
  row: { space_id: string; created_by: string },
  dir: string,
  items: { url: string; video: boolean }[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, item] of items.entries()) {
    const got = await deps.web.fetch(item.url, item.video ? VIDEO : IMAGE).catch(() => null);
    if (!got) continue;
    const name = path.basename(new URL(got.url).pathname) || `media-${i + 1}`;
    const file = path.join(dir, `${i}-${name}`.slice(0, 120));
    await writeFile(file, got.body);
    const asset = await keepFetchedFile(deps, job, { spaceId: row.space_id, userId: row.created_by, file, name, tool: 'media' }).catch((err) => {
      deps.log.warn({ err, url: item.url }, 'a product picture was not kept');
      return null;
    });
    if (asset && !ids.includes(asset.id)) ids.push(asset.id);
  }
  return ids;
}

export async function failAnalysis(deps: Pick<AnalyzeDeps, 'db'>, analysisId: string): Promise<void> {
  await store.finishAnalysis(deps.db, analysisId, { status: 'failed', error: PRODUCT_MESSAGES.failed });
}
