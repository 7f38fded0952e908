import type { Product } from '@framecast/contract';
import { useWizard } from './store';
import { allowedStep, STEP_PATHS } from './wizard';

/**
 * Apply to My Product / to Multiple Products (spec 000 §2.8 /apply-product/…; 001 §1 sources): opened
 * from a template (or with none), one product is chosen with the pictures and videos to use, then the
 * URL to Video wizard writes the script; several products go to Batch Product with the template.
 */

export const APPLY_STEPS = ['choose', 'asset', 'script'] as const;
export type ApplyStep = (typeof APPLY_STEPS)[number];

/** The step an address shows ('choose' for anything else under /apply-product). */
export function applyStepOfPath(pathname: string): ApplyStep {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return APPLY_STEPS.find((s) => s === last) ?? 'choose';
}

/** A step's address, with the template (and the product) it carries. */
export function applyPath(step: ApplyStep, { templateId, productId }: { templateId?: string | null; productId?: string | null } = {}): string {
  const q = new URLSearchParams();
  if (productId && step !== 'choose') q.set('product', productId);
  if (templateId) q.set('useTemplateId', templateId);
  const query = q.toString();
  return `/apply-product/${step}${query ? `?${query}` : ''}`;
}

/** Several products: Batch Product's settings with them and the template. */
export function batchPath(productIds: readonly string[], templateId: string | null): string {
  const q = new URLSearchParams({ products: productIds.join(',') });
  if (templateId) q.set('useTemplateId', templateId);
  return `/batch-product/settings?${q.toString()}`;
}

/**
 * The script step: the URL to Video wizard takes the product, the chosen media and the template (a
 * video made before is forgotten first), and opens on its script step, or on its settings step while
 * those are missing (its own step guard decides). Returns the address to go to.
 */
export function handOver(product: Product, mediaIds: string[] | null, templateId: string | null): string {
  if (useWizard.getState().finished) useWizard.getState().reset();
  const wizard = useWizard.getState();
  wizard.setMedia(product, mediaIds);
  if (templateId && wizard.template?.id !== templateId) wizard.setLinkTemplate(templateId);
  return STEP_PATHS[allowedStep(useWizard.getState(), 'script')];
}
