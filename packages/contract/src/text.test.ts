import { describe, expect, it } from 'vitest';
import { findRefusedText, hasRefusedText, stripRefusedText } from './text.js';

describe('text PostgreSQL refuses', () => {
  it('is a NUL or an unpaired surrogate; paired ones (emoji) and other scripts are fine', () => {
    for (const s of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800', 'end\ud83d']) expect(hasRefusedText(s), JSON.stringify(s)).toBe(true);
    for (const s of ['', 'plain', 'Café 照片 😀', '\ud83d\ude00', 'tab\tnew\nline']) expect(hasRefusedText(s), JSON.stringify(s)).toBe(false);
    expect(stripRefusedText('mail\u0000ing\ud800 😀')).toBe('mailing 😀');
  });

  it('is found anywhere in a value, keys included, by its path', () => {
    expect(findRefusedText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('a.1.c');
    expect(findRefusedText({ doc: { 'k\u0000': 1 } })).toBe('doc.k\u0000');
    expect(findRefusedText('\u0000')).toBe('_');
    expect(findRefusedText({ a: 1, b: [true, null, 'fine'], c: new Date(0) })).toBeNull();
  });

  it('walks a value nested 300,000 deep without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(300_000)}"\\u0000"${']'.repeat(300_000)}`);
    expect(() => findRefusedText(deep)).not.toThrow();
    expect(findRefusedText(deep)?.startsWith('0.0.0')).toBe(true);
  });
});
