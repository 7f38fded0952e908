import { describe, expect, it } from 'vitest';
import { ffColor, filterValue, round } from './escape.js';

describe('filter escaping', () => {
  it('escapes twice, as ffmpeg-filters documents', () => {
    // The manual's own example: level 1 (option value) then level 2 (filtergraph).
    expect(filterValue("this is a 'string': may contain one, or more, special characters")).toBe(
      "this is a \\\\\\'string\\\\\\'\\\\: may contain one\\, or more\\, special characters",
    );
    expect(filterValue('C:\\dir\\[x];y')).toBe('C\\\\:\\\\\\\\dir\\\\\\\\\\[x\\]\\;y');
  });
  it('formats colours and numbers', () => {
    expect(ffColor('#1f2937')).toBe('0x1F2937');
    expect(ffColor('#ffffff', 0.5)).toBe('0xFFFFFF@0.5');
    expect(() => ffColor('red')).toThrow();
    expect(round(0.1 + 0.2)).toBe('0.3');
  });
});
