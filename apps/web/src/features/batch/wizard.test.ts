import { BATCH_MESSAGES, type BatchItem, type UrlAnalysis } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import {
  allowedStep,
  applyLinkTemplate,
  chooseAngle,
  chooseTemplate,
  confirmProducts,
  createRequest,
  furthestStep,
  initialBatch,
  kindOfPath,
  linksProblem,
  pickedIds,
  productsProblem,
  resolveEntry,
  retryEntry,
  seeded,
  settingsProblem,
  stepOfPath,
  stepPath,
  tally,
  withAnalysis,
  withLinkTemplate,
  withPicked,
  withSettings,
} from './wizard';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';
const analysis = (id: string, status: UrlAnalysis['status'] = 'working'): UrlAnalysis => ({
  id,
  url: `https://shop.test/${id}`,
  status,
  stage: 'fetching',
  error: null,
  product_id: null,
  expected_seconds: 45,
});
const ITEMS: BatchItem[] = [
  { url: 'https://shop.test/a', analysis: analysis('an-a'), product_id: null, error: null },
  { url: 'https://shop.test/b', analysis: null, product_id: B, error: null },
  { url: 'https://shop.test/c', analysis: null, product_id: null, error: 'The page could not be reached. Please check the link and try again.' },
];
const TEMPLATE = { id: 'lib-spotlight-bold-9x16', aspectRatio: '9:16' as const };

/** A Batch Mode wizard ready to create: two products, a voice, a style and a template. */
const complete = () => {
  let w = confirmProducts(withAnalysis(initialBatch(), ITEMS, 0), [A, B]);
  w = withSettings(w, { voice: 'espeak:en-us' });
  w = chooseAngle(w, 'story');
  return chooseTemplate(w, TEMPLATE);
};

describe('addresses', () => {
  it('maps each path to its wizard and step', () => {
    expect(kindOfPath('/batch-mode/settings')).toBe('mode');
    expect(kindOfPath('/batch-product/add')).toBe('product');
    expect(stepOfPath('/batch-mode/add')).toBe('add');
    expect(stepOfPath('/batch-product/product/')).toBe('product');
    expect(stepOfPath('/batch-mode/settings')).toBe('settings');
    expect(stepPath('product', 'settings')).toBe('/batch-product/settings');
  });
});

describe('the Add step’s links', () => {
  it('says what the server would, before sending', () => {
    expect(linksProblem('')).toBe(BATCH_MESSAGES.empty);
    expect(linksProblem(' ,\n ')).toBe(BATCH_MESSAGES.empty);
    expect(linksProblem('shop.test/a, not a link')).toBe(BATCH_MESSAGES.parse(3));
    expect(linksProblem(Array.from({ length: 11 }, (_, i) => `https://shop.test/${i}`).join('\n'))).toBe(BATCH_MESSAGES.limit);
    expect(linksProblem('https://shop.test/a https://shop.test/b,shop.test/c')).toBeNull();
  });

  it('makes an entry per link: one being read, one known already, one refused', () => {
    const w = withAnalysis(initialBatch(), ITEMS, 1000);
    expect(w.entries.map((e) => [e.analysisId, e.productId, e.error !== null])).toEqual([
      ['an-a', null, false],
      [null, B, false],
      [null, null, true],
    ]);
    expect(w.entries[0]?.startedAt).toBe(1000);
  });

  it('records a reading’s end, and a retry starts it again', () => {
    let w = withAnalysis(initialBatch(), ITEMS, 0);
    w = resolveEntry(w, 0, { productId: A });
    expect(w.entries[0]?.productId).toBe(A);
    w = resolveEntry(w, 0, { error: 'gone' });
    expect(w.entries[0]).toMatchObject({ productId: null, error: 'gone' });
    w = retryEntry(w, 0, 'an-again', 5);
    expect(w.entries[0]).toMatchObject({ analysisId: 'an-again', startedAt: 5, error: null });
    expect(resolveEntry(w, 9, { productId: A })).toBe(w);
  });

  it('forgets the products and the result when new links are read', () => {
    const w = withAnalysis(complete(), ITEMS.slice(0, 1), 0);
    expect(w.products).toEqual([]);
    expect(w.template).not.toBeNull();
  });
});

describe('Batch Product', () => {
  it('takes up to ten products, in the order ticked', () => {
    const w = withPicked(initialBatch(), [C, A]);
    expect(pickedIds(w)).toEqual([C, A]);
    expect(
      pickedIds(
        withPicked(
          w,
          Array.from({ length: 12 }, (_, i) => `${i}`),
        ),
      ),
    ).toHaveLength(10);
  });

  it('takes handed-over products as the batch at once, with the template of the link', () => {
    const w = seeded(initialBatch(), [A, B], 'lib-offer-neon-1x1');
    expect(w.products).toEqual([A, B]);
    expect(w.linkTemplateId).toBe('lib-offer-neon-1x1');
    expect(allowedStep(w, 'settings')).toBe('settings');
  });
});

describe('the product step', () => {
  it('tallies the rows and goes on with the ready ones once none is being read', () => {
    expect(tally(['ready', 'ready', 'failed', 'media', 'reading'])).toEqual({ ready: 2, failed: 1, media: 1, reading: 1 });
    expect(productsProblem(['ready', 'reading'])).toBe('reading');
    expect(productsProblem(['failed', 'media'])).toBe('products');
    expect(productsProblem(['ready', 'failed', 'media'])).toBeNull();
  });
});

describe('step guards', () => {
  it('sends later steps back to the first while nothing was added', () => {
    const w = initialBatch();
    expect(furthestStep(w)).toBe(0);
    expect(allowedStep(w, 'product')).toBe('add');
    expect(allowedStep(w, 'settings')).toBe('add');
  });

  it('opens the product step once links were read, and the settings once products are confirmed', () => {
    let w = withAnalysis(initialBatch(), ITEMS, 0);
    expect(allowedStep(w, 'settings')).toBe('product');
    w = confirmProducts(w, [B]);
    expect(allowedStep(w, 'settings')).toBe('settings');
  });
});

describe('the settings', () => {
  it('needs a voice, a script style and a template of the ratio, in that order', () => {
    let w = confirmProducts(withAnalysis(initialBatch(), ITEMS, 0), [B]);
    expect(settingsProblem(w)).toBe('voice');
    w = withSettings(w, { voice: 'espeak:en-us' });
    expect(settingsProblem(w)).toBe('script');
    w = chooseAngle(w, 'question');
    expect(settingsProblem(w)).toBe('template');
    w = chooseTemplate(w, TEMPLATE);
    expect(settingsProblem(w)).toBeNull();
    expect(settingsProblem(w, [])).toBe('products');
  });

  it('forgets a template of another ratio, and keeps the link’s template’s ratio fixed', () => {
    expect(withSettings(complete(), { aspectRatio: '16:9' }).template).toBeNull();
    let w = withLinkTemplate(complete(), 'lib-offer-neon-1x1');
    w = applyLinkTemplate(w, { id: 'lib-offer-neon-1x1', aspectRatio: '1:1' });
    expect(withSettings(w, { aspectRatio: '9:16' }).settings.aspectRatio).toBe('1:1');
  });

  it('makes the create call of the products that may go, in the wizard’s category', () => {
    expect(createRequest(complete(), 'mode')).toEqual({
      product_ids: [A, B],
      script_angle: 'story',
      template_id: TEMPLATE.id,
      category: 'url_video',
      aspect_ratio: '9:16',
      length: '30s',
      language: 'en',
      avatar: null,
      voice: 'espeak:en-us',
      subtitles: true,
    });
    expect(createRequest(complete(), 'product', [B])).toMatchObject({ product_ids: [B], category: 'product_video' });
    expect(createRequest(complete(), 'mode', [])).toBeNull();
    expect(createRequest(withSettings(complete(), { aspectRatio: '1:1' }), 'mode')).toBeNull();
  });
});
