import { PRODUCT_HIGHLIGHT_MAX, PRODUCT_MESSAGES, type Product, type ProductMedia } from '@framecast/contract';
import { describe, expect, it } from 'vitest';
import { coverOf, draftErrors, draftOf, mediaEnough, moveEarlier, priceText, saveBody, urlHost } from './draft';

const media = (kind: 'image' | 'video', i: number, thumb: string | null = null): ProductMedia => ({
  asset_id: `00000000-0000-4000-8000-00000000000${i}`,
  kind,
  name: `${kind}-${i}`,
  url: `https://cdn.test/${kind}-${i}`,
  thumb_url: thumb,
});
const images = [media('image', 1), media('image', 2), media('image', 3)];
const draft = (patch = {}) => ({ ...draftOf(null), name: 'Mug', description: 'A mug', media: images, ...patch });

describe('media rule', () => {
  it('takes 3 images or 1 video', () => {
    expect(mediaEnough(images)).toBe(true);
    expect(mediaEnough(images.slice(0, 2))).toBe(false);
    expect(mediaEnough([media('video', 4)])).toBe(true);
    expect(mediaEnough([])).toBe(false);
  });
});

describe('draftErrors', () => {
  it('passes a complete draft', () => {
    expect(draftErrors(draft())).toEqual({});
  });

  it('names each field with the contract’s words', () => {
    const errors = draftErrors(draft({ name: '  ', description: '', url: 'not a link', media: images.slice(0, 1) }));
    expect(errors).toEqual({
      name: PRODUCT_MESSAGES.name,
      description: PRODUCT_MESSAGES.description,
      url: PRODUCT_MESSAGES.url,
      media_ids: PRODUCT_MESSAGES.media,
    });
  });

  it('puts a long highlight beside its own row and ignores blank rows', () => {
    const errors = draftErrors(draft({ highlights: ['', 'ok', 'x'.repeat(PRODUCT_HIGHLIGHT_MAX + 1)] }));
    expect(Object.keys(errors)).toEqual(['highlights.2']);
  });
});

describe('saveBody', () => {
  it('sends ids in order, no blank highlights, no empty URL', () => {
    expect(saveBody(draft({ id: 'p1', highlights: [' a ', ' '], url: ' ' }))).toEqual({
      id: 'p1',
      name: 'Mug',
      description: 'A mug',
      target_audience: '',
      url: null,
      highlights: ['a'],
      media_ids: images.map((m) => m.asset_id),
    });
  });

  it('round-trips a product', () => {
    const p = { id: 'p', name: 'n', description: 'd', target_audience: 'a', url: null, highlights: ['h'], media: images } as unknown as Product;
    expect(draftOf(p)).toMatchObject({ id: 'p', url: '', highlights: ['h'] });
  });
});

describe('display helpers', () => {
  it('reads a host and a price', () => {
    expect(urlHost('https://www.shop.test:8080/p?x=1')).toBe('shop.test');
    expect(urlHost(null)).toBe('');
    expect(urlHost('nonsense')).toBe('');
    expect(priceText('19.9', 'USD', 'en')).toBe('$19.90');
    expect(priceText('from 5', 'EUR', 'en')).toBe('from 5 EUR');
    expect(priceText('12', null, 'en')).toBe('12');
    expect(priceText(null, 'USD', 'en')).toBe('');
  });

  it('covers a card with the first image, else a video poster', () => {
    expect(coverOf([media('video', 4, 'poster'), media('image', 1, 'thumb')])).toBe('thumb');
    expect(coverOf([media('image', 1)])).toBe('https://cdn.test/image-1');
    expect(coverOf([media('video', 4, 'poster')])).toBe('poster');
    expect(coverOf([media('video', 4)])).toBeNull();
  });

  it('moves an item earlier', () => {
    expect(moveEarlier(['a', 'b', 'c'], 2)).toEqual(['a', 'c', 'b']);
    expect(moveEarlier(['a', 'b'], 0)).toEqual(['a', 'b']);
  });
});
