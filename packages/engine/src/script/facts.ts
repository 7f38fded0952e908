import { categoryOf } from './category.js';
import type { Category } from './phrases/types.js';
import type { ProductFacts } from './types.js';

/**
 * Product facts as the writers use them. They come from users and scraped shop pages: bullets, emoji,
 * line breaks, shouting punctuation and whole paragraphs where a phrase belongs. Templates add their
 * own punctuation, so a fact never ends with its own ("..") and is never longer than a sentence can carry.
 */
export interface CleanFacts {
  name: string;
  /** The description, whole (for a language model) and as sentences (for templates). */
  description: string;
  sentences: string[];
  highlights: string[];
  audience?: string;
  price?: string;
  url?: string;
  /** The shop's name as said aloud, only when it is a name: a host, an address or a link is never said. */
  site?: string;
  category?: Category;
}

/** Caps in columns: a Chinese or Japanese character is as wide as two Latin letters and says more. */
const CAPS = { brand: 40, name: 80, highlight: 90, sentence: 220, description: 900, audience: 80, price: 24, url: 300 };
const MAX_HIGHLIGHTS = 12;
const MAX_SENTENCES = 8;

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\uff00-\uffef]/u;
const TRAILING = /[\s.,;:!?…·•\-–—。，、；：！？]+$/u;
const LEADING = /^(?:[\s•·*\-–—✓✔☑►▶→>#]+|\d{1,2}[.)]\s+)+/u;
const NOISE = /[\p{Cc}\p{Cf}\p{Extended_Pictographic}\p{Emoji_Modifier}\p{Variation_Selector}]/gu;

const widthOf = (s: string) => [...s].reduce((w, c) => w + (WIDE.test(c) ? 2 : 1), 0);

/** Cut to `max` columns, at a space when the text has them, so no word is cut in half. */
function cap(s: string, max: number): string {
  if (widthOf(s) <= max) return s;
  let out = '';
  for (const c of s) {
    if (widthOf(out + c) > max) break;
    out += c;
  }
  const space = out.lastIndexOf(' ');
  return space > out.length * 0.6 ? out.slice(0, space) : out;
}

/** One line of text: no control characters or emoji, single spaces, no bullet before or punctuation after. */
export function cleanPhrase(raw: string | undefined, max: number): string {
  const flat = (raw ?? '').replace(NOISE, ' ').replace(/\s+/gu, ' ').trim().replace(LEADING, '');
  return cap(flat.replace(TRAILING, ''), max).replace(TRAILING, '');
}

function sentencesOf(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+(?=\P{Ll})|(?<=[。！？])/u)
    .map((s) => cleanPhrase(s, CAPS.sentence))
    .filter((s) => /\p{L}/u.test(s))
    .slice(0, MAX_SENTENCES);
}

function urlOf(url: string): string | undefined {
  try {
    const u = new URL(/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : undefined;
  } catch {
    return undefined;
  }
}

/** Hosts ("aurora.com", "127.0.0.1", "localhost:3000"), addresses and links are not names to say aloud. */
const NOT_A_NAME = /[/@:\\]|\p{L}\.\p{L}{2,}|\d\.\d|^localhost$|^www\b/iu;

function nameOf(brand: string | undefined): string | undefined {
  const name = cleanPhrase(brand, CAPS.brand);
  return /\p{L}/u.test(name) && !NOT_A_NAME.test(name) ? name : undefined;
}

export function cleanFacts(p: ProductFacts): CleanFacts {
  const description = cleanPhrase(p.description, CAPS.description);
  const seen = new Set<string>();
  const highlights = (p.highlights ?? [])
    .map((h) => cleanPhrase(h, CAPS.highlight))
    .filter((h) => {
      const key = h.toLowerCase();
      if (!h || seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, MAX_HIGHLIGHTS);
  // "For hikers" reads "for for hikers" in templates that say "for {audience}".
  const audience = cleanPhrase(p.audience, CAPS.audience).replace(/^for\s+/i, '') || undefined;
  const price = cleanPhrase(p.price, CAPS.price) || undefined;
  const url = p.url?.trim() ? urlOf(p.url.trim().slice(0, CAPS.url)) : undefined;
  const name = cleanPhrase(p.name, CAPS.name);
  const breadcrumbs = (p.breadcrumbs ?? []).map((b) => cleanPhrase(b, CAPS.name));
  const category = categoryOf({ name, description, highlights, breadcrumbs });
  return { name, description, sentences: sentencesOf(description), highlights, audience, price, url, site: nameOf(p.brand), category };
}
