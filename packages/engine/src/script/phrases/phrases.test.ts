import { describe, expect, it } from 'vitest';
import { PHRASEBOOKS } from './index.js';
import type { Phrasebook, Slots } from './types.js';

/** Every sentence a phrasebook can make, with the facts it is given: each template, each optional slot set or not. Titles are not sentences. */
function allSentences(book: Phrasebook, full: Slots, fact: string, titles = false): string[] {
  const bare: Slots = { name: full.name };
  const out: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (key === 'finish' || key === 'label') return;
    if (key === 'recap' && typeof value === 'function') {
      if (!titles) for (const n of [1, 3]) out.push(value(full, Array(n).fill(fact)));
      return;
    }
    if (Array.isArray(value)) {
      if ((key === 'titles') !== titles) return;
      // Price and link lines are said only when there is a price or a link.
      const slots = key === 'prices' || key === 'sites' ? [full] : [full, bare];
      for (const line of value) for (const s of slots) for (const i of [0, 2, 9]) out.push(line(s, fact, i));
      return;
    }
    if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, k);
  };
  walk(book, '');
  return out.map(book.finish ?? ((s) => s));
}

const LATIN: Slots = { name: 'Aurora Water Bottle', audience: 'hikers and commuters', price: '$24.99', site: 'aurora.com' };
const CJK: Record<string, Slots & { fact: string }> = {
  zh: { name: '极光保温杯', audience: '户外爱好者', price: '¥169', site: 'aurora.cn', fact: '杯盖防漏不洒' },
  ja: { name: 'オーロラボトル', audience: 'ハイカー', price: '2980円', site: 'aurora.jp', fact: '漏れないフタ' },
};

describe.each(Object.entries(PHRASEBOOKS))('the %s phrasebook', (language, book) => {
  const cjk = CJK[language];
  const sentences = cjk ? allSentences(book, cjk, cjk.fact) : allSentences(book, LATIN, 'leak-proof lid');

  it('fills every template: no missing slot, no doubled punctuation, an ending mark on each', () => {
    expect(sentences.length).toBeGreaterThan(200);
    for (const s of sentences) {
      expect(s).not.toMatch(/undefined|null|NaN|\$\{/);
      expect(s).not.toMatch(/([.!?。！？，、,:：])\s*\1|\.。|。\.|\s{2,}|^\s|\s$/);
      expect(s, s).toMatch(cjk ? /[。！？]$/ : /[.!?]$/);
    }
  });

  it.runIf(!cjk)('starts each sentence with a capital, a mark or a figure', () => {
    for (const s of sentences) expect(s, s).toMatch(/^[\p{Lu}¿¡«$\d]/u);
  });

  it.runIf(!!cjk)('writes Chinese and Japanese without spaces or Latin punctuation', () => {
    for (const s of sentences.map((x) => x.replace(cjk!.site!, ''))) {
      expect(s, s).not.toMatch(/\s/);
      expect(s, s).not.toMatch(/[,.!?;:]/);
    }
  });

  it('names the product in titles, which end without a full stop', () => {
    const titles = cjk ? allSentences(book, cjk, cjk.fact, true) : allSentences(book, LATIN, '', true);
    expect(titles.length).toBeGreaterThanOrEqual(15);
    for (const t of titles) expect(t, t).not.toMatch(/[.。]$|undefined/);
  });

  it('has several phrasings for each part of each angle', () => {
    for (const angle of Object.values(book.angles)) {
      for (const pool of [angle.titles, angle.hooks, angle.problems, angle.ctas]) expect(pool.length).toBeGreaterThanOrEqual(2);
    }
    expect(book.highlights.length).toBeGreaterThanOrEqual(6);
  });
});

it('sets French punctuation with the spaces French wants', () => {
  const sentences = allSentences(PHRASEBOOKS.fr!, LATIN, 'bouchon anti-fuite');
  expect(sentences.some((s) => s.includes('\u202f?'))).toBe(true);
  for (const s of sentences) expect(s, s).not.toMatch(/ [?!;:]|« | »/);
});
