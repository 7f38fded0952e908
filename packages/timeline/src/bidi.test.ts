import { describe, expect, it } from 'vitest';
import { hasRtlScript, textDirection } from './bidi.js';

describe('textDirection', () => {
  it('follows the first strong character', () => {
    expect(textDirection('مرحبا بالعالم')).toBe('rtl');
    expect(textDirection('שלום עולם')).toBe('rtl');
    expect(textDirection('ܫܠܡܐ')).toBe('rtl'); // Syriac
    expect(textDirection('Hello مرحبا')).toBe('ltr');
    expect(textDirection('مرحبا hello')).toBe('rtl');
    expect(textDirection('你好 مرحبا')).toBe('ltr');
  });

  it('skips digits, punctuation, spaces and emoji before the first letter', () => {
    expect(textDirection('2024 — «مرحبا»')).toBe('rtl');
    expect(textDirection('١٢٣ hello')).toBe('ltr'); // Arabic-Indic digits are weak, not strong
    expect(textDirection('  🎉 123, שלום')).toBe('rtl');
  });

  it('reads explicit marks as strong', () => {
    expect(textDirection('\u200F123 abc')).toBe('rtl');
    expect(textDirection('\u200E123 مرحبا')).toBe('ltr');
    expect(textDirection('\u202Babc')).toBe('rtl');
  });

  it('answers the fallback when nothing is strong', () => {
    expect(textDirection('')).toBe('ltr');
    expect(textDirection('123 !?')).toBe('ltr');
    expect(textDirection('123', 'rtl')).toBe('rtl');
  });
});

describe('hasRtlScript', () => {
  it('finds a right-to-left letter anywhere', () => {
    expect(hasRtlScript('Hello مرحبا')).toBe(true);
    expect(hasRtlScript('see ש')).toBe(true);
    expect(hasRtlScript('Hello, 你好 123')).toBe(false);
  });
});
