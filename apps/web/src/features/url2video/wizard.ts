import {
  productMediaEnough,
  SCRIPT_LENGTH_MAX_CHARS,
  type ProductMedia,
  type ScriptGenerateData,
  type ScriptLanguage,
  type ScriptLength,
  type URL2VIDEO_MESSAGES,
  type Url2VideoCreateRequest,
} from '@framecast/contract';
import type { AspectRatio } from '@framecast/timeline';
import { initialSettings, settingsFields, type VideoSettings } from '../../shared/video-form/settings';

/**
 * URL to Video's wizard, without React: its four steps and their addresses, what each needs before the
 * next may open, and how each choice changes what was chosen after it. The store (store.ts) keeps one
 * of these in sessionStorage; the tests drive it directly.
 */

export const STEPS = ['url', 'settings', 'script', 'template'] as const;
export type Step = (typeof STEPS)[number];
export const STEP_PATHS: Record<Step, string> = {
  url: '/url2video',
  settings: '/url2video/setting',
  script: '/url2video/script',
  template: '/url2video/preview',
};

/** The step an address shows ('url' for anything else under /url2video). */
export function stepOfPath(pathname: string): Step {
  const path = pathname.replace(/\/+$/, '');
  return STEPS.find((s) => STEP_PATHS[s] === path) ?? 'url';
}

export type Settings = VideoSettings;

/** Scripts written for one product, length and language. */
export interface Scripts extends ScriptGenerateData {
  productId: string;
  length: ScriptLength;
  language: ScriptLanguage;
}

export interface Wizard {
  productId: string | null;
  /** The product has enough pictures and videos (as last read). */
  productReady: boolean;
  /**
   * Which of the product's pictures and videos the video uses, in this order (chosen in Apply to My
   * Product); null: all of them.
   */
  mediaIds: string[] | null;
  /** `?useTemplateId=` of the address that opened the wizard: the video takes that template and its ratio. */
  linkTemplateId: string | null;
  settings: Settings;
  scripts: Scripts | null;
  /** The variant the script started from. */
  chosen: number | null;
  /** The script as saved (what the video is made with). */
  script: string;
  /** The script in the editor; unsaved while it differs from `script`. */
  draft: string;
  template: { id: string; aspectRatio: AspectRatio } | null;
  /** The video was made: the wizard starts afresh once its page is left (or opened again). */
  finished: boolean;
}

/** The script's language follows the interface's until the user picks another. */
export const initialWizard = (uiLanguage = 'en'): Wizard => ({
  productId: null,
  productReady: false,
  mediaIds: null,
  linkTemplateId: null,
  settings: initialSettings(uiLanguage),
  scripts: null,
  chosen: null,
  script: '',
  draft: '',
  template: null,
  finished: false,
});

const noScript = { scripts: null, chosen: null, script: '', draft: '' } as const;

// ---- choices -------------------------------------------------------------------------------------------

/** Another product (or none) clears its scripts and chosen media; the same one only updates whether its media are enough. */
export function withProduct<W extends Wizard>(w: W, productId: string | null, ready: boolean): W {
  if (productId === w.productId) return { ...w, productReady: ready };
  return { ...w, ...noScript, productId, productReady: productId !== null && ready, mediaIds: null };
}

/** Whether the product's media, as the wizard uses them (the chosen ones, else all), are enough (3 images or 1 video). */
export function mediaReady(product: { media: readonly ProductMedia[]; media_ok: boolean }, mediaIds: string[] | null): boolean {
  if (mediaIds === null) return product.media_ok;
  const chosen = mediaIds.flatMap((id) => product.media.filter((m) => m.asset_id === id));
  return chosen.length === mediaIds.length && productMediaEnough(chosen);
}

/** The product with which of its pictures and videos the video uses, in order (null: all of them). */
export function withMedia<W extends Wizard>(w: W, product: { id: string; media: readonly ProductMedia[]; media_ok: boolean }, ids: string[] | null): W {
  return { ...withProduct(w, product.id, mediaReady(product, ids)), mediaIds: ids };
}

/** `?useTemplateId=`: kept until its template is read (then applyLinkTemplate) or found missing (then dropped). */
export function withLinkTemplate<W extends Wizard>(w: W, id: string | null): W {
  return { ...w, linkTemplateId: id };
}

/** The template of the link, read: the video takes it and its aspect ratio. */
export function applyLinkTemplate<W extends Wizard>(w: W, template: { id: string; aspectRatio: AspectRatio }): W {
  return { ...w, settings: { ...w.settings, aspectRatio: template.aspectRatio }, template };
}

/**
 * Settings changed: scripts written for another length or language are dropped (they would not fit), and
 * a template of another aspect ratio is no longer chosen. The ratio of a template from the link is fixed.
 */
export function withSettings<W extends Wizard>(w: W, patch: Partial<Settings>): W {
  const fixed = w.linkTemplateId !== null && w.template?.id === w.linkTemplateId;
  const settings = { ...w.settings, ...patch, ...(fixed ? { aspectRatio: w.settings.aspectRatio } : {}) };
  const rewrite = settings.length !== w.settings.length || settings.language !== w.settings.language;
  const template = w.template && w.template.aspectRatio !== settings.aspectRatio ? null : w.template;
  return { ...w, ...(rewrite ? noScript : {}), settings, template };
}

/** New scripts: the first variant is chosen. */
export function withScripts<W extends Wizard>(w: W, scripts: Scripts): W {
  return choose({ ...w, scripts }, 0);
}

/** A variant chosen: the editor starts from its text (what was typed before is dropped; the page asks first). */
export function choose<W extends Wizard>(w: W, index: number): W {
  const variant = w.scripts?.variants[index];
  return variant ? { ...w, chosen: index, script: variant.text, draft: variant.text } : w;
}

export const editDraft = <W extends Wizard>(w: W, draft: string): W => ({ ...w, draft });
export const saveDraft = <W extends Wizard>(w: W): W => ({ ...w, script: w.draft });
export const discardDraft = <W extends Wizard>(w: W): W => ({ ...w, draft: w.script });

/** A template chosen; another than the link's forgets the link's (its ratio is no longer fixed). */
export function chooseTemplate<W extends Wizard>(w: W, template: { id: string; aspectRatio: AspectRatio }): W {
  return { ...w, template, linkTemplateId: w.linkTemplateId === template.id ? w.linkTemplateId : null };
}

// ---- what a step needs -----------------------------------------------------------------------------------

/** Typed changes not yet saved (spec: "unsaved script edits block the next step"). */
export const isDirty = (w: Wizard): boolean => w.draft !== w.script;

/** The script differs from the variant it started from, saved or not: writing new scripts would lose it. */
export function isEdited(w: Wizard): boolean {
  const variant = w.chosen === null ? undefined : w.scripts?.variants[w.chosen];
  return variant !== undefined && (w.draft !== variant.text || w.script !== variant.text);
}

/** The scripts were written for this product, length and language. */
export const scriptsCurrent = (w: Wizard): boolean =>
  w.scripts !== null && w.scripts.productId === w.productId && w.scripts.length === w.settings.length && w.scripts.language === w.settings.language;

/** Why the script step cannot be left (a message of the contract), or null. */
export function scriptProblem(w: Wizard): keyof typeof URL2VIDEO_MESSAGES | null {
  if (isDirty(w)) return 'unsaved';
  if (!scriptsCurrent(w) || w.chosen === null || !w.script.trim()) return 'scriptEmpty';
  if (w.script.length > SCRIPT_LENGTH_MAX_CHARS[w.settings.length]) return 'tooLong';
  return null;
}

export function stepDone(w: Wizard, step: Step): boolean {
  switch (step) {
    case 'url':
      return w.productId !== null && w.productReady;
    case 'settings':
      return w.settings.voice !== null;
    case 'script':
      return scriptProblem(w) === null;
    case 'template':
      return w.template !== null && w.template.aspectRatio === w.settings.aspectRatio;
  }
}

/** The furthest step that may be opened: every step before it is done. */
export function furthestStep(w: Wizard): number {
  let i = 0;
  while (i < STEPS.length - 1 && stepDone(w, STEPS[i]!)) i++;
  return i;
}

/** The step an address may show: itself, or the first one whose inputs are missing. */
export const allowedStep = (w: Wizard, wanted: Step): Step => STEPS[Math.min(STEPS.indexOf(wanted), furthestStep(w))]!;

/** The render call of a finished wizard; null while something is missing. */
export function createRequest(w: Wizard): Url2VideoCreateRequest | null {
  const fields = settingsFields(w.settings);
  if (!STEPS.every((s) => stepDone(w, s)) || !w.productId || !w.template || !fields) return null;
  return {
    product_id: w.productId,
    template_id: w.template.id,
    ...fields,
    script: w.script,
    ...(w.mediaIds ? { media_ids: w.mediaIds } : {}),
  };
}
