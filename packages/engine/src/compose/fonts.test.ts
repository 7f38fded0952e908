import { execFileSync } from 'node:child_process';
import { FONT_FAMILIES } from '@framecast/timeline';
import { describe, expect, it } from 'vitest';
import { cjkFontFile, familyFontFile } from './fonts.js';

describe('the font families text layers may name', () => {
  it.each(FONT_FAMILIES)('%s is a font this machine has, as fontconfig names it', (family) => {
    const file = familyFontFile(family);
    const families = execFileSync('fc-list', [`:file=${file}`, 'family'], { encoding: 'utf8' });
    expect(families.split(/[,\n]/).map((f) => f.trim())).toContain(family);
  });
  it('answers the CJK font for the default family, and a file of its own for each other', () => {
    expect(familyFontFile(FONT_FAMILIES[0])).toBe(cjkFontFile());
    expect(new Set(FONT_FAMILIES.map(familyFontFile)).size).toBe(FONT_FAMILIES.length);
  });
});
