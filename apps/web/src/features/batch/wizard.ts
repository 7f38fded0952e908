import {
  BATCH_MAX_PRODUCTS,
  BATCH_MESSAGES,
  type BatchCreateData,
  type BatchCreateRequest,
  type BatchItem,
  parseBatchUrls,
  type ScriptAngle,
} from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { initialSettings, settingsFields, type VideoSettings } from '../../shared/video-form/settings';

/**
 * Batch Mode (links) and Batch Product (products of the space), without React: their three steps and
 * addresses, what each step needs before the next may open, how each choice changes what was chosen
 * after it, and the create call. The stores (store.ts) keep one of these each in sessionStorage.
 */

export type BatchKind = 'mode' | 'product';
export const STEPS = ['add', 'product', 'settings'] as const;
export type Step = (typeof STEPS)[number];

const BASE: Record<BatchKind, string> = { mode: '/batch-mode', product: '/batch-product' };
export const stepPath = (kind: BatchKind, step: Step): string => `${BASE[kind]}/${step}`;
/** The wizard an address belongs to. */
export const kindOfPath = (pathname: string): BatchKind => (pathname.startsWith(BASE.product) ? 'product' : 'mode');
/** The step an address shows ('add' for anything else). */
export function stepOfPath(pathname: string): Step {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return STEPS.find((s) => s === last) ?? 'add';
}

/** One product of the batch: a link being read (Batch Mode), or a product of the space. */
export interface BatchEntry {
  /** The link, as the server read it; null for a product chosen from the space's. */
  url: string | null;
  /** The link's reading (asked about by id until it ends). */
  analysisId: string | null;
  /** When the reading started (ms), for its progress bar. */
  startedAt: number;
  /** The product the link became (or already was), or the product chosen. */
  productId: string | null;
  /** Why the link was refused or could not be read (the server's English). */
  error: string | null;
}

export interface BatchWizard {
  /** The Add step's text, as typed (Batch Mode). */
  text: string;
  entries: BatchEntry[];
  /** The products the videos are made of, confirmed on the product step (ready, with enough media). */
  products: string[];
  settings: VideoSettings;
  angle: ScriptAngle | null;
  template: { id: string; aspectRatio: AspectRatio } | null;
  /** `?useTemplateId=` of the address that opened the wizard: the videos take that template and its ratio. */
  linkTemplateId: string | null;
  /** The create call's answer: the page shows it until it is left, then the wizard starts afresh. */
  result: BatchCreateData | null;
}

export const initialBatch = (uiLanguage = 'en'): BatchWizard => ({
  text: '',
  entries: [],
  products: [],
  settings: initialSettings(uiLanguage),
  angle: null,
  template: null,
  linkTemplateId: null,
  result: null,
});

// ---- the Add step --------------------------------------------------------------------------------------

/** What the Add step's text holds: its links (each once) and the pieces that are not links. */
export const linksOf = (text: string) => parseBatchUrls(text);

/** Why the text cannot be sent, as the server would say it (the contract's English), or null. */
export function linksProblem(text: string): string | null {
  const { urls, invalid } = parseBatchUrls(text);
  if (invalid.length) return BATCH_MESSAGES.parse(invalid.length);
  if (!urls.length) return BATCH_MESSAGES.empty;
  if (urls.length > BATCH_MAX_PRODUCTS) return BATCH_MESSAGES.limit;
  return null;
}

const fresh = { products: [], result: null } as const;

/** The links were sent: one entry each, the earlier products forgotten. */
export function withAnalysis<W extends BatchWizard>(w: W, items: readonly BatchItem[], now: number): W {
  const entries = items.map(
    (item): BatchEntry => ({
      url: item.url,
      analysisId: item.analysis?.id ?? null,
      startedAt: now,
      productId: item.product_id ?? (item.analysis?.status === 'ready' ? item.analysis.product_id : null),
      error: item.error ?? (item.analysis?.status === 'failed' ? item.analysis.error : null),
    }),
  );
  return { ...w, ...fresh, entries };
}

/** A link's reading ended: the product it made, or why it failed. */
export function resolveEntry<W extends BatchWizard>(w: W, index: number, outcome: { productId: string } | { error: string }): W {
  const entry = w.entries[index];
  if (!entry) return w;
  const next: BatchEntry =
    'productId' in outcome ? { ...entry, productId: outcome.productId, error: null } : { ...entry, productId: null, error: outcome.error };
  return { ...w, entries: w.entries.map((e, i) => (i === index ? next : e)) };
}

/** A failed link read again. */
export function retryEntry<W extends BatchWizard>(w: W, index: number, analysisId: string, now: number): W {
  return { ...w, entries: w.entries.map((e, i) => (i === index ? { ...e, analysisId, startedAt: now, productId: null, error: null } : e)) };
}

/** The products chosen on Batch Product's first step, in the order chosen (at most ten). */
export function withPicked<W extends BatchWizard>(w: W, ids: readonly string[]): W {
  const entries = ids.slice(0, BATCH_MAX_PRODUCTS).map((productId): BatchEntry => ({ url: null, analysisId: null, startedAt: 0, productId, error: null }));
  return { ...w, ...fresh, entries };
}

/** The products chosen on Batch Product's first step. */
export const pickedIds = (w: BatchWizard): string[] => w.entries.flatMap((e) => (e.productId ? [e.productId] : []));

/**
 * Products handed over from elsewhere (the Products page's "Make videos", Apply to Multiple Products):
 * they are the batch at once, and the template of the link (if any) is the one to use.
 */
export function seeded<W extends BatchWizard>(w: W, ids: readonly string[], templateId: string | null): W {
  const picked = withPicked(w, ids);
  return { ...picked, products: pickedIds(picked), linkTemplateId: templateId, template: templateId ? null : w.template };
}

// ---- the product step ----------------------------------------------------------------------------------

/** A row of the product step: its link being read, its product ready, short of media, or failed. */
export type RowStatus = 'reading' | 'ready' | 'media' | 'failed';

export interface Tally {
  reading: number;
  ready: number;
  media: number;
  failed: number;
}

export function tally(statuses: readonly RowStatus[]): Tally {
  const out: Tally = { reading: 0, ready: 0, media: 0, failed: 0 };
  for (const s of statuses) out[s]++;
  return out;
}

/** The ready products go on (at least one); the step waits while a link is still being read. */
export function productsProblem(statuses: readonly RowStatus[]): 'reading' | 'products' | null {
  const counts = tally(statuses);
  if (counts.reading > 0) return 'reading';
  if (counts.ready === 0) return 'products';
  return null;
}

export const confirmProducts = <W extends BatchWizard>(w: W, ids: readonly string[]): W => ({ ...w, products: [...ids] });

// ---- the settings step ---------------------------------------------------------------------------------

/** Settings changed: a template of another aspect ratio is no longer chosen; the ratio of the link's template is fixed. */
export function withSettings<W extends BatchWizard>(w: W, patch: Partial<VideoSettings>): W {
  const fixed = w.linkTemplateId !== null && w.template?.id === w.linkTemplateId;
  const settings = { ...w.settings, ...patch, ...(fixed ? { aspectRatio: w.settings.aspectRatio } : {}) };
  const template = w.template && w.template.aspectRatio !== settings.aspectRatio ? null : w.template;
  return { ...w, settings, template };
}

export const chooseAngle = <W extends BatchWizard>(w: W, angle: ScriptAngle): W => ({ ...w, angle });

/** A template chosen; another than the link's forgets the link's (its ratio is no longer fixed). */
export function chooseTemplate<W extends BatchWizard>(w: W, template: { id: string; aspectRatio: AspectRatio }): W {
  return { ...w, template, linkTemplateId: w.linkTemplateId === template.id ? w.linkTemplateId : null };
}

/** `?useTemplateId=`: kept until its template is read (then applyLinkTemplate) or found missing (then dropped). */
export const withLinkTemplate = <W extends BatchWizard>(w: W, id: string | null): W => ({ ...w, linkTemplateId: id });

/** The template of the link, read: the videos take it and its aspect ratio. */
export function applyLinkTemplate<W extends BatchWizard>(w: W, template: { id: string; aspectRatio: AspectRatio }): W {
  return { ...w, settings: { ...w.settings, aspectRatio: template.aspectRatio }, template };
}

/** What stands in the way of Create (a message of the contract, or the voice), first things first. */
export function settingsProblem(w: BatchWizard, productIds: readonly string[] = w.products): 'products' | 'voice' | 'script' | 'template' | null {
  if (productIds.length === 0) return 'products';
  if (!w.settings.voice) return 'voice';
  if (!w.angle) return 'script';
  if (!w.template || w.template.aspectRatio !== w.settings.aspectRatio) return 'template';
  return null;
}

/** The create call; null while something is missing. `productIds`: the batch's products that may go (all by default). */
export function createRequest(w: BatchWizard, kind: BatchKind, productIds: readonly string[] = w.products): BatchCreateRequest | null {
  const fields = settingsFields(w.settings);
  if (settingsProblem(w, productIds) || !fields || !w.angle || !w.template) return null;
  return {
    ...fields,
    product_ids: [...productIds],
    script_angle: w.angle,
    template_id: w.template.id,
    category: kind === 'mode' ? 'url_video' : 'product_video',
  };
}

export const finish = <W extends BatchWizard>(w: W, result: BatchCreateData): W => ({ ...w, result });

// ---- step guards ---------------------------------------------------------------------------------------

export function stepDone(w: BatchWizard, step: Step): boolean {
  switch (step) {
    case 'add':
      return w.entries.length > 0;
    case 'product':
      return w.products.length > 0;
    case 'settings':
      return settingsProblem(w) === null;
  }
}

/** The furthest step that may be opened: every step before it is done. */
export function furthestStep(w: BatchWizard): number {
  let i = 0;
  while (i < STEPS.length - 1 && stepDone(w, STEPS[i]!)) i++;
  return i;
}

/** The step an address may show: itself, or the first one whose inputs are missing. */
export const allowedStep = (w: BatchWizard, wanted: Step): Step => STEPS[Math.min(STEPS.indexOf(wanted), furthestStep(w))]!;
