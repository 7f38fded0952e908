import { describe, expect, it } from 'vitest';
import { decodePage, extractProduct, guessAudience, imagesInJson } from '../src/modules/products/extract.js';
import { LATE_JSON, PAGES } from './fixtures/product-pages/index.js';

const at = (path: string) => extractProduct(PAGES[path]!, `https://shop.example.com${path}`);
const media = (name: string) => `https://shop.example.com/media/${name}`;

describe('reading a product page', () => {
  it('takes JSON-LD first: name, description, price, brand, pictures, highlights and who it is for', () => {
    const p = at('/jsonld');
    expect(p).toMatchObject({
      name: 'AquaPure Insulated Bottle',
      description: 'A stainless steel bottle that keeps drinks cold for 24 hours, made for runners and long hikes.',
      price: '29.90',
      currency: 'USD',
      brand: 'AquaPure',
      isProduct: true,
      audience: 'Runners and active people',
    });
    // De-duplicated in page order; the 16-pixel icon is left out.
    expect(p.images).toEqual([media('bottle-1.png'), media('bottle-2.png')]);
    expect(p.highlights).toEqual(['Capacity: 750 ml', 'Keeps drinks cold for 24 hours', 'Leak-proof lid with a carry loop', 'Fits every cup holder']);
  });

  it('reads Open Graph alone', () => {
    expect(at('/og')).toMatchObject({ name: 'Glow Vitamin C Serum', price: '18.00', currency: 'EUR', images: [media('serum.png')], isProduct: true });
  });

  it('reads microdata', () => {
    expect(at('/microdata')).toMatchObject({
      name: 'Ridge Trail Shoe',
      description: 'Grippy trail running shoe for muddy paths.',
      price: '95.00',
      currency: 'GBP',
      images: [media('shoe.png')],
    });
  });

  it('falls back to the readable text of a plain page, and its lazy pictures', () => {
    const p = at('/plain');
    expect([p.name, p.price, p.isProduct]).toEqual(['Halo Desk Lamp', '$49', true]);
    expect(p.description.length).toBeGreaterThan(20);
    expect(p.images).toEqual([media('lamp.png')]);
    expect(p.highlights).toContain('Three colour temperatures');
    expect(p.audience).toBe('Professionals who work at a desk');
  });

  it('finds the JSON a page loads its pictures from, and the pictures in it', () => {
    const p = at('/late');
    expect(p.images).toEqual([]);
    expect(p.dataUrls).toEqual(['https://shop.example.com/api/products/cloud-pillow.json']);
    expect(imagesInJson(LATE_JSON, p.dataUrls[0]!)).toEqual([media('pillow-1.png'), media('pillow-2.png')]);
  });

  it('tells a page that is not a product', () => {
    expect(at('/article').isProduct).toBe(false);
  });

  it('guesses an audience from the words, and leaves it to the user when the words say nothing', () => {
    expect(guessAudience('A chew toy your puppy will love')).toBe('Pet owners');
    expect(guessAudience('A thing')).toBe('');
  });

  it('reads a page in the encoding it names (header or meta), else as UTF-8', () => {
    const gbk = Buffer.concat([
      Buffer.from('<html><head><meta charset="gbk"><title>'),
      Buffer.from([0xc4, 0xe3, 0xba, 0xc3]),
      Buffer.from('</title></head></html>'),
    ]);
    expect(decodePage(gbk, 'text/html')).toContain('<title>你好</title>');
    expect(decodePage(Buffer.from([0xc4, 0xe3, 0xba, 0xc3]), 'text/html; charset=GBK')).toBe('你好');
    expect(decodePage(Buffer.from('<p>café</p>'), 'text/html')).toBe('<p>café</p>');
  });
});
