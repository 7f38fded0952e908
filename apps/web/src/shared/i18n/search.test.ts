import { describe, expect, it } from 'vitest';
import { matchesSearch } from './search';

describe('matchesSearch', () => {
  const mandarin = ['Chinese (Mandarin) — Female', 'cmn', '中文（普通话） · 女声', '中文（普通话）'];

  it('matches everything for an empty search', () => {
    expect(matchesSearch('', mandarin)).toBe(true);
    expect(matchesSearch('   ', [])).toBe(true);
  });

  it('finds a thing by any of its names, in any case', () => {
    for (const q of ['普通话', '中文', 'mandarin', 'CHINESE', '女声', 'cmn']) expect(matchesSearch(q, mandarin), q).toBe(true);
    expect(matchesSearch('粤语', mandarin)).toBe(false);
  });

  it('needs every word, each in any of the texts', () => {
    expect(matchesSearch('中文 女声', mandarin)).toBe(true);
    expect(matchesSearch('mandarin male', ['Chinese (Mandarin) — Female'])).toBe(true); // "male" is in "Female", as typed
    expect(matchesSearch('mandarin 男声', mandarin)).toBe(false);
  });

  it('ignores punctuation and full-width forms, so a run-together search still finds', () => {
    expect(matchesSearch('中文普通话', mandarin)).toBe(true);
    expect(matchesSearch('（普通话）', ['Chinese (普通话)'])).toBe(true);
    expect(matchesSearch('ｍａｎｄａｒｉｎ', mandarin)).toBe(true);
    expect(matchesSearch('en us', ['en-us'])).toBe(true);
  });

  it('does not match across two different texts', () => {
    expect(matchesSearch('cmn中文', ['cmn', '中文'])).toBe(false);
  });
});
