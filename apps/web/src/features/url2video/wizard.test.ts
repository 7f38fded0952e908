import { SCRIPT_LENGTH_MAX_CHARS, type ProductMedia, type ScriptVariant } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  applyLinkTemplate,
  choose,
  chooseTemplate,
  createRequest,
  discardDraft,
  editDraft,
  furthestStep,
  initialWizard,
  isDirty,
  isEdited,
  mediaReady,
  saveDraft,
  scriptProblem,
  stepOfPath,
  type Wizard,
  withLinkTemplate,
  withMedia,
  withProduct,
  withScripts,
  withSettings,
} from './wizard';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const variant = (title: string, text: string): ScriptVariant => ({ title, angle: 'benefit', sections: [{ part: 'hook', text }], text, seconds: 20 });
const VARIANTS = [variant('One', 'Meet the Aurora Mug.'), variant('Two', 'Coffee stays warm.'), variant('Three', 'Hand-glazed stoneware.')];

/** A wizard through the first three steps: product, settings with a voice, scripts with the first chosen. */
const scripted = (): Wizard => {
  let w = withProduct(initialWizard(), PRODUCT, true);
  w = withSettings(w, { voice: 'espeak:en-us' });
  return withScripts(w, { engine: 'template', variants: VARIANTS, productId: PRODUCT, length: '30s', language: 'en' });
};

describe('addresses', () => {
  it('maps each path to its step', () => {
    expect(stepOfPath('/url2video')).toBe('url');
    expect(stepOfPath('/url2video/setting/')).toBe('settings');
    expect(stepOfPath('/url2video/script')).toBe('script');
    expect(stepOfPath('/url2video/preview')).toBe('template');
  });

  it('starts in the interface language when scripts are written in it', () => {
    expect(initialWizard('zh').settings.language).toBe('zh');
    expect(initialWizard('xx').settings.language).toBe('en');
  });
});

describe('step guards', () => {
  it('sends every later step back to the product while there is none', () => {
    const w = initialWizard();
    expect(furthestStep(w)).toBe(0);
    for (const step of ['settings', 'script', 'template'] as const) expect(allowedStep(w, step)).toBe('url');
  });

  it('keeps a product without enough media on the first step', () => {
    const w = withProduct(initialWizard(), PRODUCT, false);
    expect(allowedStep(w, 'settings')).toBe('url');
    expect(allowedStep(withProduct(w, PRODUCT, true), 'settings')).toBe('settings');
  });

  it('needs a voice before the script, and a saved script before the template', () => {
    let w = withProduct(initialWizard(), PRODUCT, true);
    expect(allowedStep(w, 'script')).toBe('settings');
    w = withSettings(w, { voice: 'espeak:en-us' });
    expect(allowedStep(w, 'template')).toBe('script');
    w = withScripts(w, { engine: 'template', variants: VARIANTS, productId: PRODUCT, length: '30s', language: 'en' });
    expect(allowedStep(w, 'template')).toBe('template');
    expect(allowedStep(w, 'url')).toBe('url');
  });
});

describe('the script', () => {
  it('blocks the next step while edits are unsaved, until saved or discarded', () => {
    let w = editDraft(scripted(), 'Meet the Aurora Mug, hand-glazed.');
    expect(isDirty(w)).toBe(true);
    expect(scriptProblem(w)).toBe('unsaved');
    expect(allowedStep(w, 'template')).toBe('script');

    const saved = saveDraft(w);
    expect(isDirty(saved)).toBe(false);
    expect(saved.script).toBe('Meet the Aurora Mug, hand-glazed.');
    expect(scriptProblem(saved)).toBeNull();
    expect(isEdited(saved)).toBe(true);

    w = discardDraft(w);
    expect(w.draft).toBe('Meet the Aurora Mug.');
    expect(isEdited(w)).toBe(false);
    expect(allowedStep(w, 'template')).toBe('template');
  });

  it('refuses an empty script and one too long for the length', () => {
    expect(scriptProblem(saveDraft(editDraft(scripted(), '   ')))).toBe('scriptEmpty');
    expect(scriptProblem(saveDraft(editDraft(scripted(), 'x'.repeat(SCRIPT_LENGTH_MAX_CHARS['30s'] + 1))))).toBe('tooLong');
  });

  it('starts the editor from the chosen variant', () => {
    const w = choose(editDraft(scripted(), 'typed'), 2);
    expect(w.chosen).toBe(2);
    expect(w.draft).toBe('Hand-glazed stoneware.');
    expect(isDirty(w)).toBe(false);
    expect(choose(w, 7)).toBe(w);
  });

  it('drops scripts written for another length, language or product', () => {
    expect(withSettings(scripted(), { length: '60s' }).scripts).toBeNull();
    expect(withSettings(scripted(), { language: 'zh' }).script).toBe('');
    expect(withSettings(scripted(), { subtitles: false }).scripts).not.toBeNull();
    expect(withProduct(scripted(), OTHER, true).scripts).toBeNull();
    expect(withProduct(scripted(), PRODUCT, false).scripts).not.toBeNull();
  });
});

describe('the template', () => {
  it('forgets a template of another ratio when the ratio changes', () => {
    const w = chooseTemplate(scripted(), { id: 'lib-spotlight-bold-9x16', aspectRatio: '9:16' });
    expect(allowedStep(w, 'template')).toBe('template');
    expect(withSettings(w, { aspectRatio: '16:9' }).template).toBeNull();
    expect(withSettings(w, { aspectRatio: '9:16' }).template).not.toBeNull();
  });

  it('takes the ratio of the template in the link, and keeps it fixed', () => {
    let w = withLinkTemplate(initialWizard(), 'lib-offer-neon-1x1');
    w = applyLinkTemplate(w, { id: 'lib-offer-neon-1x1', aspectRatio: '1:1' });
    expect(w.settings.aspectRatio).toBe('1:1');
    expect(withSettings(w, { aspectRatio: '9:16' }).settings.aspectRatio).toBe('1:1');
    expect(withSettings(w, { aspectRatio: '9:16' }).template?.id).toBe('lib-offer-neon-1x1');
    // Another template chosen afterwards: the link's is forgotten and the ratio may change again.
    w = chooseTemplate(w, { id: 'lib-story-mono-1x1', aspectRatio: '1:1' });
    expect(w.linkTemplateId).toBeNull();
    expect(withSettings(w, { aspectRatio: '9:16' }).settings.aspectRatio).toBe('9:16');
  });

  it('makes the render call only when every step is done', () => {
    expect(createRequest(scripted())).toBeNull();
    let w = chooseTemplate(scripted(), { id: 'lib-spotlight-bold-9x16', aspectRatio: '9:16' });
    expect(createRequest(w)).toEqual({
      product_id: PRODUCT,
      template_id: 'lib-spotlight-bold-9x16',
      aspect_ratio: '9:16',
      length: '30s',
      language: 'en',
      avatar: null,
      voice: 'espeak:en-us',
      script: 'Meet the Aurora Mug.',
      subtitles: true,
    });
    w = withSettings(w, { avatar: 'look:33333333-3333-4333-8333-333333333333', emotion: 'happy' });
    expect(createRequest(w)?.avatar).toEqual({ id: 'look:33333333-3333-4333-8333-333333333333', emotion: 'happy' });
    expect(createRequest(editDraft(w, 'unsaved'))).toBeNull();
  });
});

describe('the product’s chosen pictures and videos (Apply to My Product)', () => {
  const item = (kind: 'image' | 'video', n: number): ProductMedia => ({
    asset_id: `00000000-0000-4000-8000-00000000000${n}`,
    kind,
    name: `${kind}-${n}`,
    url: `https://cdn.test/${n}`,
    thumb_url: null,
  });
  const media = [item('image', 1), item('image', 2), item('image', 3), item('image', 4), item('video', 5)];
  const product = { id: PRODUCT, media, media_ok: true };
  const ids = (...n: number[]) => n.map((i) => media[i - 1]!.asset_id);

  it('is ready with 3 images or 1 video chosen, in the order chosen', () => {
    const w = withMedia(initialWizard(), product, ids(3, 1, 2));
    expect(w.productReady).toBe(true);
    expect(w.mediaIds).toEqual(ids(3, 1, 2));
    expect(mediaReady(product, ids(5))).toBe(true);
    expect(mediaReady(product, ids(1, 2))).toBe(false);
    expect(allowedStep(withMedia(initialWizard(), product, ids(1, 2)), 'settings')).toBe('url');
  });

  it('is not ready when a chosen file is no longer the product’s', () => {
    expect(mediaReady({ ...product, media: media.slice(1) }, ids(1, 2, 3))).toBe(false);
  });

  it('takes all media (the product’s own rule) when none are chosen, and forgets the choice with another product', () => {
    expect(mediaReady({ ...product, media_ok: false }, null)).toBe(false);
    const w = withMedia(initialWizard(), product, ids(1, 2, 3));
    expect(withProduct(w, OTHER, true).mediaIds).toBeNull();
    expect(withProduct(w, PRODUCT, true).mediaIds).toEqual(ids(1, 2, 3));
  });

  it('sends the chosen media with the render call', () => {
    let w = withMedia(initialWizard(), product, ids(5));
    w = withSettings(w, { voice: 'espeak:en-us' });
    w = withScripts(w, { engine: 'template', variants: VARIANTS, productId: PRODUCT, length: '30s', language: 'en' });
    w = chooseTemplate(w, { id: 'lib-spotlight-bold-9x16', aspectRatio: '9:16' });
    expect(createRequest(w)?.media_ids).toEqual(ids(5));
    expect(createRequest(withMedia(w, product, null))).not.toHaveProperty('media_ids');
  });
});
