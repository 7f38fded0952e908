import { describe, expect, it } from 'vitest';
import { categoryOf } from './category.js';
import { cleanFacts } from './facts.js';
import { spokenPrice } from './price.js';
import { scriptText } from './script-text.js';
import { createTemplateScriptWriter } from './template.js';
import type { ProductFacts, ScriptLength, ScriptVariant } from './types.js';

/**
 * The local writer's scripts as a customer hears them: an opening that fits what is sold, no host, no
 * address, no link, and a price said the way a person says it.
 */

const writer = createTemplateScriptWriter();
const textOf = (v: ScriptVariant, language: string) => scriptText(v.sections, language);
const hookOf = (v: ScriptVariant) => v.sections.find((s) => s.part === 'hook')!.text;

const HOST = /127\.0\.0\.1|localhost|\d+\.\d+\.\d+\.\d+|https?:|www\.|\.(?:com|cn|net|org|shop|io)\b|\/\//i;
const ISO = /\b(?:USD|EUR|CNY|RMB|GBP|JPY)\b|\d\.00\b/;
/** Openings that fit any product but no particular one; with a known kind they must not open a problem-first script. */
const GENERAL_HOOK = /give up before you do|let you down|things you use every day|one less thing to worry about|Ever wonder why some things just work/;

interface Case {
  product: ProductFacts;
  language: 'en' | 'zh';
  /** A word of the kind's own opening lines, one of them in every problem- or question-first hook. */
  hook: RegExp;
  price: string;
}

const CASES: Record<string, Case> = {
  lamp: {
    product: {
      name: 'Lumen Desk Lamp',
      description: 'An aluminium desk lamp with a warm LED. It folds flat for travel.',
      highlights: ['Three colour temperatures', 'USB-C powered', 'Folds flat'],
      audience: '',
      price: '79.00 USD',
      url: 'http://127.0.0.1:4010/products/lumen',
    },
    language: 'en',
    hook: /light|room|desk/i,
    price: '$79',
  },
  shoes: {
    product: {
      name: 'Stride Running Shoes',
      description: 'Breathable mesh upper and a cushioned sole.',
      highlights: ['Weighs 240 g', 'Reflective heel'],
      audience: 'runners',
      price: 'EUR 119.00',
      url: 'https://www.stride-shop.com/p/1',
    },
    language: 'en',
    hook: /feet|shoes|pair/i,
    price: '€119',
  },
  skincare: {
    product: {
      name: 'Dew Hydrating Serum',
      description: 'A light serum with hyaluronic acid for dry skin.',
      highlights: ['Fragrance-free', '30 ml'],
      audience: '',
      price: '£24.50',
      url: 'https://dew.example.org/serum',
    },
    language: 'en',
    hook: /skin/i,
    price: '£24.50',
  },
  coffee: {
    product: {
      name: 'Highland Roast Coffee Beans',
      description: 'Medium roast whole beans from Colombia.',
      highlights: ['Roasted weekly', '1 kg bag'],
      audience: '',
      price: '18.00 USD',
      url: 'https://10.0.0.5/coffee',
    },
    language: 'en',
    hook: /cup/i,
    price: '$18',
  },
  headphones: {
    product: {
      name: 'Quiet Wireless Headphones',
      description: 'Over-ear headphones with active noise cancelling and 30 hours of battery.',
      highlights: ['30 h battery', 'Bluetooth 5.3', 'Foldable'],
      audience: 'commuters',
      price: '199.00 USD',
      url: 'https://shop.quiet.io/h1',
    },
    language: 'en',
    hook: /hear|music|sound|noise/i,
    price: '$199',
  },
  unknown: {
    product: {
      name: 'Orbit Widget',
      description: 'A small thing for your home.',
      highlights: ['Comes in 3 colours'],
      audience: '',
      price: '12.90 CHF',
      url: 'https://127.0.0.1/orbit',
    },
    language: 'en',
    hook: /./,
    price: '12.90 Swiss francs',
  },
  'zh lamp': {
    product: {
      name: '月光护眼台灯',
      description: '全光谱LED灯珠，亮度无极调节。折叠后可放进抽屉。',
      highlights: ['三档色温', 'USB-C供电'],
      audience: '学生',
      price: '199.00 CNY',
      url: 'http://127.0.0.1:4010/p/1',
    },
    language: 'zh',
    hook: /灯|光|房间/,
    price: '199元',
  },
  'zh coffee': {
    product: {
      name: '云南小粒咖啡豆',
      description: '中度烘焙，每周新鲜烘焙发货。',
      highlights: ['500克装', '产地直供'],
      audience: '',
      price: '¥68',
      url: 'https://www.yunnan-coffee.cn/p/2',
    },
    language: 'zh',
    hook: /一杯|第一杯|喝/,
    price: '68元',
  },
};

const LENGTHS: ScriptLength[] = ['30s', '60s', '3min'];

describe.each(Object.entries(CASES))('scripts for %s', (_label, c) => {
  it.each(LENGTHS)('say no host, address or price code at %s, and the price as a person says it', async (length) => {
    for (const v of await writer.write({ product: c.product, length, language: c.language, variants: 5 })) {
      const text = `${v.title}\n${textOf(v, c.language)}`;
      expect(text, text).not.toMatch(HOST);
      expect(text, text).not.toMatch(ISO);
      if (v.angle === 'offer-first') expect(text, text).toContain(c.price);
    }
  });

  it('open on the product’s own need in the problem and question angles', async () => {
    for (const v of await writer.write({ product: c.product, length: '60s', language: c.language, variants: 5 })) {
      if (v.angle !== 'problem-solution' && v.angle !== 'question') continue;
      expect(hookOf(v), hookOf(v)).toMatch(c.hook);
      if (_label !== 'unknown') expect(hookOf(v)).not.toMatch(GENERAL_HOOK);
    }
  });
});

describe('what kind of product it is', () => {
  it.each([
    ['Lumen Desk Lamp', undefined, 'lighting'],
    ['Stride Running Shoes', undefined, 'footwear'],
    ['Dew Hydrating Serum', undefined, 'skincare'],
    ['Highland Roast Coffee Beans', undefined, 'coffee'],
    ['Quiet Wireless Headphones', undefined, 'audio'],
    ['Aurora Water Bottle', undefined, 'drinkware'],
    ['Ceramic Coffee Mug', undefined, 'drinkware'],
    ['Oak Coffee Table', undefined, undefined],
    ['Light Runner', ['Men', 'Shoes', 'Running'], 'footwear'],
    ['Model X2', ['Home', 'Lighting', 'Desk lamps'], 'lighting'],
    ['月光护眼台灯', undefined, 'lighting'],
    ['云南小粒咖啡豆', undefined, 'coffee'],
    ['实木茶几', undefined, undefined],
    ['极光保温杯', undefined, 'drinkware'],
    ['降噪蓝牙耳机', undefined, 'audio'],
    ['男士透气运动鞋', undefined, 'footwear'],
    ['玻尿酸保湿精华液', undefined, 'skincare'],
    ['Orbit Widget', undefined, undefined],
  ] as const)('%s (%s) → %s', (name, breadcrumbs, kind) => {
    expect(categoryOf({ name, breadcrumbs })).toBe(kind);
  });

  it('takes a word from the description only when it comes more than once', () => {
    expect(categoryOf({ name: 'Orbit', description: 'Fits under a lamp.' })).toBeUndefined();
    expect(categoryOf({ name: 'Orbit', description: 'A lamp. The lamp folds.', highlights: ['Lamp shade included'] })).toBe('lighting');
  });
});

describe('a price as said aloud', () => {
  it.each([
    ['79.00 USD', 'en', '$79'],
    ['USD 79', 'en', '$79'],
    ['$1,299.00', 'en', '$1,299'],
    ['24.99 USD', 'en', '$24.99'],
    ['79.00 USD', 'zh', '79美元'],
    ['199.00 CNY', 'zh', '199元'],
    ['¥169', 'zh', '169元'],
    ['RMB 1,299', 'zh', '1,299元'],
    ['79.00 EUR', 'en', '€79'],
    ['24,99 €', 'de', '24,99\u00a0€'],
    ['2,980円', 'ja', '2,980円'],
    ['12.90 CHF', 'en', '12.90 Swiss francs'],
    ['95 GBP', 'en', '£95'],
  ])('%s in %s → %s', (raw, language, said) => {
    expect(spokenPrice(raw, language)).toBe(said);
  });

  it('says nothing it cannot say: a bare number, a code in a label it cannot read; other wording stays', () => {
    expect(spokenPrice('29.90', 'en')).toBeUndefined();
    expect(spokenPrice('USD 10-20', 'en')).toBeUndefined();
    expect(spokenPrice(' ', 'en')).toBeUndefined();
    expect(spokenPrice('from $20', 'en')).toBe('from $20');
  });
});

describe('the shop’s name in a "find it at" line', () => {
  const facts = (brand?: string, url?: string) => cleanFacts({ name: 'A', description: '', highlights: [], audience: '', brand, url });

  it('is a name, never a host, an address or a link', () => {
    expect(facts('Aurora Bottles', 'http://127.0.0.1/p').site).toBe('Aurora Bottles');
    expect(facts(undefined, 'https://www.aurora.com/p/1').site).toBeUndefined();
    for (const brand of ['127.0.0.1', 'aurora.com', 'www.aurora.com', 'https://aurora.com', 'localhost', 'localhost:3000', ' ']) {
      expect(facts(brand).site, brand).toBeUndefined();
    }
  });

  it('is said when the shop has a name, and left out when it has only a host', async () => {
    const product: ProductFacts = { ...CASES.lamp!.product, brand: 'Lumen Studio' };
    const named = (await writer.write({ product, length: '3min', language: 'en', variants: 5 })).map((v) => textOf(v, 'en')).join('\n');
    expect(named).toMatch(/Lumen Studio/);
    const hostOnly = (await writer.write({ product: CASES.lamp!.product, length: '3min', language: 'en', variants: 5 })).map((v) => textOf(v, 'en'));
    for (const text of hostOnly) expect(text).not.toMatch(/Find it at|Head to|waiting for you at/);
  });
});
