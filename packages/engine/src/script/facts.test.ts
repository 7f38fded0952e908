import { describe, expect, it } from 'vitest';
import { cleanFacts, cleanPhrase } from './facts.js';

describe('cleaning product facts', () => {
  it('flattens a phrase and drops bullets, emoji and trailing punctuation', () => {
    expect(cleanPhrase('  • Leak-proof\n\tlid!!  ', 90)).toBe('Leak-proof lid');
    expect(cleanPhrase('1. Keeps cold 24 h...', 90)).toBe('Keeps cold 24 h');
    expect(cleanPhrase('✅ BPA-free 🌿。', 90)).toBe('BPA-free');
    expect(cleanPhrase('防漏杯盖！！', 90)).toBe('防漏杯盖');
    expect(cleanPhrase('3.5 L capacity', 90)).toBe('3.5 L capacity');
    expect(cleanPhrase(undefined, 90)).toBe('');
  });

  it('cuts a long phrase at a space, and Chinese at half as many characters', () => {
    const long = 'Made from premium food-grade stainless steel that never retains flavours or odours, even after years of daily use';
    const cut = cleanPhrase(long, 90);
    expect(cut.length).toBeLessThanOrEqual(90);
    expect(long.startsWith(cut)).toBe(true);
    expect(long[cut.length]).toBe(' ');
    expect([...cleanPhrase('保'.repeat(100), 90)].length).toBe(45);
  });

  it('drops empty and repeated highlights and caps how many there are', () => {
    const facts = cleanFacts({
      name: '  Aurora\nWater Bottle ',
      description: '',
      highlights: ['Leak-proof lid', '   ', '', '- leak-proof LID.', ...Array.from({ length: 20 }, (_, i) => `Feature ${i}`)],
      audience: 'For hikers.',
    });
    expect(facts.name).toBe('Aurora Water Bottle');
    expect(facts.highlights[0]).toBe('Leak-proof lid');
    expect(facts.highlights.filter((h) => h.toLowerCase() === 'leak-proof lid')).toHaveLength(1);
    expect(facts.highlights).toHaveLength(12);
    expect(facts.audience).toBe('hikers');
  });

  it('splits the description into sentences, in English and in Chinese', () => {
    expect(
      cleanFacts({ name: 'A', description: 'Keeps drinks cold for 24 hours. Fits cup holders, e.g. in cars!', highlights: [], audience: '' }).sentences,
    ).toEqual(['Keeps drinks cold for 24 hours', 'Fits cup holders, e.g. in cars']);
    expect(cleanFacts({ name: 'A', description: '保冷24小时。防漏杯盖！适合通勤', highlights: [], audience: '' }).sentences).toEqual([
      '保冷24小时',
      '防漏杯盖',
      '适合通勤',
    ]);
  });

  it('keeps a web link for a language model, but never says it: no host, no address', () => {
    const facts = cleanFacts({ name: 'A', description: '', highlights: [], audience: '', url: 'https://www.aurora.com/p/1?ref=ad' });
    expect(facts).toMatchObject({ url: 'https://www.aurora.com/p/1?ref=ad', site: undefined });
    expect(cleanFacts({ name: 'A', description: '', highlights: [], audience: '', url: 'shop.example.org/aurora' }).url).toBe(
      'https://shop.example.org/aurora',
    );
    expect(cleanFacts({ name: 'A', description: '', highlights: [], audience: '', url: 'javascript:alert(1)' }).url).toBeUndefined();
    expect(cleanFacts({ name: 'A', description: '', highlights: [], audience: '', brand: 'Aurora Bottles' }).site).toBe('Aurora Bottles');
    expect(cleanFacts({ name: 'A', description: '', highlights: [], audience: '  ', price: ' ' })).toMatchObject({ audience: undefined, price: undefined });
  });
});
