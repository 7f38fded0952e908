// @vitest-environment happy-dom
import type { Product } from '@framecast/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPath, applyStepOfPath, batchPath, handOver } from './apply';
import { useWizard } from './store';
import { initialWizard, STEP_PATHS } from './wizard';

const PRODUCT = '11111111-1111-4111-8111-111111111111';
const media = [1, 2, 3, 4].map((n) => ({
  asset_id: `00000000-0000-4000-8000-00000000000${n}`,
  kind: 'image' as const,
  name: `p${n}.png`,
  url: `https://cdn.test/${n}`,
  thumb_url: null,
}));
const product = { id: PRODUCT, media, media_ok: true } as unknown as Product;

afterEach(() => useWizard.setState(initialWizard()));

describe('addresses', () => {
  it('carry the product and the template', () => {
    expect(applyStepOfPath('/apply-product/asset')).toBe('asset');
    expect(applyStepOfPath('/apply-product')).toBe('choose');
    expect(applyPath('asset', { templateId: 'lib-a', productId: PRODUCT })).toBe(`/apply-product/asset?product=${PRODUCT}&useTemplateId=lib-a`);
    expect(applyPath('choose', { templateId: null, productId: PRODUCT })).toBe('/apply-product/choose');
    expect(batchPath(['a', 'b'], 'lib-a')).toBe('/batch-product/settings?products=a%2Cb&useTemplateId=lib-a');
  });
});

describe('the hand-over to URL to Video', () => {
  it('opens the settings step while there is no voice, with the product, its chosen media and the template', () => {
    const to = handOver(product, [media[2]!.asset_id, media[0]!.asset_id, media[1]!.asset_id], 'lib-a');
    expect(to).toBe(STEP_PATHS.settings);
    const w = useWizard.getState();
    expect(w).toMatchObject({ productId: PRODUCT, productReady: true, linkTemplateId: 'lib-a' });
    expect(w.mediaIds).toEqual([media[2]!.asset_id, media[0]!.asset_id, media[1]!.asset_id]);
  });

  it('opens the script step once the settings are done, and starts afresh after a made video', () => {
    useWizard.setState({ ...initialWizard(), settings: { ...initialWizard().settings, voice: 'espeak:en-us' } });
    expect(handOver(product, null, null)).toBe(STEP_PATHS.script);
    useWizard.setState({ finished: true });
    expect(handOver(product, null, null)).toBe(STEP_PATHS.settings);
  });

  it('keeps a product with too few chosen media on the first step', () => {
    expect(handOver(product, [media[0]!.asset_id], null)).toBe(STEP_PATHS.url);
  });
});
