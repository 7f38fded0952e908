import { describe, expect, it } from 'vitest';
import { findRefusedText, hasRefusedText, isSafeName, stripRefusedText, toSafeName } from './text.js';

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

describe('the name rule', () => {
  it('refuses separators, control characters, line separators and direction overrides, and keeps every script', () => {
    for (const bad of ['a/b', 'a\\b', 'a\nb', 'a\u001bb', 'a\u0085b', 'a\u2028b', 'a\u202eb', 'a\u2067b'])
      expect(isSafeName(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Café 照片 😀', "O'Brien & Co.", 'مرحبا']) expect(isSafeName(good)).toBe(true);
  });
  it('makes a safe name from text the server did not choose', () => {
    expect(toSafeName('Lamp 2/pack\r\n\u202eNew')).toBe('Lamp 2 pack New');
    expect(isSafeName(toSafeName('x\u0000/\\\u2066y'))).toBe(true);
  });
});
