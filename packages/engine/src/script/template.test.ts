import { describe, expect, it } from 'vitest';
import { estimateSeconds } from './estimate.js';
import { scriptText } from './script-text.js';
import { createTemplateScriptWriter } from './template.js';
import { RICH_PRODUCTS, SPARSE_PRODUCT } from './test-products.js';
import { scriptAimSeconds, SCRIPT_PARTS, type ScriptLength, type ScriptRequest, type ScriptVariant, ScriptWriterError } from './types.js';

const writer = createTemplateScriptWriter();
const LENGTHS: ScriptLength[] = ['30s', '60s', '3min'];
const AURORA = {
  ...RICH_PRODUCTS.en!,
  description: RICH_PRODUCTS.en!.description.split('. ')[0]!,
  highlights: ['Keeps cold 24 h', 'Leak-proof lid', 'BPA-free'],
};
const write = (r: Partial<ScriptRequest>) => writer.write({ product: AURORA, length: '30s', language: 'en', variants: 5, ...r });
const textOf = (v: ScriptVariant, language = 'en') => scriptText(v.sections, language);
const secondsOf = (v: ScriptVariant, language: string) => estimateSeconds(textOf(v, language), language);
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+|(?<=[。！？])/u).filter(Boolean);

describe('the template script writer', () => {
  it('says what it is, and which languages it writes', () => {
    expect(writer.id).toBe('template');
    expect(writer.languages).toEqual(['en', 'zh', 'es', 'fr', 'de', 'ja']);
    expect(writer.describe()).toMatch(/phrase templates.*no language model/);
  });

  describe.each(Object.keys(RICH_PRODUCTS))('in %s', (language) => {
    it.each(LENGTHS)('fits a rich product to %s, within 20%% in every variant', async (length) => {
      const variants = await writer.write({ product: RICH_PRODUCTS[language]!, length, language, variants: 5 });
      expect(variants).toHaveLength(5);
      for (const v of variants) {
        const ratio = secondsOf(v, language) / scriptAimSeconds(length);
        expect(ratio, `${v.angle}: ${textOf(v, language)}`).toBeGreaterThanOrEqual(0.8);
        expect(ratio, `${v.angle}: ${textOf(v, language)}`).toBeLessThanOrEqual(1.2);
      }
    });

    it.each(LENGTHS)('writes the five parts in order at %s, all of them for a rich product (30 s may leave out the problem)', async (length) => {
      for (const v of await writer.write({ product: RICH_PRODUCTS[language]!, length, language, variants: 5 })) {
        const parts = v.sections.map((s) => s.part);
        if (length === '30s') expect(SCRIPT_PARTS.filter((p) => parts.includes(p) || p === 'problem')).toEqual([...SCRIPT_PARTS]);
        else expect(parts).toEqual([...SCRIPT_PARTS]);
        expect(parts).toEqual(SCRIPT_PARTS.filter((p) => parts.includes(p)));
        expect(v.title.trim()).not.toBe('');
      }
    });

    it('never says a sentence twice in a script, though a recap says highlights again', async () => {
      const product = RICH_PRODUCTS[language]!;
      for (const v of await writer.write({ product, length: '3min', language, variants: 5 })) {
        const recapped = new Set(product.highlights.map((h) => h.replace(/^./, (c) => c.toUpperCase())));
        const seen = sentencesOf(textOf(v, language)).filter((s) => !recapped.has(s.replace(/[.。]$/, '')));
        expect(new Set(seen).size, textOf(v, language)).toBe(seen.length);
      }
    });

    it('gives a sparse product a shorter script rather than filler, and never a longer one', async () => {
      for (const length of LENGTHS) {
        for (const v of await writer.write({ product: SPARSE_PRODUCT, length, language, variants: 5 })) {
          const parts = v.sections.map((s) => s.part);
          expect(parts).toEqual(expect.arrayContaining(['hook', 'benefit', 'cta']));
          expect(parts).not.toContain('proof'); // one highlight proves nothing
          expect(secondsOf(v, language)).toBeLessThanOrEqual(scriptAimSeconds(length) * 1.2);
          if (length === '3min') expect(secondsOf(v, language)).toBeLessThan(scriptAimSeconds(length) * 0.5);
        }
      }
    });
  });

  it('keeps the best highlights in a short script and says them all in a long one', async () => {
    const product = RICH_PRODUCTS.en!;
    const [short] = await writer.write({ product, length: '30s', language: 'en', variants: 1 });
    const [long] = await writer.write({ product, length: '3min', language: 'en', variants: 1 });
    expect(textOf(short!)).toContain('Leak-proof lid');
    expect(textOf(short!)).not.toContain('Dishwasher-safe lid');
    for (const h of product.highlights) expect(textOf(long!)).toContain(h);
    for (const sentence of product.description.split('. ')) expect(textOf(long!)).toContain(sentence.replace(/\.$/, ''));
  });

  it('writes the same scripts for the same facts, and different ones for other facts', async () => {
    expect(await write({})).toEqual(await write({}));
    const other = await write({ product: { ...AURORA, name: 'Nova Flask' } });
    expect(other.map((v) => textOf(v).replaceAll('Nova Flask', 'Aurora Water Bottle'))).not.toEqual((await write({})).map((v) => textOf(v)));
  });

  it('writes variants from different angles that read differently', async () => {
    const variants = await write({});
    expect(new Set(variants.map((v) => v.angle)).size).toBe(5);
    expect(new Set(variants.map((v) => v.title)).size).toBe(5);
    const hooks = variants.map((v) => v.sections[0]!.text);
    expect(new Set(hooks).size).toBe(5);
    // Beyond the facts they share, most of what two variants say is their own.
    for (let a = 0; a < variants.length; a++) {
      for (let b = a + 1; b < variants.length; b++) {
        const mine = new Set(sentencesOf(textOf(variants[a]!)));
        const shared = sentencesOf(textOf(variants[b]!)).filter((s) => mine.has(s));
        expect(shared.length, shared.join(' | ')).toBeLessThanOrEqual(2);
      }
    }
  });

  it('writes as many variants as asked, 1 to 5', async () => {
    expect(await write({ variants: 2 })).toHaveLength(2);
    expect(await write({ variants: 0 })).toHaveLength(1);
    expect(await write({ variants: 9 })).toHaveLength(5);
  });

  it('says the price when there is one, and no price sentence when there is none', async () => {
    for (const v of await write({})) expect(textOf(v)).toContain('$24.99');
    for (const v of await write({ product: { ...AURORA, price: undefined } })) {
      expect(textOf(v)).not.toMatch(/\$|undefined|All for just|Yours for only|And the price\?/);
    }
  });

  it('speaks to anyone when no audience is known', async () => {
    const variants = await write({ product: { ...AURORA, audience: '' }, length: '60s' });
    const text = variants.map((v) => textOf(v)).join('\n');
    expect(text).not.toMatch(/undefined|hikers/);
    // A bottle opens on a bottle's need, which speaks to anyone.
    expect(text).toMatch(/anyone who|If something you rely on|What if the things you use|your drink|drink from|a bottle that/);
  });

  it('uses the facts cleaned: no bullets, no doubled punctuation, no line breaks inside a part', async () => {
    const messy = {
      name: '  Aurora\n Water   Bottle ',
      description: '  Insulated steel bottle.\n\nKeeps drinks cold!!  ',
      highlights: ['• Leak-proof lid!!', '', '   ', '- BPA-free...', 'Keeps cold 24 h.', '🔥🔥 Fits cup holders 🔥'],
      audience: ' for hikers and commuters. ',
      price: ' $24.99 ',
    };
    for (const v of await write({ product: messy, length: '60s' })) {
      const text = textOf(v);
      expect(text).toContain('Aurora Water Bottle');
      expect(text).toContain('Leak-proof lid');
      expect(text).not.toMatch(/•|🔥|!!|\.\.|\?\.|!\.|,\.| {2}|for for/);
      for (const s of v.sections) expect(s.text).not.toMatch(/\n/);
    }
  });

  it('writes natural Chinese: Chinese punctuation, no spaces, the Latin name kept whole', async () => {
    const product = { ...RICH_PRODUCTS.zh!, name: 'Aurora 保温杯' };
    for (const v of await writer.write({ product, length: '60s', language: 'zh-CN', variants: 5 })) {
      const text = textOf(v, 'zh');
      expect(text).toContain('Aurora 保温杯');
      expect(text.replaceAll('Aurora 保温杯', '').replaceAll('aurora-bottles.cn', '')).not.toMatch(/[ ,.!?;:]/);
      expect(text).toMatch(/[，。]/);
    }
  });

  it('refuses languages it does not write, and names the way to get them', async () => {
    const err = await write({ language: 'pt' }).catch((e) => e);
    expect(err).toBeInstanceOf(ScriptWriterError);
    expect(err).toMatchObject({ reason: 'language' });
    expect(err.message).toBe('The local script writer writes English, Chinese, Spanish, French, German, Japanese; set ENGINE_LLM_URL for other languages');
    await expect(write({ language: 'EN-gb' })).resolves.toHaveLength(5);
  });

  it('refuses a product without a name, and a cancelled request', async () => {
    await expect(write({ product: { ...AURORA, name: ' \n ' } })).rejects.toMatchObject({ reason: 'empty' });
    await expect(write({ signal: AbortSignal.abort() })).rejects.toMatchObject({ reason: 'timeout' });
  });
});
