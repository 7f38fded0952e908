import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS, pageShapeRefusal } from '../src/modules/products/page-shape.js';
import { PageTooComplex, readProductPage } from '../src/modules/products/read-page.js';
import { PAGES } from './fixtures/product-pages/index.js';

/**
 * Reading pages off the API's thread: pages nested past the limit, or with too many elements, are
 * refused before they are read; a page that still takes too long is stopped at its deadline, and the
 * next page reads as usual; the thread that asked keeps running all the while.
 */
const nested = (depth: number, inner = 'x') => `<html><body>${'<div>'.repeat(depth)}${inner}${'</div>'.repeat(depth)}</body></html>`;
const slowPage = `<html><head><meta property="og:type" content="product"><meta property="og:title" content="Deep"></head><body>${'<div><p>Words to read, and more.</p>'.repeat(190)}${'<p>x, y, z words</p>'.repeat(3000)}${'</div>'.repeat(190)}</body></html>`;

describe('the shape of a page', () => {
  it('passes shop pages, and refuses pages nested past the limit or with too many elements', () => {
    for (const html of Object.values(PAGES)) expect(pageShapeRefusal(html)).toBeNull();
    // html and body count: 198 divs reach depth 200.
    expect(pageShapeRefusal(nested(PAGE_LIMITS.maxDepth - 2))).toBeNull();
    expect(pageShapeRefusal(nested(PAGE_LIMITS.maxDepth - 1))).toBe('too_deep');
    expect(pageShapeRefusal(nested(100_000))).toBe('too_deep');
    // Void elements and the paragraphs and items a later tag closes do not deepen the page.
    expect(pageShapeRefusal(`<body>${'<p>a<br><img src=x>'.repeat(5000)}<ul>${'<li>b'.repeat(5000)}</ul></body>`)).toBeNull();
    expect(pageShapeRefusal(`<div>${'<span></span>'.repeat(PAGE_LIMITS.maxElements)}</div>`)).toBe('too_many_elements');
  });
});

describe('reading a page off the thread', () => {
  it('reads a product page, and refuses a 10,000-deep one as too complex', async () => {
    expect(await readProductPage(Buffer.from(PAGES['/jsonld']!), 'text/html', 'https://shop.example.com/jsonld')).toMatchObject({
      name: 'AquaPure Insulated Bottle',
      price: '29.90',
    });
    const refused = await readProductPage(Buffer.from(nested(10_000)), 'text/html', 'https://shop.example.com/deep').catch((e) => e);
    expect(refused).toBeInstanceOf(PageTooComplex);
    expect(refused.why).toBe('too_deep');
  });

  it('stops a page at its deadline while this thread keeps running, then reads the next page as usual', async () => {
    let lag = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      lag = Math.max(lag, performance.now() - last - 10);
      last = performance.now();
    }, 10);
    const stopped = await readProductPage(Buffer.from(slowPage), 'text/html', 'https://shop.example.com/slow', 400).catch((e) => e);
    clearInterval(tick);
    expect(stopped).toBeInstanceOf(PageTooComplex);
    expect(stopped.why).toBe('deadline');
    expect(lag).toBeLessThan(200);
    expect((await readProductPage(Buffer.from(PAGES['/og']!), 'text/html', 'https://shop.example.com/og')).name).toBe('Glow Vitamin C Serum');
  });
});
