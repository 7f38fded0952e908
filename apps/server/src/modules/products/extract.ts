import { Readability } from '@mozilla/readability';
import { type CheerioAPI, load } from 'cheerio';
import { parseHTML } from 'linkedom';

/**
 * What a product page says about its product, from what the page states for machines first — JSON-LD
 * `Product`, schema.org microdata, Open Graph — then from its readable text (Readability): name,
 * description, price, highlights, a guess at who it is for, and its pictures and videos (absolute
 * URLs, de-duplicated, in page order). `isProduct` is false when nothing marks the page as a product.
 */
export interface ExtractedProduct {
  name: string;
  description: string;
  price: string | null;
  currency: string | null;
  highlights: string[];
  audience: string;
  brand: string | null;
  images: string[];
  videos: string[];
  /** URLs of JSON the page loads its data from (pictures that arrive late), same site only. */
  dataUrls: string[];
  isProduct: boolean;
}

const MAX_HIGHLIGHTS = 6;
const MAX_MEDIA = 20;
const IMAGE_EXT = /\.(jpe?g|png|webp|gif|bmp|avif)(\?|#|$)/i;
const VIDEO_EXT = /\.(mp4|mov|webm|m4v)(\?|#|$)/i;

type Json = Record<string, unknown>;

export function extractProduct(html: string, pageUrl: string): ExtractedProduct {
  const $ = load(html);
  const abs = (u: unknown) => absolute(u, pageUrl);
  const ld = jsonLdProduct($);
  const md = microdataProduct($, abs);
  const og = (p: string) => $(`meta[property="${p}"], meta[name="${p}"]`).attr('content')?.trim() || null;
  const ogType = og('og:type') ?? '';
  const readable = readableText(html);

  const name = clean(str(ld?.name) ?? md.name ?? og('og:title') ?? $('h1').first().text() ?? $('title').text());
  const description = clean(str(ld?.description) ?? md.description ?? og('og:description') ?? og('description') ?? readable.excerpt ?? '');
  const offer = firstOffer(ld?.offers);
  const price = str(offer?.price) ?? str(offer?.lowPrice) ?? md.price ?? og('product:price:amount') ?? og('og:price:amount') ?? readable.price;
  const currency = str(offer?.priceCurrency) ?? md.currency ?? og('product:price:currency') ?? og('og:price:currency');
  const brand = str((ld?.brand as Json | undefined)?.name) ?? str(ld?.brand) ?? md.brand ?? og('og:site_name');

  const images = unique([
    ...list(ld?.image).map((i) => abs(typeof i === 'object' && i ? ((i as Json).url ?? (i as Json).contentUrl) : i)),
    ...md.images,
    ...$('meta[property="og:image"], meta[property="og:image:url"], meta[property="og:image:secure_url"]')
      .map((_, el) => abs($(el).attr('content')))
      .get(),
    ...pageImages($, abs),
  ]).slice(0, MAX_MEDIA);
  const videos = unique([
    ...list(ld?.video).map((v) => abs(typeof v === 'object' && v ? ((v as Json).contentUrl ?? (v as Json).url) : v)),
    ...$('meta[property="og:video"], meta[property="og:video:url"], meta[property="og:video:secure_url"]')
      .map((_, el) => abs($(el).attr('content')))
      .get(),
    ...$('video[src], video source[src]')
      .map((_, el) => abs($(el).attr('src')))
      .get(),
  ])
    .filter((u) => VIDEO_EXT.test(u))
    .slice(0, MAX_MEDIA);

  const highlights = unique([...list(ld?.additionalProperty).map(propertyText), ...readable.bullets].map((h) => clean(h ?? '')).filter(okHighlight)).slice(
    0,
    MAX_HIGHLIGHTS,
  );
  const isProduct = !!ld || md.found || /product/i.test(ogType) || !!price;
  return {
    name,
    description,
    price: price ? clean(price) : null,
    currency: currency ? clean(currency).toUpperCase() : null,
    highlights,
    audience: guessAudience(`${name} ${description} ${highlights.join(' ')}`),
    brand: brand ? clean(brand) : null,
    images,
    videos,
    dataUrls: dataUrls($, pageUrl),
    isProduct,
  };
}

/**
 * A page's text in its own encoding: the charset its answer names, else the one its <meta> names (in
 * the first 2 KB), else UTF-8 — so a GBK or Shift-JIS shop reads right.
 */
export function decodePage(body: Buffer, contentType: string): string {
  const head = body.subarray(0, 2048).toString('latin1');
  const named = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(named.toLowerCase()).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Picture URLs found in a JSON answer (a page's data endpoint): any string that names an image file. */
export function imagesInJson(value: unknown, baseUrl: string): string[] {
  const out: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 8 || out.length >= MAX_MEDIA) return;
    if (typeof v === 'string') {
      if (IMAGE_EXT.test(v)) {
        const u = absolute(v, baseUrl);
        if (u) out.push(u);
      }
    } else if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (v && typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1);
  };
  walk(value, 0);
  return unique(out);
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const clean = (s: string) => s.replace(/\s+/g, ' ').trim();
const unique = (xs: (string | null | undefined)[]) => [...new Set(xs.filter((x): x is string => !!x))];

function absolute(u: unknown, base: string): string | null {
  if (typeof u !== 'string' || !u.trim() || u.startsWith('data:')) return null;
  try {
    const url = new URL(u.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The first JSON-LD node typed Product (or ProductGroup), looking inside arrays and @graph. */
function jsonLdProduct($: CheerioAPI): Json | null {
  const nodes: Json[] = [];
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      const parsed = JSON.parse($(el).text()) as unknown;
      for (const n of list(parsed)) {
        if (n && typeof n === 'object') nodes.push(n as Json, ...(list((n as Json)['@graph']) as Json[]));
      }
    } catch {
      // A broken block is skipped; others may still hold the product.
    }
  });
  return nodes.find((n) => list(n['@type']).some((t) => t === 'Product' || t === 'ProductGroup')) ?? null;
}

function firstOffer(offers: unknown): Json | null {
  const o = list(offers)[0];
  if (!o || typeof o !== 'object') return null;
  const nested = list((o as Json).offers)[0];
  return (nested && typeof nested === 'object' ? nested : o) as Json;
}

function microdataProduct($: CheerioAPI, abs: (u: unknown) => string | null) {
  const scope = $('[itemscope][itemtype*="schema.org/Product"]').first();
  const prop = (name: string) => {
    const el = scope.find(`[itemprop="${name}"]`).first();
    return el.length ? clean(el.attr('content') ?? el.attr('src') ?? el.attr('href') ?? el.text()) || null : null;
  };
  if (!scope.length) return { found: false, name: null, description: null, price: null, currency: null, brand: null, images: [] as string[] };
  return {
    found: true,
    name: prop('name'),
    description: prop('description'),
    price: prop('price'),
    currency: prop('priceCurrency'),
    brand: prop('brand'),
    images: scope
      .find('[itemprop="image"]')
      .map((_, el) => abs($(el).attr('content') ?? $(el).attr('src') ?? $(el).attr('href')))
      .get(),
  };
}

/** Pictures in the page's body, lazy-loaded ones included (data-src, srcset's largest). */
function pageImages($: CheerioAPI, abs: (u: unknown) => string | null): (string | null)[] {
  return $('main img, article img, [class*="product"] img, [id*="product"] img, img')
    .map((_, el) => {
      const $el = $(el);
      const srcset = $el.attr('data-srcset') ?? $el.attr('srcset');
      const largest = srcset
        ?.split(',')
        .map((s) => s.trim().split(/\s+/)[0])
        .at(-1);
      const src = $el.attr('data-src') ?? $el.attr('data-original') ?? largest ?? $el.attr('src');
      const w = Number($el.attr('width') ?? 0);
      // Icons and tracking pixels say they are tiny.
      return w > 0 && w < 64 ? null : abs(src);
    })
    .get()
    .filter((u): u is string => !!u && IMAGE_EXT.test(u));
}

/** Same-site JSON the page's scripts load (`fetch('/api/…json')` and the like). */
function dataUrls($: CheerioAPI, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const found: string[] = [];
  $('script:not([src])').each((_, el) => {
    for (const m of $(el)
      .text()
      .matchAll(/["'`]((?:https?:\/\/[^"'`\s]+|\/)[^"'`\s]*?(?:\.json|\/api\/[^"'`\s]*))["'`]/g)) {
      const u = absolute(m[1], pageUrl);
      if (u && new URL(u).origin === origin) found.push(u);
    }
  });
  $('link[rel="preload"][as="fetch"]').each((_, el) => {
    const u = absolute($(el).attr('href'), pageUrl);
    if (u && new URL(u).origin === origin) found.push(u);
  });
  return unique(found).slice(0, 3);
}

/** A price as a plain page writes it ($49, €18.90, 95 GBP). */
const TEXT_PRICE = /(?:[$€£¥]\s?\d{1,6}(?:[.,]\d{2})?|\d{1,6}(?:[.,]\d{2})?\s?(?:USD|EUR|GBP|CNY|JPY)\b)/;

function readableText(html: string): { excerpt: string | null; bullets: string[]; price: string | null } {
  try {
    const { document } = parseHTML(html);
    const bullets = [...document.querySelectorAll('main li, article li, [class*="feature"] li, [class*="highlight"] li, ul li')]
      .map((li) => li.textContent ?? '')
      .filter((t) => t.length <= 160);
    const article = new Readability(document as unknown as Document, { charThreshold: 100 }).parse();
    return { excerpt: article?.excerpt ?? null, bullets, price: TEXT_PRICE.exec(article?.textContent ?? '')?.[0] ?? null };
  } catch {
    return { excerpt: null, bullets: [], price: null };
  }
}

function propertyText(p: unknown): string | null {
  if (!p || typeof p !== 'object') return null;
  const { name, value } = p as Json;
  return str(name) && str(value) ? `${str(name)}: ${str(value)}` : null;
}

const okHighlight = (h: string) => h.length >= 8 && h.length <= 160 && !/^(home|shop|cart|sign in|log in|menu|privacy|terms)\b/i.test(h);

/** Words that say who a product is for, and how we say it. */
const AUDIENCES: [RegExp, string][] = [
  [/\b(kids?|children|toddlers?|babies|baby)\b/i, 'Parents shopping for their children'],
  [/\b(runners?|running|marathon|trail)\b/i, 'Runners and active people'],
  [/\b(gym|fitness|workout|athletes?|training)\b/i, 'People who work out and want better training gear'],
  [/\b(skin|skincare|serum|moisturi[sz]er|beauty|makeup)\b/i, 'People who care about their skin and beauty routine'],
  [/\b(coffee|espresso|tea|kitchen|cook(ing)?|chefs?)\b/i, 'Home cooks and coffee lovers'],
  [/\b(dogs?|cats?|pets?|puppy|kitten)\b/i, 'Pet owners'],
  [/\b(gamers?|gaming|console)\b/i, 'Gamers'],
  [/\b(travel(l?ers?)?|luggage|backpack|camping|hiking|outdoors?)\b/i, 'Travellers and outdoor lovers'],
  [/\b(office|laptop|desk|productivity|business|professionals?)\b/i, 'Professionals who work at a desk'],
  [/\b(women|woman|ladies)\b/i, 'Women shopping for themselves'],
  [/\b(men|man|gentlemen)\b/i, 'Men shopping for themselves'],
];

/** A first guess at the audience, for the user to correct: from words of the product's own text; empty when none. */
export function guessAudience(text: string): string {
  for (const [re, who] of AUDIENCES) if (re.test(text)) return who;
  return '';
}
